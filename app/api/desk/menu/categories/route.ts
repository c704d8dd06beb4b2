import { ownerRoute, type OwnerRequest } from '@/lib/auth/owner-route';
import { writeCategories } from '@/lib/db/menu';
import { authorOf, menuChanged } from '@/lib/desk/menu';
import { failure, success } from '@/lib/http/reply';
import { categoriesSchema, menuMessages } from '@/lib/validation/menu';

/**
 * The categories in order, renamed or added: `PUT { categorias: [{ id | null, nombre }] }` with
 * every existing one (none is removed) -> 200, 400, 409 (they changed since the form was drawn), 401, 403.
 */
async function saveCategories({ owner, body }: OwnerRequest<typeof categoriesSchema>): Promise<Response> {
  const summary = `Categorías: ${body.categorias.map((entry) => entry.nombre).join(', ')}`;
  const saved = await writeCategories(body.categorias, summary, authorOf(owner));
  if (!saved.ok) return failure(409, menuMessages.categoriasCambiaron);
  menuChanged(owner, 'categorias');
  return success({ message: 'Categorías guardadas.', data: { categorias: saved.value } });
}

export const PUT = ownerRoute(categoriesSchema, saveCategories);
