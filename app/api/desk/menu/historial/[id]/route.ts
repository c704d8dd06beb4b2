import { ownerFromRequest } from '@/lib/auth/dal';
import { undoMenuChange } from '@/lib/db/menu';
import { authorOf, menuChanged, menuFailure, productDescriber } from '@/lib/desk/menu';
import { readPayload } from '@/lib/http/json-body';
import { failure, success } from '@/lib/http/reply';
import { menuMessages, undoSchema } from '@/lib/validation/menu';
import { storeGuarded } from '@/lib/store-guarded';

/**
 * "Deshacer": `POST { deshacer: true }` on a history line puts back what it replaced (a product as it
 * was, a new one hidden; an option list, a sold-out option, a category's order, "Ajustes", "Horario")
 * -> 200 with the undo's own line (and the product, for a product's change); 404 (no such change, or
 * one without "Deshacer"), 409 (the same thing changed again since: only its latest change can be
 * undone), 401, 403. The undo is itself in the history.
 */
async function undoChange(request: Request, { params }: RouteContext<'/api/desk/menu/historial/[id]'>): Promise<Response> {
  const owner = await ownerFromRequest(request);
  if (!owner.ok) return owner.response;
  const body = await readPayload(request, undoSchema);
  if (!body.ok) return body.response;
  const segment = (await params).id;
  if (!/^\d{1,12}$/.test(segment)) return failure(404, menuMessages.unknownChange);
  const undone = await undoMenuChange(Number(segment), await productDescriber(), authorOf(owner.user));
  if (!undone.ok) return undone.problem === 'missing' ? failure(404, menuMessages.unknownChange) : menuFailure(undone.problem);
  const { product, summary } = undone.value;
  menuChanged(owner.user, 'deshacer', product?.id);
  return success({ message: product ? `${product.nombre}: cambio deshecho.` : `${summary}.`, data: { linea: summary, ...(product && { producto: product }) } });
}

export const POST = storeGuarded(undoChange);
