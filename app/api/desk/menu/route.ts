import { ownerRoute, type OwnerRequest } from '@/lib/auth/owner-route';
import { createProduct } from '@/lib/db/menu';
import { authorOf, menuChanged, menuFailure, productDescriber } from '@/lib/desk/menu';
import { success } from '@/lib/http/reply';
import { newProductSchema } from '@/lib/validation/menu';

/**
 * "Agregar producto": `POST { nombre, precio, categoria, descripcion, ingredientes, conExtras }` ->
 * 201 with the product, 400 (a field, with its message in `errors`), 409 (the name is taken), 401,
 * 403, and the usual body checks (403 origin, 413, 415).
 */
async function addProduct({ owner, body }: OwnerRequest<typeof newProductSchema>): Promise<Response> {
  const { categoria, ...fields } = body;
  const input = { ...fields, categoriaId: categoria };
  const describe = await productDescriber();
  const created = await createProduct(input, describe(null, { ...input, oculto: false, foto: null }), authorOf(owner));
  if (!created.ok) return menuFailure(created.problem);
  menuChanged(owner, 'producto', created.value.id);
  return success({ message: `${created.value.nombre} está en el menú.`, data: created.value }, { status: 201 });
}

export const POST = ownerRoute(newProductSchema, addProduct);
