import { shopChanged } from '@/lib/menu/server';
import { ownerFromRequest } from '@/lib/auth/dal';
import { writeClosure } from '@/lib/db/desk';
import { apiMessages, readPayload } from '@/lib/http/json-body';
import { failure, success } from '@/lib/http/reply';
import { costaRicaDate } from '@/lib/costa-rica-time';
import { logSecurityEvent } from '@/lib/http/security-log';
import { closureLabel, parseReopenDate } from '@/lib/shop-hours/status';
import { hoursBodySchema } from '@/lib/validation/desk';
import { storeGuarded } from '@/lib/store-guarded';

/**
 * The owner's closure: `PUT { reabre: 'YYYY-MM-DD' }` closes the shop until that day (tomorrow
 * is "Cerrado hoy"), `{ reabre: null }` opens it by the weekly hours again. 200, 400, 401, 403,
 * and the usual body checks. Every shop page is regenerated with the new state.
 */
async function saveClosure(request: Request): Promise<Response> {
  const owner = await ownerFromRequest(request);
  if (!owner.ok) return owner.response;
  const body = await readPayload(request, hoursBodySchema);
  if (!body.ok) return body.response;
  const today = costaRicaDate(Date.now());
  let reabre: string | null = null;
  let detail = 'Abierto según el horario';
  if (body.data.reabre !== null) {
    const parsed = parseReopenDate(body.data.reabre, today);
    if (!parsed.ok) return failure(400, apiMessages.invalid, { errors: { reabre: parsed.message } });
    reabre = parsed.reabre;
    detail = closureLabel(reabre, today);
  }
  await writeClosure(reabre, detail, owner.user);
  logSecurityEvent('hours_changed', { user: owner.user.id, reabre });
  shopChanged();
  return success({ message: `${detail}.`, data: { reabre } });
}

export const PUT = storeGuarded(saveClosure);
