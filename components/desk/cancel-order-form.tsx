'use client';

import { useId, useState } from 'react';
import { MAX_CANCEL_REASON_LENGTH } from '@/lib/order/status';

type Props = {
  busy: boolean;
  /** Cancels with the reason typed. */
  onCancel: (reason: string) => void;
  onBack: () => void;
};

/** "Cancelar" on a board card: the reason the customer will read, loaded when the owner taps it. */
export default function CancelOrderForm({ busy, onCancel, onBack }: Props) {
  const id = useId();
  const [reason, setReason] = useState('');
  return (
    <form
      className="mt-3 space-y-2"
      onSubmit={(event) => {
        event.preventDefault();
        onCancel(reason);
      }}
    >
      <label htmlFor={`${id}-motivo`} className="block font-bold text-ink">
        Motivo de la cancelación
      </label>
      <input
        id={`${id}-motivo`}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        maxLength={MAX_CANCEL_REASON_LENGTH}
        required
        autoFocus
        placeholder="Por ejemplo: se acabó la fresa"
        className="w-full rounded-2xl border border-line bg-page px-3 py-2 text-ink placeholder:text-muted"
      />
      <div className="flex flex-wrap gap-2">
        <button type="submit" disabled={busy} className="rounded-full bg-off px-4 py-2 font-bold text-off-bg disabled:opacity-60">
          Cancelar pedido
        </button>
        <button type="button" onClick={onBack} className="rounded-full border-2 border-line px-4 py-2 font-bold text-ink-2">
          Volver
        </button>
      </div>
    </form>
  );
}
