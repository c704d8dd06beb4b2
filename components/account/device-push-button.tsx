'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { apiClient } from '@/lib/api-client';
import { answerMessage } from '@/lib/validation/answer';

/** "Quitar avisos" beside a device that rings for new orders (Mi cuenta > Dispositivos). */
export function DevicePushButton({ device, label }: { device: string; label: string }) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState('');

  async function revoke() {
    setBusy(true);
    setFailure('');
    const sent = await apiClient.delete('/desk/push', { dispositivo: device });
    setBusy(false);
    if (sent.status === 200) return router.refresh();
    setFailure(answerMessage(sent.body, 'No se pudieron quitar los avisos. Revisa tu conexión e inténtalo de nuevo.'));
  }

  return (
    <span className="inline-flex flex-wrap items-center gap-2">
      <button
        type="button"
        onClick={() => void revoke()}
        disabled={busy}
        className="min-h-11 rounded-full border-2 border-line px-4 text-sm font-bold text-ink hover:bg-surface-2 disabled:opacity-70"
      >
        Quitar avisos <span className="sr-only">de {label}</span>
      </button>
      <span role="alert" className="text-sm font-semibold text-off empty:hidden">
        {failure}
      </span>
    </span>
  );
}
