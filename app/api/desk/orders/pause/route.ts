import { ownerRoute, type OwnerRequest } from '@/lib/auth/owner-route';
import { writeOrdersPause } from '@/lib/db/desk';
import { success } from '@/lib/http/reply';
import { logSecurityEvent } from '@/lib/http/security-log';
import { shopChanged } from '@/lib/menu/server';
import { pauseEnd, pauseSentence, type OrdersPause, type PauseMinutes } from '@/lib/order/pause';
import { pauseBodySchema } from '@/lib/validation/desk';

/**
 * "Pausar pedidos": `PUT { minutos: 15 | 30 | 60 | null }` stops online orders for that long (null:
 * until reopened) -> 200 `{ data: { pausa } }`; `DELETE` reopens them -> 200 `{ data: { pausa: null } }`.
 * 401/403 and the usual body checks. Every instance and every open /orders follows (the menu facts).
 */
async function pause({ owner, body }: OwnerRequest<typeof pauseBodySchema>): Promise<Response> {
  const minutes = body.minutos as PauseMinutes | null;
  const pausa: OrdersPause = { hasta: minutes === null ? null : pauseEnd(minutes, Date.now()) };
  const detail = minutes === null ? 'Pedidos en línea pausados hasta reanudar' : `Pedidos en línea pausados ${minutes} min`;
  await writeOrdersPause(pausa, detail, owner);
  logSecurityEvent('orders_paused', { user: owner.id, minutos: minutes });
  shopChanged();
  return success({ message: pauseSentence(pausa), data: { pausa } });
}

async function resume({ owner }: OwnerRequest): Promise<Response> {
  await writeOrdersPause(null, 'Pedidos en línea reanudados', owner);
  logSecurityEvent('orders_resumed', { user: owner.id });
  shopChanged();
  return success({ message: 'Volvimos a recibir pedidos en línea.', data: { pausa: null } });
}

export const PUT = ownerRoute(pauseBodySchema, pause);
export const DELETE = ownerRoute(resume);
