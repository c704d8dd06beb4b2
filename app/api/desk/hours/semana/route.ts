import { ownerFromRequest } from '@/lib/auth/dal';
import { writeWeeklyHours } from '@/lib/db/menu';
import { authorOf, menuChanged } from '@/lib/desk/menu';
import { readPayload } from '@/lib/http/json-body';
import { failure, success } from '@/lib/http/reply';
import { weekChangeSummary } from '@/lib/shop-hours/week';
import { menuMessages, weeklyHoursSchema } from '@/lib/validation/menu';
import { storeGuarded } from '@/lib/store-guarded';

/**
 * "Horario semanal": `PUT { dias: [domingo..sábado] }`, each day no range (closed), one or two
 * `{ abre, cierra }` -> 200, 400, 401, 403, and the usual body checks. Every shop page follows
 * within seconds (the browser computes "Abierto ahora" from these).
 */
async function saveWeeklyHours(request: Request): Promise<Response> {
  const owner = await ownerFromRequest(request);
  if (!owner.ok) return owner.response;
  const body = await readPayload(request, weeklyHoursSchema);
  if (!body.ok) return body.response;
  const saved = await writeWeeklyHours(body.data.dias, (before) => weekChangeSummary(before, body.data.dias), authorOf(owner.user));
  if (!saved.ok) return failure(409, menuMessages.horario);
  menuChanged(owner.user, 'horario');
  return success({ message: 'Horario guardado.', data: { dias: saved.value } });
}

export const PUT = storeGuarded(saveWeeklyHours);
