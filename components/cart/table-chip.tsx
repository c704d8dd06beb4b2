'use client';

import { CloseIcon } from '@/components/ui/icons';
import { forgetTable } from './table-store';

/** "Mesa 7" from the table's QR code, with a way to remove it (a visit from somewhere else). */
export function TableChip({ table, onRemoved }: { table: number; onRemoved?: () => void }) {
  return (
    <span
      data-table-chip
      className="inline-flex min-h-10 shrink-0 items-center gap-0.5 rounded-full bg-brand py-1 pr-1 pl-3 font-extrabold whitespace-nowrap text-brand-ink"
    >
      Mesa {table}
      <button
        type="button"
        onClick={() => {
          forgetTable();
          onRemoved?.();
        }}
        aria-label={`Quitar mesa ${table}`}
        title={`Quitar mesa ${table}`}
        className="inline-flex size-8 items-center justify-center rounded-full hover:bg-black/20"
      >
        <CloseIcon className="size-4" strokeWidth={2.5} />
      </button>
    </span>
  );
}
