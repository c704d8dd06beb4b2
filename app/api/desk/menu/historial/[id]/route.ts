import { ownerFromRequest } from '@/lib/auth/dal';
import { undoProductChange } from '@/lib/db/menu';
import { authorOf, menuChanged, menuFailure, productDescriber } from '@/lib/desk/menu';
import { readPayload } from '@/lib/http/json-body';
import { failure, success } from '@/lib/http/reply';
import { menuMessages, undoSchema } from '@/lib/validation/menu';
import { storeGuarded } from '@/lib/store-guarded';

/**
 * "Deshacer": `POST { deshacer: true }` on a history line puts its product back as it was before
 * (a new product is hidden) -> 200 with the product, 404 (no such change), 409 (the product changed
 * again since: only its latest change can be undone), 401, 403. The undo is itself in the history.
 */
async function undoChange(request: Request, { params }: RouteContext<'/api/desk/menu/historial/[id]'>): Promise<Response> {
  const owner = await ownerFromRequest(request);
  if (!owner.ok) return owner.response;
  const body = await readPayload(request, undoSchema);
  if (!body.ok) return body.response;
  const segment = (await params).id;
  if (!/^\d{1,12}$/.test(segment)) return failure(404, menuMessages.unknownChange);
  const undone = await undoProductChange(Number(segment), await productDescriber(), authorOf(owner.user));
  if (!undone.ok) return undone.problem === 'missing' ? failure(404, menuMessages.unknownChange) : menuFailure(undone.problem);
  menuChanged(owner.user, 'deshacer', undone.value.id);
  return success({ message: `${undone.value.nombre}: cambio deshecho.`, data: undone.value });
}

export const POST = storeGuarded(undoChange);
