'use client';

import { useEffect, useState } from 'react';
import { addItem } from '@/lib/cart/cart';
import { getCatalogProduct } from '@/lib/catalog';
import { updateCart } from './cart-store';

export function AddToCartButton({ id, nombre, disponible }: { id: number; nombre: string; disponible: boolean }) {
  const [added, setAdded] = useState(0);

  useEffect(() => {
    if (added === 0) return;
    const timer = window.setTimeout(() => setAdded(0), 1500);
    return () => window.clearTimeout(timer);
  }, [added]);

  function add() {
    const product = getCatalogProduct(id);
    if (!product) return;
    updateCart((items) => addItem(items, product));
    setAdded((count) => count + 1);
  }

  return (
    <button
      type="button"
      onClick={add}
      disabled={!disponible}
      aria-label={`Agregar ${nombre} al carrito`}
      className="inline-flex min-h-11 items-center gap-2 rounded-full bg-brand px-4 py-2 font-bold text-brand-ink transition-colors hover:bg-brand-strong disabled:cursor-not-allowed disabled:opacity-50"
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round">
        {added ? <path d="M5 12l5 5 9-10" /> : <path d="M12 5v14M5 12h14" />}
      </svg>
      {added ? '¡Agregado!' : 'Agregar al carrito'}
    </button>
  );
}
