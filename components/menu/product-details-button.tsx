'use client';

import { lazy, Suspense, useCallback, useState } from 'react';
import { useAddToCart } from '@/components/cart/use-add-to-cart';
import type { SheetProduct } from './product-sheet';

const ProductSheet = lazy(() => import('./product-sheet'));

type Props = { id: number; product: SheetProduct; withChoices: boolean };

// The product's name, as a button that opens its details: the choice dialog when it has choices,
// otherwise a sheet with the whole description. On a phone it covers the whole row (a stretched
// target under the add button), so tapping anywhere on the row opens it.
export function ProductDetailsButton({ id, product, withChoices }: Props) {
  const { start, add, dialog } = useAddToCart(id, product.nombre, withChoices);
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);

  return (
    <>
      <button type="button" onClick={() => (withChoices && product.disponible ? start() : setOpen(true))} aria-haspopup="dialog" className="product-card-open">
        {product.nombre}
      </button>
      {dialog}
      {open && (
        <Suspense fallback={null}>
          <ProductSheet product={product} onAdd={() => add({})} onClose={close} />
        </Suspense>
      )}
    </>
  );
}
