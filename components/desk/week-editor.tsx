'use client';

import { useId, useState } from 'react';
import { apiClient } from '@/lib/api-client';
import { capitalized, WEEKDAYS } from '@/lib/costa-rica-time';
import type { OpeningRange, WeeklyHours } from '@/lib/shop-hours/status';
import { WEEK_ORDER } from '@/lib/shop-hours/week';
import { dayProblem } from '@/lib/validation/menu-limits';
import { SaveButton } from '@/components/ui/form/submit-button';
import { useDeskSave } from '@/components/ui/form/use-desk-save';
import { FormMessages } from '@/components/ui/form/messages';

const field = 'rounded-xl border border-line bg-page px-2 py-1.5 text-ink';

/** "Cambiar el horario semanal": per day closed, one range or two (a break at midday). */
export function WeekEditor({ hours }: { hours: WeeklyHours }) {
  const [week, setWeek] = useState<OpeningRange[][]>(() => hours.map((day) => day.map((range) => ({ ...range }))));
  const { save, saving, message, error } = useDeskSave();
  const id = useId();
  const problems = week.map((day) => dayProblem(day));

  const update = (day: number, ranges: OpeningRange[]) => setWeek((current) => current.map((value, index) => (index === day ? ranges : value)));

  return (
    <details className="mt-4 rounded-2xl border border-line p-4">
      <summary className="cursor-pointer font-bold text-ink">Cambiar el horario semanal</summary>
      <form
        className="mt-3"
        aria-label="Horario semanal"
        onSubmit={(event) => {
          event.preventDefault();
          if (problems.some(Boolean)) return;
          void save(() => apiClient.put('/desk/hours/week', { dias: week }));
        }}
      >
        <ul className="space-y-3">
          {WEEK_ORDER.map((day) => {
            const name = capitalized(WEEKDAYS[day]!);
            const ranges = week[day] ?? [];
            const open = ranges.length > 0;
            return (
              <li key={day} className="rounded-xl border border-line p-3">
                <fieldset aria-describedby={problems[day] ? `${id}-${day}-error` : undefined}>
                  <legend className="font-semibold text-ink">{name}</legend>
                  <label className="mt-1 flex items-center gap-2 text-ink-2">
                    <input
                      type="checkbox"
                      checked={open}
                      onChange={(event) => update(day, event.target.checked ? [{ abre: '11:00', cierra: '20:00' }] : [])}
                      className="size-5 accent-brand-strong"
                    />
                    Abierto el {WEEKDAYS[day]}
                  </label>
                  {ranges.map((range, index) => (
                    <div key={index} className="mt-2 flex flex-wrap items-center gap-2">
                      <label className="flex items-center gap-1 text-sm text-ink-2">
                        {index === 0 ? 'Abre' : 'Abre otra vez'}
                        <input
                          type="time"
                          required
                          value={range.abre}
                          onChange={(event) =>
                            update(
                              day,
                              ranges.map((other, at) => (at === index ? { ...other, abre: event.target.value } : other)),
                            )
                          }
                          aria-label={`${name}, turno ${index + 1}: abre`}
                          className={field}
                        />
                      </label>
                      <label className="flex items-center gap-1 text-sm text-ink-2">
                        Cierra
                        <input
                          type="time"
                          required
                          value={range.cierra}
                          onChange={(event) =>
                            update(
                              day,
                              ranges.map((other, at) => (at === index ? { ...other, cierra: event.target.value } : other)),
                            )
                          }
                          aria-label={`${name}, turno ${index + 1}: cierra`}
                          className={field}
                        />
                      </label>
                      {index === 1 && (
                        <button
                          type="button"
                          onClick={() => update(day, ranges.slice(0, 1))}
                          className="min-h-11 rounded-full px-3 text-sm font-bold text-off hover:bg-off-bg"
                        >
                          Quitar turno
                        </button>
                      )}
                    </div>
                  ))}
                  {ranges.length === 1 && (
                    <button
                      type="button"
                      onClick={() => update(day, [...ranges, { abre: '17:00', cierra: '21:00' }])}
                      className="mt-2 min-h-11 rounded-full border border-line px-3 text-sm font-bold text-ink-2 hover:bg-surface-2"
                    >
                      Agregar un segundo turno
                    </button>
                  )}
                  {problems[day] && (
                    <p id={`${id}-${day}-error`} className="mt-1 text-sm font-bold text-off">
                      {problems[day]}
                    </p>
                  )}
                </fieldset>
              </li>
            );
          })}
        </ul>
        <SaveButton saving={saving} disabled={problems.some(Boolean)} className="mt-4">
          Guardar horario
        </SaveButton>
        <FormMessages failure={error} success={message} />
      </form>
    </details>
  );
}
