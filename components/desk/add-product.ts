// "Agregar producto"'s save (./product-dialog.tsx): the product, then the photo the owner chose.
import { apiClient, apiUpload, type ApiResult } from '@/lib/api-client';
import { answerMessage } from '@/lib/validation/answer';
import { CENTRE, PHOTO_UPLOAD_TIMEOUT_MS } from '@/lib/validation/photo';

/** The new product, then its photo: a refused photo leaves the product added and says why. */
export async function addProduct(payload: { nombre: string }, photo: File | null): Promise<ApiResult> {
  const created = await apiClient.post('/desk/menu', payload);
  const data = (created.body as { data?: { id?: unknown; version?: unknown } } | null)?.data;
  if (created.status !== 201 || !photo || typeof data?.id !== 'number' || typeof data.version !== 'number') return created;
  const upload = new FormData();
  upload.append('foto', photo);
  upload.append('version', String(data.version));
  upload.append('x', String(CENTRE.x));
  upload.append('y', String(CENTRE.y));
  const uploaded = await apiUpload(`/desk/menu/${data.id}/photo`, upload, { timeoutMs: PHOTO_UPLOAD_TIMEOUT_MS });
  if (uploaded.status === 200) return { ...created, body: { ...(created.body as object), message: `${payload.nombre} está en el menú, con su foto.` } };
  return {
    ...created,
    body: {
      ...(created.body as object),
      message: `${payload.nombre} está en el menú, pero la foto no se subió: ${answerMessage(uploaded.body, 'No se pudo subir la foto.')} Súbela con «Cambiar foto».`,
    },
  };
}
