'use client';

import { lazy, Suspense, useState } from 'react';
import { ProductPicture } from '@/components/menu/product-picture';
import { decrementItem, incrementItem, MAX_QUANTITY, MIN_QUANTITY, removeItem, replaceLine, type CartItem, type Selection } from '@/lib/cart/cart';
import { hasChoices } from '@/lib/cart/options';
import { formatColones } from '@/lib/money';
import { updateCart } from './cart-store';
import { findProduct } from '@/components/menu/live-menu';
import { useDialogState } from './use-dialog-state';
import { TrashIcon } from '@/components/ui/icons';

const ProductOptionsDialog = lazy(() => import('./product-options-dialog'));
const FADE_MS = 300;

type Props = {
  item: CartItem;
  /** Another line has the same product: the buttons' names then say which one they act on. */
  sharesProduct: boolean;
  onRemoved: () => void;
};

export function CartLine({ item, sharesProduct, onRemoved }: Props) {
  const [leaving, setLeaving] = useState(false);
  const editing = useDialogState();
  const product = findProduct(item.id);
  const editable = product !== undefined && hasChoices(product, findProduct);
  const which = sharesProduct && (item.detalle || item.nota) ? ` (${[item.detalle, item.nota].filter(Boolean).join(' · ')})` : '';

  function remove() {
    setLeaving(true);
    window.setTimeout(() => {
      updateCart((items) => removeItem(items, item.key));
      onRemoved();
    }, FADE_MS);
  }

  function save(selection: Selection) {
    updateCart((items) => replaceLine(items, item.key, selection, findProduct));
  }

  const stepper =
    'inline-flex size-11 items-center justify-center rounded-full border border-line text-xl font-bold text-ink hover:bg-surface-2 disabled:cursor-not-allowed disabled:opacity-40';

  return (
    <li
      className={`flex gap-4 rounded-3xl border bg-surface p-3 transition-all duration-300 motion-reduce:transition-none sm:p-4 ${item.incompleto ? 'border-off' : 'border-line'} ${leaving ? 'scale-95 opacity-0' : 'opacity-100'}`}
    >
      <ProductPicture
        imagen={item.imagen}
        foto={item.foto}
        alt=""
        sizes="112px"
        // The cart's first lines are the page's largest paint; lazy loading only delayed them.
        loading="eager"
        // Narrower on a small phone, so the name, the steppers and the price keep their room.
        className="aspect-[4/3] w-[clamp(4rem,22vw,6rem)] shrink-0 rounded-2xl bg-surface-2 object-cover sm:w-28"
      />
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <div className="flex items-start justify-between gap-2">
          <div className="min-w-0">
            <h2 className="font-extrabold wrap-anywhere text-ink">{item.nombre}</h2>
            {item.detalle && <p className="text-sm text-ink-2">{item.detalle}</p>}
            {item.nota && <p className="text-sm wrap-anywhere text-ink-2 italic">Nota: «{item.nota}»</p>}
          </div>
          <button
            type="button"
            onClick={remove}
            disabled={leaving}
            aria-label={`Eliminar ${item.nombre}${which}`}
            className="-mt-1 -mr-1 inline-flex size-11 shrink-0 items-center justify-center rounded-full text-off hover:bg-off-bg"
          >
            <TrashIcon className="size-5" />
          </button>
        </div>
        <p className="text-sm wrap-anywhere text-muted">
          {formatColones(item.precio)} c/u
          {item.agotado && <strong className="ml-2 text-off">Agotado hoy: no se incluye en el pedido</strong>}
          {!item.disponible && !item.agotado && <strong className="ml-2 text-off">No disponible: no se incluye en el pedido</strong>}
          {item.disponible && item.opcionAgotada && (
            <strong className="ml-2 text-off">No hay {item.opcionAgotada} hoy: elige de nuevo («Editar»); no se incluye en el pedido</strong>
          )}
          {item.disponible && item.incompleto && !item.opcionAgotada && (
            <strong className="ml-2 text-off">Completa tu elección: no se incluye en el pedido</strong>
          )}
        </p>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <div className="flex flex-wrap items-center gap-2">
            <button
              type="button"
              onClick={() => updateCart((items) => decrementItem(items, item.key))}
              disabled={item.cantidad <= MIN_QUANTITY}
              aria-label={`Disminuir cantidad de ${item.nombre}${which}`}
              className={stepper}
            >
              −
            </button>
            <output aria-label={`Cantidad de ${item.nombre}${which}`} className="w-8 text-center text-lg font-extrabold text-ink tabular-nums">
              {item.cantidad}
            </output>
            <button
              type="button"
              onClick={() => updateCart((items) => incrementItem(items, item.key))}
              disabled={item.cantidad >= MAX_QUANTITY}
              aria-label={`Aumentar cantidad de ${item.nombre}${which}`}
              className={stepper}
            >
              +
            </button>
            {editable && (
              <button
                type="button"
                onClick={editing.show}
                aria-haspopup="dialog"
                aria-label={`Editar ${item.nombre}${which}`}
                className="ml-1 min-h-11 rounded-full border border-line px-4 font-bold text-ink-2 hover:bg-surface-2"
              >
                Editar
              </button>
            )}
          </div>
          <p className="text-lg font-extrabold text-ink tabular-nums">{formatColones(item.precio * item.cantidad)}</p>
        </div>
      </div>
      {editing.open && (
        <Suspense fallback={null}>
          <ProductOptionsDialog
            key={editing.key}
            productId={item.id}
            initial={{ opciones: item.opciones, nota: item.nota }}
            onConfirm={save}
            onClose={editing.hide}
          />
        </Suspense>
      )}
    </li>
  );
}
