import { ownerRoute, type OwnerRequest } from '@/lib/auth/owner-route';
import { writeOptionList } from '@/lib/db/menu';
import { authorOf, menuChanged, namedOptionList } from '@/lib/desk/menu';
import { failure, success } from '@/lib/http/reply';
import { describeListChange } from '@/lib/menu/changes';
import { optionListLabels } from '@/lib/menu/options';
import { menuMessages, optionListSchema } from '@/lib/validation/menu';

type Context = RouteContext<'/api/desk/menu/options/[group]'>;

/**
 * "Opciones": one list (frutas, helados, toppings, jarabes) as the owner left it, `PUT { opciones }`
 * -> 200, 400, 404 (no such list), 401, 403. A name taken out also leaves the carts that chose it
 * (the line asks to choose again).
 */
async function saveOptionList({ owner, body }: OwnerRequest<typeof optionListSchema>, { params }: Context): Promise<Response> {
  const list = await namedOptionList(params);
  if (list instanceof Response) return list;
  const label = optionListLabels[list.key];
  const saved = await writeOptionList(list.key, body.opciones, describeListChange(label, list.options, body.opciones), authorOf(owner));
  if (!saved.ok) return failure(409, menuMessages.opcion);
  menuChanged(owner, 'opciones');
  return success({ message: `${label}: guardado.`, data: { grupo: list.key, opciones: saved.value } });
}

export const PUT = ownerRoute(optionListSchema, saveOptionList);
