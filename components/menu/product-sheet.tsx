'use client';

import { useEffect, useId, useRef } from 'react';
import { formatColones } from '@/lib/money';
import type { StoredPhoto } from '@/lib/photos/sources';
import { ProductPicture } from './product-picture';
import { brandButton } from '@/components/ui/brand-button';

export type SheetProduct = {
  nombre: string;
  precio: number;
  descripcion: string;
  ingredientes: readonly string[];
  imagen: string;
  foto: StoredPhoto | null;
  disponible: boolean;
};

type Props = { product: SheetProduct; onAdd: () => void; onClose: () => void };

// A product's whole description and ingredients, opened by tapping its row on a phone. A native
// modal <dialog> (inert page, Escape closes, focus returns), drawn as a sheet from the bottom.
export default function ProductSheet({ product, onAdd, onClose }: Props) {
  const dialog = useRef<HTMLDialogElement>(null);
  const id = useId();

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    element.showModal();
    element.addEventListener('close', onClose);
    return () => {
      element.removeEventListener('close', onClose);
      if (element.open) element.close();
    };
  }, [onClose]);

  return (
    <dialog
      ref={dialog}
      aria-labelledby={`${id}-titulo`}
      className="mx-auto mt-auto mb-0 max-h-[92dvh] w-full max-w-lg overflow-y-auto rounded-t-3xl border border-line bg-surface p-0 text-ink shadow-2xl backdrop:bg-black/60 sm:mb-auto sm:rounded-3xl"
    >
      <ProductPicture
        imagen={product.imagen}
        foto={product.foto}
        alt=""
        sizes="(min-width: 640px) 512px, 100vw"
        className="aspect-[4/3] max-h-64 w-full bg-surface-2 object-cover dark:brightness-[.85]"
      />
      <div className="p-5 pb-[max(1.25rem,env(safe-area-inset-bottom))]">
        <div className="flex items-start justify-between gap-3">
          <h2 id={`${id}-titulo`} className="min-w-0 text-2xl font-extrabold wrap-anywhere">
            {product.nombre}
          </h2>
          <p className="shrink-0 rounded-full bg-surface-2 px-3 py-1 text-lg font-extrabold tabular-nums">{formatColones(product.precio)}</p>
        </div>
        <p className="mt-2 text-ink-2">{product.descripcion}</p>
        {product.ingredientes.length > 0 && (
          <ul aria-label="Ingredientes" className="mt-3 flex flex-wrap gap-1.5">
            {product.ingredientes.map((item) => (
              <li key={item} className="rounded-full border border-line px-2.5 py-0.5 text-sm text-ink-2">
                {item}
              </li>
            ))}
          </ul>
        )}
        <p className={`mt-3 inline-block rounded-full px-2.5 py-1 text-sm font-bold ${product.disponible ? 'bg-ok-bg text-ok' : 'bg-off-bg text-off'}`}>
          {product.disponible ? 'Disponible' : 'No Disponible'}
        </p>
        <div className="mt-5 flex gap-3">
          <button
            type="button"
            onClick={() => dialog.current?.close()}
            className="min-h-12 flex-1 rounded-full border-2 border-line px-5 font-bold text-ink-2 hover:bg-surface-2"
          >
            Cerrar
          </button>
          <button
            type="button"
            disabled={!product.disponible}
            onClick={() => {
              onAdd();
              dialog.current?.close();
            }}
            className={brandButton(null, 'min-h-12 flex-[2] px-5 font-extrabold disabled:cursor-not-allowed disabled:opacity-50')}
          >
            Agregar · {formatColones(product.precio)}
          </button>
        </div>
      </div>
    </dialog>
  );
}
