'use client';

import { lazy, Suspense, useState } from 'react';
import type { MenuFacts } from '@/lib/menu/facts';
import { brandButton } from '@/components/ui/brand-button';

// Loaded on the first tap: the board's own script stays as small as it was.
const NewOrderDialog = lazy(() => import('./new-order-dialog'));

/** "Nuevo pedido" on the board, and what the last one recorded says ("Pedido #K7Q2P registrado."). */
export function NewOrderButton({ facts }: { facts: MenuFacts }) {
  const [open, setOpen] = useState(false);
  const [recorded, setRecorded] = useState('');
  return (
    <div className="flex flex-col items-end gap-1">
      <button
        type="button"
        onClick={() => {
          setRecorded('');
          setOpen(true);
        }}
        className={brandButton('sm')}
      >
        Nuevo pedido
      </button>
      <p role="status" className="text-sm font-bold text-ok">
        {recorded}
      </p>
      {open && (
        <Suspense>
          <NewOrderDialog facts={facts} onClose={() => setOpen(false)} onRecorded={setRecorded} />
        </Suspense>
      )}
    </div>
  );
}
