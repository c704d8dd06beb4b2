'use client';

import { useId, useState } from 'react';
import { apiClient } from '@/lib/api-client';
import { changedJustNow, DESK_SAVE_FAILED } from '@/lib/desk/time-ago';
import { addDays, costaRicaDate } from '@/lib/costa-rica-time';
import { closureSentence } from '@/lib/shop-hours/status';
import { answerMessage } from '@/lib/validation/answer';
import { brandButton } from '@/components/ui/brand-button';

type Props = {
  /** The first day the shop opens again, or null when it follows the weekly hours. */
  reabre: string | null;
  changeLine: string;
  ownerName: string;
};

/** "Cerrado hasta el 9 de diciembre (abrimos el 10)" or the weekly hours in force. */
function closureText(reabre: string | null): string {
  if (reabre === null) return 'Abierto según el horario semanal.';
  return closureSentence(reabre);
}

// "Horario": close the rest of today, close until a date, or go back to the weekly hours.
export function HoursDesk({ reabre: initial, changeLine: initialLine, ownerName }: Props) {
  const [reabre, setReabre] = useState(initial);
  const [until, setUntil] = useState('');
  const [message, setMessage] = useState('');
  const [error, setError] = useState('');
  const [saving, setSaving] = useState(false);
  const [changeLine, setChangeLine] = useState(initialLine);
  const id = useId();

  async function save(next: string | null) {
    setSaving(true);
    setError('');
    setMessage('');
    const answer = await apiClient.put('/desk/hours', { reabre: next });
    setSaving(false);
    if (answer.status === 200) {
      setReabre(next);
      setMessage(answerMessage(answer.body, 'Guardado.'));
      setChangeLine(changedJustNow(ownerName));
      return;
    }
    const errors = (answer.body as { errors?: { reabre?: string } } | null)?.errors;
    setError(errors?.reabre ?? answerMessage(answer.body, DESK_SAVE_FAILED));
  }

  const tomorrow = () => addDays(costaRicaDate(Date.now()), 1);
  return (
    <div>
      <p className="text-sm text-muted">{changeLine}</p>
      <p className="mt-3 font-semibold text-ink" data-testid="cierre">
        {closureText(reabre)}
      </p>
      <div className="mt-4 flex flex-wrap gap-2">
        <button type="button" disabled={saving} onClick={() => void save(tomorrow())} className={brandButton('sm', 'disabled:opacity-60')}>
          Cerrado hoy
        </button>
        {reabre !== null && (
          <button
            type="button"
            disabled={saving}
            onClick={() => void save(null)}
            className="rounded-full border-2 border-line px-5 py-2.5 font-bold text-ink hover:bg-surface-2 disabled:opacity-60"
          >
            Abrir según el horario
          </button>
        )}
      </div>
      <form
        className="mt-4 flex flex-wrap items-end gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          // The form asks for the last closed day; the shop reopens the day after it.
          void save(until === '' ? '' : addDays(until, 1));
        }}
      >
        <div>
          <label htmlFor={`${id}-hasta`} className="block font-semibold text-ink">
            Cerrado hasta el (inclusive)
          </label>
          <input
            id={`${id}-hasta`}
            type="date"
            value={until}
            onChange={(event) => setUntil(event.target.value)}
            aria-describedby={`${id}-error`}
            aria-invalid={error !== '' || undefined}
            className="mt-1 rounded-2xl border border-line bg-page px-4 py-2 text-ink"
          />
        </div>
        <button
          type="submit"
          disabled={saving}
          className="rounded-full border-2 border-line px-5 py-2.5 font-bold text-ink hover:bg-surface-2 disabled:opacity-60"
        >
          Guardar cierre
        </button>
      </form>
      <p id={`${id}-error`} role="alert" className="mt-2 min-h-6 font-semibold text-off">
        {error}
      </p>
      <p role="status" className="min-h-6 font-semibold text-ok">
        {message}
      </p>
    </div>
  );
}
