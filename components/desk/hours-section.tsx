import 'server-only';
import type { SessionUser } from '@/lib/account';
import { changeLine } from '@/lib/desk/changes';
import { capitalized, WEEKDAYS } from '@/lib/costa-rica-time';
import { currentClosure, currentShopHours } from '@/lib/menu/server';
import { dayLine, WEEK_ORDER } from '@/lib/shop-hours/week';
import { PanelSection } from '@/components/panel/panel-section';
import { HoursDesk } from './hours-desk';
import { WeekEditor } from './week-editor';

/** "Horario" for the owner: the weekly hours (editable) and today's closure. The page checked the owner. */
export async function HoursSection({ owner, now }: { owner: SessionUser; now: number }) {
  const [closure, hours, line] = await Promise.all([currentClosure(now), currentShopHours(now), changeLine(['horario', 'cierre'], now)]);
  const reabre = closure?.reabre ?? null;
  return (
    <PanelSection id="horario" title="Horario" intro="Cada página de la tienda dice si estamos abiertos. Cierra hoy o unos días sin tocar el horario semanal.">
      <HoursDesk reabre={reabre} changeLine={line} ownerName={owner.nombre} />
      <table className="mt-4 w-full max-w-sm text-left text-sm">
        <caption className="text-left font-semibold text-ink-2">Horario semanal</caption>
        <tbody>
          {WEEK_ORDER.map((day) => (
            <tr key={day} className="border-b border-line">
              <th scope="row" className="py-1.5 font-semibold text-ink">
                {capitalized(WEEKDAYS[day]!)}
              </th>
              <td className="py-1.5 text-ink-2">{dayLine(hours[day] ?? [])}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <WeekEditor hours={hours} />
    </PanelSection>
  );
}
