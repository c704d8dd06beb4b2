'use client';

import { useAddToCart } from './use-add-to-cart';
import { brandButton } from '@/components/ui/brand-button';
import { PlusIcon } from '@/components/ui/icons';

// A product without choices goes into the cart at once; one with choices ("2 frutas", a batido's
// flavour, extras) opens "Personaliza tu <nombre>" first. The cart bar shows and announces it.
export function AddToCartButton({ id, nombre, disponible, withChoices }: { id: number; nombre: string; disponible: boolean; withChoices: boolean }) {
  const { start, dialog } = useAddToCart(id, nombre, withChoices);

  return (
    <>
      <button
        type="button"
        onClick={start}
        disabled={!disponible}
        aria-label={`Agregar ${nombre} al carrito`}
        aria-haspopup={withChoices ? 'dialog' : undefined}
        className={brandButton(null, 'product-card-add')}
      >
        {/* Sized by globals.css's product-card-add, like the button around it. */}
        <PlusIcon className="" strokeWidth={2.5} />
        {/* The visible word starts the accessible name (WCAG 2.5.3, Label in Name). */}
        Agregar
      </button>
      {dialog}
    </>
  );
}
