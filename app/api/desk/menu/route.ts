import { ownerFromRequest } from '@/lib/auth/dal';
import { createProduct } from '@/lib/db/menu';
import { authorOf, menuChanged, menuFailure, productDescriber } from '@/lib/desk/menu';
import { readPayload } from '@/lib/http/json-body';
import { success } from '@/lib/http/reply';
import { newProductSchema } from '@/lib/validation/menu';
import { storeGuarded } from '@/lib/store-guarded';

/**
 * "Agregar producto": `POST { nombre, precio, categoria, descripcion, ingredientes, conExtras }` ->
 * 201 with the product, 400 (a field, with its message in `errors`), 409 (the name is taken), 401,
 * 403, and the usual body checks (403 origin, 413, 415).
 */
async function addProduct(request: Request): Promise<Response> {
  const owner = await ownerFromRequest(request);
  if (!owner.ok) return owner.response;
  const body = await readPayload(request, newProductSchema);
  if (!body.ok) return body.response;
  const { categoria, ...fields } = body.data;
  const input = { ...fields, categoriaId: categoria };
  const describe = await productDescriber();
  const created = await createProduct(input, describe(null, { ...input, oculto: false, foto: null }), authorOf(owner.user));
  if (!created.ok) return menuFailure(created.problem);
  menuChanged(owner.user, 'producto', created.value.id);
  return success({ message: `${created.value.nombre} está en el menú.`, data: created.value }, { status: 201 });
}

export const POST = storeGuarded(addProduct);
