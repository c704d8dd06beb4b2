'use client';

import { apiClient } from '@/lib/api-client';
import { useDeskSave } from '@/components/ui/form/use-desk-save';
import { FormMessages } from '@/components/ui/form/messages';

export type HistoryLine = { id: number; summary: string; nombre: string; cuando: string; deshacer: boolean };

/** The history, newest first, with "Deshacer" on the latest change of each thing. */
export function HistoryList({ lines }: { lines: HistoryLine[] }) {
  const { save, saving, message, error } = useDeskSave();
  if (lines.length === 0) return <p className="text-muted">Todavía no hay cambios.</p>;
  return (
    <>
      <FormMessages failure={error} success={message} />
      <ol className="mt-2 divide-y divide-line rounded-2xl border border-line">
        {lines.map((line) => (
          <li key={line.id} className="flex flex-wrap items-center gap-3 px-4 py-3">
            <div className="min-w-0 flex-1">
              <p className="font-semibold wrap-anywhere text-ink">{line.summary}</p>
              <p className="text-sm text-muted">
                {line.nombre}, {line.cuando}
              </p>
            </div>
            {line.deshacer && (
              <button
                type="button"
                disabled={saving}
                onClick={() => void save(() => apiClient.post(`/desk/menu/history/${line.id}`, { deshacer: true }))}
                aria-label={`Deshacer: ${line.summary}`}
                className="min-h-11 rounded-full border-2 border-line px-4 font-bold text-ink-2 hover:bg-surface-2 disabled:opacity-50"
              >
                Deshacer
              </button>
            )}
          </li>
        ))}
      </ol>
    </>
  );
}
