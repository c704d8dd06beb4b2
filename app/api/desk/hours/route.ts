import { ownerRoute, type OwnerRequest } from '@/lib/auth/owner-route';
import { shopChanged } from '@/lib/menu/server';
import { writeClosure } from '@/lib/db/desk';
import { apiMessages } from '@/lib/http/json-body';
import { failure, success } from '@/lib/http/reply';
import { costaRicaDate } from '@/lib/costa-rica-time';
import { logSecurityEvent } from '@/lib/http/security-log';
import { closureLabel, parseReopenDate } from '@/lib/shop-hours/status';
import { hoursBodySchema } from '@/lib/validation/desk';

/**
 * The owner's closure: `PUT { reabre: 'YYYY-MM-DD' }` closes the shop until that day (tomorrow
 * is "Cerrado hoy"), `{ reabre: null }` opens it by the weekly hours again. 200, 400, 401, 403,
 * and the usual body checks. Every shop page is regenerated with the new state.
 */
async function saveClosure({ owner, body }: OwnerRequest<typeof hoursBodySchema>): Promise<Response> {
  const today = costaRicaDate(Date.now());
  let reabre: string | null = null;
  let detail = 'Abierto según el horario';
  if (body.reabre !== null) {
    const parsed = parseReopenDate(body.reabre, today);
    if (!parsed.ok) return failure(400, apiMessages.invalid, { errors: { reabre: parsed.message } });
    reabre = parsed.reabre;
    detail = closureLabel(reabre, today);
  }
  await writeClosure(reabre, detail, owner);
  logSecurityEvent('hours_changed', { user: owner.id, reabre });
  shopChanged();
  return success({ message: `${detail}.`, data: { reabre } });
}

export const PUT = ownerRoute(hoursBodySchema, saveClosure);
