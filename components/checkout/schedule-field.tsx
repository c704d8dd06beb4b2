'use client';

import { useId } from 'react';
import { slotsByDay, slotTime } from '@/lib/order/schedule';
import { ChoiceChips } from '@/components/cart/choice-chips';
import type { useSchedule } from './use-schedule';

const whenChoices: ReadonlyArray<['ahora' | 'luego', string]> = [
  ['ahora', 'Lo antes posible'],
  ['luego', 'Más tarde'],
];

/** "¿Para cuándo?": now, or a free quarter hour today or tomorrow (the next opening's when closed). */
export function ScheduleField({ schedule }: { schedule: ReturnType<typeof useSchedule> }) {
  const id = useId();
  const { slots } = schedule;
  return (
    <>
      <ChoiceChips
        legend="¿Para cuándo?"
        name="cuando"
        choices={whenChoices}
        value={schedule.later ? 'luego' : 'ahora'}
        onChange={(value) => schedule.chooseLater(value === 'luego')}
      />
      {schedule.later && (
        <div className="mt-4" aria-live="polite">
          {slots.state === 'ready' && slots.slots.length > 0 ? (
            <>
              <label htmlFor={`${id}-hora`} className="font-bold text-ink-2">
                Hora
              </label>
              <select
                id={`${id}-hora`}
                name="para"
                value={schedule.at ?? ''}
                onChange={(event) => schedule.choose(Number(event.target.value))}
                aria-describedby={`${id}-hora-ayuda`}
                className="mt-1 w-full rounded-2xl border border-line bg-page px-4 py-3 text-lg text-ink"
              >
                {slotsByDay(slots.slots, slots.now).map((group) => (
                  <optgroup key={group.day} label={group.day}>
                    {group.slots.map((at) => (
                      <option key={at} value={at}>
                        {`${group.day}, ${slotTime(at)}`}
                      </option>
                    ))}
                  </optgroup>
                ))}
              </select>
              <p id={`${id}-hora-ayuda`} className="mt-1 text-sm text-muted">
                Te lo tenemos listo a esa hora.
              </p>
            </>
          ) : slots.state === 'failed' ? (
            <p className="text-sm font-bold text-off">
              No pudimos ver las horas libres. Revisa tu conexión y{' '}
              <button type="button" onClick={() => schedule.chooseLater(true)} className="underline underline-offset-2">
                vuelve a intentarlo
              </button>
              .
            </p>
          ) : slots.state === 'ready' ? (
            <p className="text-sm font-bold text-ink-2">No quedan horas libres por ahora: elige «Lo antes posible».</p>
          ) : (
            <p className="text-sm text-muted">Buscando horas libres…</p>
          )}
        </div>
      )}
    </>
  );
}
