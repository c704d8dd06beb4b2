import { ownerFromRequest } from '@/lib/auth/dal';
import { writeCategories } from '@/lib/db/menu';
import { authorOf, menuChanged } from '@/lib/desk/menu';
import { readPayload } from '@/lib/http/json-body';
import { failure, success } from '@/lib/http/reply';
import { categoriesSchema, menuMessages } from '@/lib/validation/menu';
import { storeGuarded } from '@/lib/store-guarded';

/**
 * The categories in order, renamed or added: `PUT { categorias: [{ id | null, nombre }] }` with
 * every existing one (none is removed) -> 200, 400, 409 (they changed since the form was drawn), 401, 403.
 */
async function saveCategories(request: Request): Promise<Response> {
  const owner = await ownerFromRequest(request);
  if (!owner.ok) return owner.response;
  const body = await readPayload(request, categoriesSchema);
  if (!body.ok) return body.response;
  const summary = `Categorías: ${body.data.categorias.map((entry) => entry.nombre).join(', ')}`;
  const saved = await writeCategories(body.data.categorias, summary, authorOf(owner.user));
  if (!saved.ok) return failure(409, menuMessages.categoriasCambiaron);
  menuChanged(owner.user, 'categorias');
  return success({ message: 'Categorías guardadas.', data: { categorias: saved.value } });
}

export const PUT = storeGuarded(saveCategories);
