import { ownerRoute, type OwnerRequest } from '@/lib/auth/owner-route';
import { photosInUse, setProductPhoto } from '@/lib/db/menu';
import { authorOf, menuChanged, menuFailure, productDescriber, productIdOf } from '@/lib/desk/menu';
import { failure, success } from '@/lib/http/reply';
import { readUpload } from '@/lib/http/upload';
import { currentMenu } from '@/lib/menu/server';
import { processPhoto } from '@/lib/photos/process';
import { deletePhoto, storePhoto } from '@/lib/photos/store';
import { menuMessages, photoFieldsSchema, photoRemovalSchema } from '@/lib/validation/menu';

// "Cambiar foto" (docs/photos.md): the owner's photo is checked by its bytes, turned upright,
// cropped around the focal point, stripped of its metadata and stored as AVIF and WebP before the
// product names it, in one transaction with the history line. The files of the photo it replaces
// go once that has committed, unless the history can still bring it back ("Deshacer").

/** Deletes the files of photos no product and no recent history line names (`candidates` only). */
async function dropUnused(candidates: readonly (string | null | undefined)[]): Promise<void> {
  const ids = candidates.filter((id): id is string => typeof id === 'string');
  if (ids.length === 0) return;
  const inUse = await photosInUse();
  for (const id of ids) if (!inUse.has(id)) await deletePhoto(id).catch(() => false);
}

/**
 * `POST` multipart `{ foto: <file>, version, x, y }` -> 200 with the product, 400 (no file, a bad
 * focal point), 404, 409 (someone changed the product since `version`), 413 (over 12 MB), 415 (not
 * a photo: JPEG, PNG, WebP or HEIC), 422 (damaged, too small), 401, 403.
 */
async function addPhoto({ request, owner }: OwnerRequest, { params }: RouteContext<'/api/desk/menu/[id]/photo'>): Promise<Response> {
  const upload = await readUpload(request, 'foto', photoFieldsSchema);
  if (!upload.ok) return upload.response;
  const id = productIdOf((await params).id);
  const product = id === null ? undefined : (await currentMenu()).product(id);
  if (id === null || !product) return failure(404, menuMessages.unknownProduct);

  const { version, x, y } = upload.fields;
  const processed = await processPhoto(upload.file, { x, y });
  if (!processed.ok) return failure(processed.status, processed.message, { errors: { foto: processed.message } });
  const stored = await storePhoto(processed.photo);
  const saved = await setProductPhoto(id, version, stored, await productDescriber(), authorOf(owner));
  if (!saved.ok) {
    // Nothing names the new files: they go, as if never written.
    await dropUnused([stored.id]);
    return menuFailure(saved.problem);
  }
  await dropUnused([product.foto?.id].filter((old) => old !== stored.id));
  menuChanged(owner, 'foto', id);
  return success({ message: `${saved.value.nombre}: foto nueva.`, data: saved.value });
}

/** "Quitar foto": `DELETE { version }` -> 200 (the illustration again), 404, 409, 401, 403. */
async function removePhoto({ owner, body }: OwnerRequest<typeof photoRemovalSchema>, { params }: RouteContext<'/api/desk/menu/[id]/photo'>): Promise<Response> {
  const id = productIdOf((await params).id);
  const product = id === null ? undefined : (await currentMenu()).product(id);
  if (id === null || !product) return failure(404, menuMessages.unknownProduct);
  const saved = await setProductPhoto(id, body.version, null, await productDescriber(), authorOf(owner));
  if (!saved.ok) return menuFailure(saved.problem);
  await dropUnused([product.foto?.id]);
  menuChanged(owner, 'foto', id);
  return success({ message: `${saved.value.nombre}: sin foto.`, data: saved.value });
}

export const POST = ownerRoute(addPhoto);
export const DELETE = ownerRoute(photoRemovalSchema, removePhoto);
