import { ownerFromRequest } from '@/lib/auth/dal';
import { writeOptionList } from '@/lib/db/menu';
import { authorOf, menuChanged } from '@/lib/desk/menu';
import { readPayload } from '@/lib/http/json-body';
import { failure, success } from '@/lib/http/reply';
import { describeListChange } from '@/lib/menu/changes';
import { optionListLabels } from '@/lib/menu/options';
import { currentMenu } from '@/lib/menu/server';
import { menuMessages, optionListKeySchema, optionListSchema } from '@/lib/validation/menu';
import { storeGuarded } from '@/lib/store-guarded';

/**
 * "Opciones": one list (frutas, helados, toppings, jarabes) as the owner left it, `PUT { opciones }`
 * -> 200, 400, 404 (no such list), 401, 403. A name taken out also leaves the carts that chose it
 * (the line asks to choose again).
 */
async function saveOptionList(request: Request, { params }: RouteContext<'/api/desk/menu/opciones/[grupo]'>): Promise<Response> {
  const owner = await ownerFromRequest(request);
  if (!owner.ok) return owner.response;
  const body = await readPayload(request, optionListSchema);
  if (!body.ok) return body.response;
  const grupo = optionListKeySchema.safeParse((await params).grupo);
  if (!grupo.success) return failure(404, menuMessages.unknownList);
  const before = (await currentMenu()).listas[grupo.data];
  const label = optionListLabels[grupo.data];
  const saved = await writeOptionList(grupo.data, body.data.opciones, describeListChange(label, before, body.data.opciones), authorOf(owner.user));
  if (!saved.ok) return failure(409, menuMessages.opcion);
  menuChanged(owner.user, 'opciones');
  return success({ message: `${label}: guardado.`, data: { grupo: grupo.data, opciones: saved.value } });
}

export const PUT = storeGuarded(saveOptionList);
