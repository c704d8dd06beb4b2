'use client';

import { useAddToCart } from './use-add-to-cart';
import { brandButton } from '@/components/ui/brand-button';
import { PlusIcon } from '@/components/ui/icons';

// A product without choices goes into the cart at once; one with choices ("2 frutas", a batido's
// flavour, extras) opens "Personaliza tu <nombre>" first. The cart bar shows and announces it.
export function AddToCartButton({ id, nombre, disponible }: { id: number; nombre: string; disponible: boolean }) {
  const { start, withChoices, dialog } = useAddToCart(id, nombre);

  return (
    <>
      <button
        type="button"
        onClick={start}
        disabled={!disponible}
        aria-label={`Agregar ${nombre} al carrito`}
        aria-haspopup={withChoices ? 'dialog' : undefined}
        className={brandButton(null, 'relative z-10 inline-flex min-h-10 items-center gap-1 px-2.5 py-1.5 text-sm font-bold sm:min-h-11 sm:gap-1.5 sm:px-4 sm:py-2 sm:text-base transition-colors disabled:cursor-not-allowed disabled:opacity-50')}
      >
        <PlusIcon className="size-4 sm:size-5" strokeWidth={2.5} />
        {/* The visible word starts the accessible name (WCAG 2.5.3, Label in Name). */}
        Agregar
      </button>
      {dialog}
    </>
  );
}
