import { revalidatePath } from 'next/cache';
import { forgetCachedDeskState } from '@/lib/menu/server';
import { ownerFromRequest } from '@/lib/auth/dal';
import { writeClosure } from '@/lib/db/desk';
import { apiMessages, failure, readJsonBody } from '@/lib/http/api-request';
import { costaRicaDate } from '@/lib/costa-rica-time';
import { logSecurityEvent } from '@/lib/http/security-log';
import { closureLabel, parseReopenDate, reopenMessages } from '@/lib/shop-hours/status';

/**
 * The owner's closure: `PUT { reabre: 'YYYY-MM-DD' }` closes the shop until that day (tomorrow
 * is "Cerrado hoy"), `{ reabre: null }` opens it by the weekly hours again. 200, 400, 401, 403,
 * and the usual body checks. Every shop page is regenerated with the new state.
 */
export async function PUT(request: Request): Promise<Response> {
  const owner = await ownerFromRequest(request);
  if (!owner.ok) return owner.response;
  const read = await readJsonBody(request);
  if (!read.ok) return read.response;

  const body = read.body as { reabre?: unknown };
  if (Object.keys(body).length !== 1 || !('reabre' in body)) {
    return failure(400, apiMessages.invalid, { errors: { reabre: reopenMessages.invalid } });
  }
  const today = costaRicaDate(Date.now());
  let reabre: string | null = null;
  let detail = 'Abierto según el horario';
  if (body.reabre !== null) {
    const parsed = parseReopenDate(body.reabre, today);
    if (!parsed.ok) return failure(400, apiMessages.invalid, { errors: { reabre: parsed.message } });
    reabre = parsed.reabre;
    detail = closureLabel(reabre, today);
  }
  await writeClosure(reabre, detail, owner.user);
  logSecurityEvent('hours_changed', { user: owner.user.id, reabre });
  forgetCachedDeskState();
  revalidatePath('/', 'layout');
  return Response.json({ success: true, message: `${detail}.`, data: { reabre } }, { headers: { 'Cache-Control': 'no-store' } });
}
