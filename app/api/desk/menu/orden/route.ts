import { ownerFromRequest } from '@/lib/auth/dal';
import { reorderCategory } from '@/lib/db/menu';
import { authorOf, menuChanged } from '@/lib/desk/menu';
import { readPayload } from '@/lib/http/json-body';
import { failure, success } from '@/lib/http/reply';
import { currentMenu } from '@/lib/menu/server';
import { menuMessages, orderSchema } from '@/lib/validation/menu';
import { storeGuarded } from '@/lib/store-guarded';

/** A category's products in a new order: `PUT { categoria, ids }` -> 200, 400, 404 (no such category), 409 (its products changed), 401, 403. */
async function reorder(request: Request): Promise<Response> {
  const owner = await ownerFromRequest(request);
  if (!owner.ok) return owner.response;
  const body = await readPayload(request, orderSchema);
  if (!body.ok) return body.response;
  const category = (await currentMenu()).categorias.find((entry) => entry.id === body.data.categoria);
  if (!category) return failure(404, menuMessages.categoria);
  const saved = await reorderCategory(category.id, body.data.ids, `${category.nombre}: nuevo orden`, authorOf(owner.user));
  if (!saved.ok) return failure(saved.problem === 'category' ? 404 : 409, saved.problem === 'category' ? menuMessages.categoria : menuMessages.orden);
  menuChanged(owner.user, 'orden');
  return success({ message: `${category.nombre}: orden guardado.`, data: { categoria: category.id, ids: saved.value } });
}

export const PUT = storeGuarded(reorder);
