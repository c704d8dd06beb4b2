import { ownerRoute, type OwnerRequest } from '@/lib/auth/owner-route';
import { undoMenuChange } from '@/lib/db/menu';
import { authorOf, menuChanged, menuFailure, productDescriber } from '@/lib/desk/menu';
import { failure, success } from '@/lib/http/reply';
import { menuMessages, undoSchema } from '@/lib/validation/menu';

/**
 * "Deshacer": `POST { deshacer: true }` on a history line puts back what it replaced (a product as it
 * was, a new one hidden; an option list, a sold-out option, a category's order, "Ajustes", "Horario")
 * -> 200 with the undo's own line (and the product, for a product's change); 404 (no such change, or
 * one without "Deshacer"), 409 (the same thing changed again since: only its latest change can be
 * undone), 401, 403. The undo is itself in the history.
 */
async function undoChange({ owner }: OwnerRequest<typeof undoSchema>, { params }: RouteContext<'/api/desk/menu/history/[id]'>): Promise<Response> {
  const segment = (await params).id;
  if (!/^\d{1,12}$/.test(segment)) return failure(404, menuMessages.unknownChange);
  const undone = await undoMenuChange(Number(segment), await productDescriber(), authorOf(owner));
  if (!undone.ok) return undone.problem === 'missing' ? failure(404, menuMessages.unknownChange) : menuFailure(undone.problem);
  const { product, summary } = undone.value;
  menuChanged(owner, 'deshacer', product?.id);
  return success({ message: product ? `${product.nombre}: cambio deshecho.` : `${summary}.`, data: { linea: summary, ...(product && { producto: product }) } });
}

export const POST = ownerRoute(undoSchema, undoChange);
