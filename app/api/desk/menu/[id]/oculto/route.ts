import { ownerFromRequest } from '@/lib/auth/dal';
import { setProductHidden } from '@/lib/db/menu';
import { authorOf, menuChanged, menuFailure, productDescriber, productIdOf } from '@/lib/desk/menu';
import { readPayload } from '@/lib/http/json-body';
import { failure, success } from '@/lib/http/reply';
import { hiddenSchema, menuMessages } from '@/lib/validation/menu';
import { storeGuarded } from '@/lib/store-guarded';

/**
 * "Ocultar del menú" / "Mostrar": `PUT { oculto, version }` -> 200, 400, 404, 409, 401, 403. A hidden
 * product leaves the shop and every cart (as an unknown one does), and stays on the desk.
 */
async function hideProduct(request: Request, { params }: RouteContext<'/api/desk/menu/[id]/oculto'>): Promise<Response> {
  const owner = await ownerFromRequest(request);
  if (!owner.ok) return owner.response;
  const body = await readPayload(request, hiddenSchema);
  if (!body.ok) return body.response;
  const id = productIdOf((await params).id);
  if (id === null) return failure(404, menuMessages.unknownProduct);
  const saved = await setProductHidden(id, body.data.version, body.data.oculto, await productDescriber(), authorOf(owner.user));
  if (!saved.ok) return menuFailure(saved.problem);
  menuChanged(owner.user, 'producto', id);
  return success({ message: saved.value.oculto ? `${saved.value.nombre} ya no se muestra en el menú.` : `${saved.value.nombre} está de nuevo en el menú.`, data: saved.value });
}

export const PUT = storeGuarded(hideProduct);
