import { ownerRoute, type OwnerRequest } from '@/lib/auth/owner-route';
import { writeOptionSoldOut } from '@/lib/db/menu';
import { authorOf, menuChanged, namedOptionList } from '@/lib/desk/menu';
import { costaRicaDate } from '@/lib/costa-rica-time';
import { failure, success } from '@/lib/http/reply';
import { menuMessages, soldOutOptionSchema } from '@/lib/validation/menu';

type Context = RouteContext<'/api/desk/menu/options/[group]/sold-out'>;

/**
 * "No hay kiwi hoy": `PUT { opcion, agotada }` marks one option of a list sold out for the rest of
 * today (Costa Rica), or available again -> 200, 400, 404 (no such list or option), 401, 403. The
 * options dialog shows it disabled with "Agotado"; carts holding it ask to choose again.
 */
async function switchOption({ owner, body }: OwnerRequest<typeof soldOutOptionSchema>, { params }: Context): Promise<Response> {
  const list = await namedOptionList(params);
  if (list instanceof Response) return list;
  const { opcion, agotada } = body;
  if (!list.options.includes(opcion)) return failure(404, menuMessages.unknownOption);
  const summary = agotada ? `No hay ${opcion} hoy` : `${opcion}: disponible de nuevo`;
  await writeOptionSoldOut(list.key, opcion, agotada ? costaRicaDate(Date.now()) : null, summary, authorOf(owner));
  menuChanged(owner, 'agotada');
  return success({ message: `${summary}.`, data: { grupo: list.key, opcion, agotada } });
}

export const PUT = ownerRoute(soldOutOptionSchema, switchOption);
