import { ownerRoute, type OwnerRequest } from '@/lib/auth/owner-route';
import { setProductHidden } from '@/lib/db/menu';
import { authorOf, menuChanged, menuFailure, productDescriber, productIdOf } from '@/lib/desk/menu';
import { failure, success } from '@/lib/http/reply';
import { hiddenSchema, menuMessages } from '@/lib/validation/menu';

/**
 * "Ocultar del menú" / "Mostrar": `PUT { oculto, version }` -> 200, 400, 404, 409, 401, 403. A hidden
 * product leaves the shop and every cart (as an unknown one does), and stays on the desk.
 */
async function hideProduct({ owner, body }: OwnerRequest<typeof hiddenSchema>, { params }: RouteContext<'/api/desk/menu/[id]/hidden'>): Promise<Response> {
  const id = productIdOf((await params).id);
  if (id === null) return failure(404, menuMessages.unknownProduct);
  const saved = await setProductHidden(id, body.version, body.oculto, await productDescriber(), authorOf(owner));
  if (!saved.ok) return menuFailure(saved.problem);
  menuChanged(owner, 'producto', id);
  return success({
    message: saved.value.oculto ? `${saved.value.nombre} ya no se muestra en el menú.` : `${saved.value.nombre} está de nuevo en el menú.`,
    data: saved.value,
  });
}

export const PUT = ownerRoute(hiddenSchema, hideProduct);
