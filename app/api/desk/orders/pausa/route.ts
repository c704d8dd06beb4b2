import { ownerFromRequest } from '@/lib/auth/dal';
import { writeOrdersPause } from '@/lib/db/desk';
import { readPayload } from '@/lib/http/json-body';
import { success } from '@/lib/http/reply';
import { logSecurityEvent } from '@/lib/http/security-log';
import { shopChanged } from '@/lib/menu/server';
import { pauseEnd, pauseSentence, type OrdersPause, type PauseMinutes } from '@/lib/order/pause';
import { pauseBodySchema } from '@/lib/validation/desk';
import { storeGuarded } from '@/lib/store-guarded';

/**
 * "Pausar pedidos": `PUT { minutos: 15 | 30 | 60 | null }` stops online orders for that long (null:
 * until reopened) -> 200 `{ data: { pausa } }`; `DELETE` reopens them -> 200 `{ data: { pausa: null } }`.
 * 401/403 and the usual body checks. Every instance and every open /orders follows (the menu facts).
 */
async function pause(request: Request): Promise<Response> {
  const owner = await ownerFromRequest(request);
  if (!owner.ok) return owner.response;
  const body = await readPayload(request, pauseBodySchema);
  if (!body.ok) return body.response;
  const minutes = body.data.minutos as PauseMinutes | null;
  const pausa: OrdersPause = { hasta: minutes === null ? null : pauseEnd(minutes, Date.now()) };
  const detail = minutes === null ? 'Pedidos en línea pausados hasta reanudar' : `Pedidos en línea pausados ${minutes} min`;
  await writeOrdersPause(pausa, detail, owner.user);
  logSecurityEvent('orders_paused', { user: owner.user.id, minutos: minutes });
  shopChanged();
  return success({ message: pauseSentence(pausa), data: { pausa } });
}

async function resume(request: Request): Promise<Response> {
  const owner = await ownerFromRequest(request);
  if (!owner.ok) return owner.response;
  await writeOrdersPause(null, 'Pedidos en línea reanudados', owner.user);
  logSecurityEvent('orders_resumed', { user: owner.user.id });
  shopChanged();
  return success({ message: 'Volvimos a recibir pedidos en línea.', data: { pausa: null } });
}

export const PUT = storeGuarded(pause);
export const DELETE = storeGuarded(resume);
