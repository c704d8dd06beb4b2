'use client';

import { lazy, Suspense } from 'react';
import type { Selection } from '@/lib/cart/cart';
import { announceAdded } from './cart-events';
import { loadLiveCart, queueAdd } from './cart-presence';
import { useDialogState } from './use-dialog-state';

const ProductOptionsDialog = lazy(() => import('./product-options-dialog'));

/**
 * Adding a product: at once when it has no choices, through "Personaliza tu <nombre>" when it has
 * (`withChoices`, decided on the server from the live menu). `dialog` is the options dialog while
 * it is open (render it anywhere), null otherwise.
 */
export function useAddToCart(id: number, nombre: string, withChoices: boolean) {
  const choosing = useDialogState();

  function add(selection: Selection) {
    // Kept at once, added once the cart's logic is here (it comes with the first add: ./cart-presence.ts).
    queueAdd(id, selection);
    void loadLiveCart().then(({ addPending }) => {
      addPending();
      announceAdded(nombre);
    });
  }

  function start() {
    if (withChoices) choosing.show();
    else add({});
  }

  const dialog = choosing.open ? (
    <Suspense fallback={null}>
      <ProductOptionsDialog key={choosing.key} productId={id} onConfirm={add} onClose={choosing.hide} />
    </Suspense>
  ) : null;

  return { start, add, withChoices, dialog };
}
