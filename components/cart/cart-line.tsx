'use client';

import { useState } from 'react';
import { ProductImage } from '@/components/menu/product-image';
import { decrementItem, incrementItem, MAX_QUANTITY, MIN_QUANTITY, removeItem, type CartItem } from '@/lib/cart/cart';
import { formatColones } from '@/lib/money';
import { updateCart } from './cart-store';

const FADE_MS = 300;

export function CartLine({ item, onRemoved }: { item: CartItem; onRemoved: () => void }) {
  const [leaving, setLeaving] = useState(false);

  function remove() {
    setLeaving(true);
    window.setTimeout(() => {
      updateCart((items) => removeItem(items, item.id));
      onRemoved();
    }, FADE_MS);
  }

  const stepper =
    'inline-flex size-11 items-center justify-center rounded-full border border-line text-xl font-bold text-ink hover:bg-surface-2 disabled:cursor-not-allowed disabled:opacity-40';

  return (
    <li
      className={`flex gap-4 rounded-3xl border border-line bg-surface p-3 transition-all duration-300 motion-reduce:transition-none sm:p-4 ${leaving ? 'scale-95 opacity-0' : 'opacity-100'}`}
    >
      <ProductImage
        src={item.imagen}
        alt=""
        width={800}
        height={600}
        sizes="112px"
        // The cart's first lines are the page's largest paint; lazy loading only delayed them.
        loading="eager"
        className="aspect-[4/3] w-24 shrink-0 rounded-2xl bg-surface-2 object-cover sm:w-28"
      />
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <div className="flex items-start justify-between gap-2">
          <h2 className="font-extrabold text-ink">{item.nombre}</h2>
          <button
            type="button"
            onClick={remove}
            disabled={leaving}
            aria-label={`Eliminar ${item.nombre}`}
            className="-mt-1 -mr-1 inline-flex size-11 shrink-0 items-center justify-center rounded-full text-off hover:bg-off-bg"
          >
            <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
              <path d="M4 7h16M10 11v6M14 11v6M6 7l1 13h10l1-13M9 7V4h6v3" />
            </svg>
          </button>
        </div>
        <p className="text-sm text-muted">
          {formatColones(item.precio)} c/u
          {!item.disponible && <strong className="ml-2 text-off">No disponible: no se incluye en el pedido</strong>}
        </p>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <div className="flex items-center gap-2">
            <button
              type="button"
              onClick={() => updateCart((items) => decrementItem(items, item.id))}
              disabled={item.cantidad <= MIN_QUANTITY}
              aria-label={`Disminuir cantidad de ${item.nombre}`}
              className={stepper}
            >
              −
            </button>
            <output aria-label={`Cantidad de ${item.nombre}`} className="w-8 text-center text-lg font-extrabold text-ink tabular-nums">
              {item.cantidad}
            </output>
            <button
              type="button"
              onClick={() => updateCart((items) => incrementItem(items, item.id))}
              disabled={item.cantidad >= MAX_QUANTITY}
              aria-label={`Aumentar cantidad de ${item.nombre}`}
              className={stepper}
            >
              +
            </button>
          </div>
          <p className="text-lg font-extrabold text-ink tabular-nums">{formatColones(item.precio * item.cantidad)}</p>
        </div>
      </div>
    </li>
  );
}
