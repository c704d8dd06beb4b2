import { ownerRoute, type OwnerRequest } from '@/lib/auth/owner-route';
import { reorderCategory } from '@/lib/db/menu';
import { authorOf, menuChanged } from '@/lib/desk/menu';
import { failure, success } from '@/lib/http/reply';
import { currentMenu } from '@/lib/menu/server';
import { menuMessages, orderSchema } from '@/lib/validation/menu';

/** A category's products in a new order: `PUT { categoria, ids }` -> 200, 400, 404 (no such category), 409 (its products changed), 401, 403. */
async function reorder({ owner, body }: OwnerRequest<typeof orderSchema>): Promise<Response> {
  const category = (await currentMenu()).categorias.find((entry) => entry.id === body.categoria);
  if (!category) return failure(404, menuMessages.categoria);
  const saved = await reorderCategory(category.id, body.ids, `${category.nombre}: nuevo orden`, authorOf(owner));
  if (!saved.ok) return failure(saved.problem === 'category' ? 404 : 409, saved.problem === 'category' ? menuMessages.categoria : menuMessages.orden);
  menuChanged(owner, 'orden');
  return success({ message: `${category.nombre}: orden guardado.`, data: { categoria: category.id, ids: saved.value } });
}

export const PUT = ownerRoute(orderSchema, reorder);
