'use client';

import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { addItem, type Selection } from '@/lib/cart/cart';
import { hasChoices } from '@/lib/cart/options';
import { getCatalogProduct } from '@/lib/catalog';
import { updateCart } from './cart-store';

const ProductOptionsDialog = lazy(() => import('./product-options-dialog'));

// A product without choices goes into the cart at once; one with choices ("2 frutas", a batido's
// flavour, extras) opens "Personaliza tu <nombre>" first.
export function AddToCartButton({ id, nombre, disponible }: { id: number; nombre: string; disponible: boolean }) {
  const [added, setAdded] = useState(0);
  const [choosing, setChoosing] = useState(false);
  const closeDialog = useCallback(() => setChoosing(false), []);
  const product = getCatalogProduct(id);
  const withChoices = product !== undefined && hasChoices(product, getCatalogProduct);

  useEffect(() => {
    if (added === 0) return;
    const timer = window.setTimeout(() => setAdded(0), 1500);
    return () => window.clearTimeout(timer);
  }, [added]);

  function add(selection: Selection) {
    if (!product) return;
    updateCart((items) => addItem(items, product, selection, getCatalogProduct));
    setAdded((count) => count + 1);
  }

  function open() {
    if (withChoices) setChoosing(true);
    else add({});
  }

  return (
    <>
      <button
        type="button"
        onClick={open}
        disabled={!disponible}
        aria-label={`Agregar ${nombre} al carrito`}
        aria-haspopup={withChoices ? 'dialog' : undefined}
        className="inline-flex min-h-11 items-center gap-2 rounded-full bg-brand px-4 py-2 font-bold text-brand-ink transition-colors hover:bg-brand-strong disabled:cursor-not-allowed disabled:opacity-50"
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round">
          {added ? <path d="M5 12l5 5 9-10" /> : <path d="M12 5v14M5 12h14" />}
        </svg>
        {added ? '¡Agregado!' : 'Agregar al carrito'}
      </button>
      {choosing && (
        <Suspense fallback={null}>
          <ProductOptionsDialog productId={id} onConfirm={add} onClose={closeDialog} />
        </Suspense>
      )}
    </>
  );
}
