'use client';

import { lazy, Suspense, useCallback, useState } from 'react';
import { addItem, type Selection } from '@/lib/cart/cart';
import { hasChoices } from '@/lib/cart/options';
import { getCatalogProduct } from '@/lib/menu/catalog';
import { announceAdded } from './cart-events';
import { updateCart } from './cart-store';
import { forgetLastOrder } from './last-order';

const ProductOptionsDialog = lazy(() => import('./product-options-dialog'));

/**
 * Adding a product: at once when it has no choices, through "Personaliza tu <nombre>" when it has.
 * `dialog` is the options dialog while it is open (render it anywhere), null otherwise.
 */
export function useAddToCart(id: number, nombre: string) {
  const [choosing, setChoosing] = useState(false);
  const close = useCallback(() => setChoosing(false), []);
  const product = getCatalogProduct(id);
  const withChoices = product !== undefined && hasChoices(product, getCatalogProduct);

  function add(selection: Selection) {
    if (!product) return;
    updateCart((items) => addItem(items, product, selection, getCatalogProduct));
    forgetLastOrder();
    announceAdded(nombre);
  }

  function start() {
    if (withChoices) setChoosing(true);
    else add({});
  }

  const dialog = choosing ? (
    <Suspense fallback={null}>
      <ProductOptionsDialog productId={id} onConfirm={add} onClose={close} />
    </Suspense>
  ) : null;

  return { start, add, withChoices, dialog };
}
