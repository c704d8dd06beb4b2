import { ownerRoute, type OwnerRequest } from '@/lib/auth/owner-route';
import { writeWeeklyHours } from '@/lib/db/menu';
import { authorOf, menuChanged } from '@/lib/desk/menu';
import { failure, success } from '@/lib/http/reply';
import { weekChangeSummary } from '@/lib/shop-hours/week';
import { menuMessages, weeklyHoursSchema } from '@/lib/validation/menu';

/**
 * "Horario semanal": `PUT { dias: [domingo..sábado] }`, each day no range (closed), one or two
 * `{ abre, cierra }` -> 200, 400, 401, 403, and the usual body checks. Every shop page follows
 * within seconds (the browser computes "Abierto ahora" from these).
 */
async function saveWeeklyHours({ owner, body }: OwnerRequest<typeof weeklyHoursSchema>): Promise<Response> {
  const saved = await writeWeeklyHours(body.dias, (before) => weekChangeSummary(before, body.dias), authorOf(owner));
  if (!saved.ok) return failure(409, menuMessages.horario);
  menuChanged(owner, 'horario');
  return success({ message: 'Horario guardado.', data: { dias: saved.value } });
}

export const PUT = ownerRoute(weeklyHoursSchema, saveWeeklyHours);
