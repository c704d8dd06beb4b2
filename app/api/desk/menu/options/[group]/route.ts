import { ownerRoute, type OwnerRequest } from '@/lib/auth/owner-route';
import { writeOptionList } from '@/lib/db/menu';
import { authorOf, menuChanged } from '@/lib/desk/menu';
import { failure, success } from '@/lib/http/reply';
import { describeListChange } from '@/lib/menu/changes';
import { optionListLabels } from '@/lib/menu/options';
import { currentMenu } from '@/lib/menu/server';
import { menuMessages, optionListKeySchema, optionListSchema } from '@/lib/validation/menu';

/**
 * "Opciones": one list (frutas, helados, toppings, jarabes) as the owner left it, `PUT { opciones }`
 * -> 200, 400, 404 (no such list), 401, 403. A name taken out also leaves the carts that chose it
 * (the line asks to choose again).
 */
async function saveOptionList(
  { owner, body }: OwnerRequest<typeof optionListSchema>,
  { params }: RouteContext<'/api/desk/menu/options/[group]'>,
): Promise<Response> {
  const grupo = optionListKeySchema.safeParse((await params).group);
  if (!grupo.success) return failure(404, menuMessages.unknownList);
  const before = (await currentMenu()).listas[grupo.data];
  const label = optionListLabels[grupo.data];
  const saved = await writeOptionList(grupo.data, body.opciones, describeListChange(label, before, body.opciones), authorOf(owner));
  if (!saved.ok) return failure(409, menuMessages.opcion);
  menuChanged(owner, 'opciones');
  return success({ message: `${label}: guardado.`, data: { grupo: grupo.data, opciones: saved.value } });
}

export const PUT = ownerRoute(optionListSchema, saveOptionList);
