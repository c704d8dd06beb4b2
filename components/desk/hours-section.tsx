import 'server-only';
import { weeklyHours } from '@/data/hours';
import { currentClosure } from '@/lib/menu/server';
import type { SessionUser } from '@/lib/account';
import { changeLine } from '@/lib/desk/changes';
import { capitalized, formatHour, WEEKDAYS } from '@/lib/costa-rica-time';
import { PanelSection } from '@/components/panel/panel-section';
import { HoursDesk } from './hours-desk';

/** Monday first, as people read a week. */
const WEEK = [1, 2, 3, 4, 5, 6, 0];

/** "Horario" for the owner: the weekly hours (shop data) and today's closure. The page checked the owner. */
export async function HoursSection({ owner, now }: { owner: SessionUser; now: number }) {
  const [closure, line] = await Promise.all([currentClosure(now), changeLine('horario', now)]);
  const reabre = closure?.reabre ?? null;
  return (
    <PanelSection id="horario" title="Horario" intro="Cada página de la tienda dice si estamos abiertos. Cierra hoy o unos días sin tocar el horario semanal.">
      <HoursDesk reabre={reabre} changeLine={line} ownerName={owner.nombre} />
      <table className="mt-4 w-full max-w-sm text-left text-sm">
        <caption className="text-left font-semibold text-ink-2">Horario semanal (data/hours.ts)</caption>
        <tbody>
          {WEEK.map((day) => {
            const hours = weeklyHours[day];
            return (
              <tr key={day} className="border-b border-line">
                <th scope="row" className="py-1.5 font-semibold text-ink">
                  {capitalized(WEEKDAYS[day]!)}
                </th>
                <td className="py-1.5 text-ink-2">{hours ? `${formatHour(hours.abre)} - ${formatHour(hours.cierra)}` : 'Cerrado'}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </PanelSection>
  );
}
