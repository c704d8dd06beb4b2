import { ownerRoute, type OwnerRequest } from '@/lib/auth/owner-route';
import { saveProduct } from '@/lib/db/menu';
import { authorOf, menuChanged, menuFailure, productDescriber, productIdOf } from '@/lib/desk/menu';
import { failure, success } from '@/lib/http/reply';
import { menuMessages, productSchema } from '@/lib/validation/menu';

/**
 * "Editar": `PUT { nombre, precio, categoria, descripcion, ingredientes, conExtras, version }` ->
 * 200 with the product, 400, 404 (no such product), 409 (someone saved it since `version`: "Alguien
 * cambió este producto", or the name is taken), 401, 403, and the usual body checks.
 */
async function updateProduct({ owner, body }: OwnerRequest<typeof productSchema>, { params }: RouteContext<'/api/desk/menu/[id]'>): Promise<Response> {
  const id = productIdOf((await params).id);
  if (id === null) return failure(404, menuMessages.unknownProduct);
  const { categoria, version, ...fields } = body;
  const saved = await saveProduct(id, version, { ...fields, categoriaId: categoria }, await productDescriber(), authorOf(owner));
  if (!saved.ok) return menuFailure(saved.problem);
  menuChanged(owner, 'producto', id);
  return success({ message: `${saved.value.nombre}: guardado.`, data: saved.value });
}

export const PUT = ownerRoute(productSchema, updateProduct);
