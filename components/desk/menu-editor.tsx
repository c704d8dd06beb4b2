'use client';

import { lazy, Suspense, useCallback, useState } from 'react';
import type { OptionLists } from '@/data/options';
import { ProductPicture } from '@/components/menu/product-picture';
import { SearchField } from '@/components/ui/search-field';
import { ChevronDownIcon, ChevronUpIcon, PlusIcon } from '@/components/ui/icons';
import { brandButton } from '@/components/ui/brand-button';
import { apiClient } from '@/lib/api-client';
import { formatColones } from '@/lib/money';
import type { StoredPhoto } from '@/lib/photos/sources';
import { foldText } from '@/lib/text';
import { movedOnePlace } from '@/lib/desk/reorder';
import { useDeskSave } from '@/components/ui/form/use-desk-save';
import { FormMessages } from '@/components/ui/form/messages';

// The form and the photo dialog load when first opened.
const ProductDialog = lazy(() => import('./product-dialog'));
const PhotoDialog = lazy(() => import('./photo-dialog'));

export type DeskProduct = {
  id: number;
  nombre: string;
  precio: number;
  categoriaId: number;
  descripcion: string;
  ingredientes: string[];
  conExtras: boolean;
  oculto: boolean;
  imagen: string;
  foto: StoredPhoto | null;
  version: number;
};
export type DeskCategory = { id: number; nombre: string };

type Props = {
  products: DeskProduct[];
  categories: DeskCategory[];
  listas: OptionLists;
  /** The extras' names, for "Lleva extras". */
  extras: string[];
  changeLine: string;
};

type Open = { kind: 'product'; product: DeskProduct | null } | { kind: 'photo'; product: DeskProduct } | null;

const action =
  'inline-flex min-h-11 items-center justify-center gap-1 rounded-full border border-line px-3 text-sm font-bold text-ink-2 hover:bg-surface-2 disabled:opacity-50';

// "Productos": the menu by category with a search; per product "Editar", "Cambiar foto",
// "Ocultar del menú" / "Mostrar" and up/down within its category; "Agregar producto". Every change
// is saved at once and the list is drawn again from the server.
export function MenuEditor({ products, categories, listas, extras, changeLine }: Props) {
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState<Open>(null);
  const { save, saving, message, error, setMessage } = useDeskSave();
  const close = useCallback(() => setOpen(null), []);

  const needle = foldText(query.trim());
  const groups = categories
    .map((category) => ({ category, all: products.filter((product) => product.categoriaId === category.id) }))
    .map((group) => ({ ...group, shown: group.all.filter((product) => foldText(product.nombre).includes(needle)) }))
    .filter((group) => group.shown.length > 0 || (needle === '' && group.all.length > 0));

  function move(group: DeskProduct[], index: number, step: -1 | 1) {
    const ids = movedOnePlace(
      group.map((product) => product.id),
      index,
      step,
    );
    void save(() => apiClient.put('/desk/menu/order', { categoria: group[0]!.categoriaId, ids }));
  }

  return (
    <div>
      <p className="text-sm text-muted">{changeLine}</p>
      <div className="mt-4 flex flex-wrap items-end gap-3">
        <div className="min-w-48 flex-1">
          <SearchField
            label="Buscar producto"
            labelClassName="block font-semibold text-ink"
            value={query}
            onChange={setQuery}
            className="mt-1 w-full rounded-full border border-line bg-page px-4 py-2 text-ink"
          />
        </div>
        <button type="button" onClick={() => setOpen({ kind: 'product', product: null })} className={brandButton('sm', 'inline-flex items-center gap-1')}>
          <PlusIcon className="size-5" strokeWidth={2.5} />
          Agregar producto
        </button>
      </div>
      <FormMessages failure={error} success={message} />
      {groups.length === 0 && <p className="mt-2 text-muted">Ningún producto se llama así.</p>}
      {groups.map(({ category, all, shown }) => (
        <section key={category.id} aria-label={category.nombre} className="mt-4">
          <h3 className="font-bold text-ink-2">{category.nombre}</h3>
          <ul className="mt-2 divide-y divide-line rounded-2xl border border-line">
            {shown.map((product) => {
              const index = all.indexOf(product);
              return (
                <li
                  key={product.id}
                  className="flex flex-wrap items-center gap-3 px-3 py-3"
                  data-producto={product.id}
                  data-nombre={product.nombre}
                  data-version={product.version}
                >
                  <ProductPicture
                    imagen={product.imagen}
                    foto={product.foto}
                    alt=""
                    sizes="64px"
                    className={`aspect-[4/3] w-16 shrink-0 rounded-xl bg-surface-2 object-cover ${product.oculto ? 'opacity-50' : ''}`}
                  />
                  <div className="min-w-0 flex-1">
                    <p className="font-bold text-ink">
                      {product.nombre}
                      {product.oculto && <span className="ml-2 rounded-full bg-off-bg px-2 py-0.5 text-xs font-bold text-off">Oculto</span>}
                    </p>
                    <p className="text-sm text-ink-2 tabular-nums">{formatColones(product.precio)}</p>
                  </div>
                  <div className="flex flex-wrap items-center gap-1.5">
                    <button
                      type="button"
                      onClick={() => setOpen({ kind: 'product', product })}
                      aria-label={`Editar ${product.nombre}`}
                      aria-haspopup="dialog"
                      className={action}
                    >
                      Editar
                    </button>
                    <button
                      type="button"
                      onClick={() => setOpen({ kind: 'photo', product })}
                      aria-label={`Cambiar foto de ${product.nombre}`}
                      aria-haspopup="dialog"
                      className={action}
                    >
                      Cambiar foto
                    </button>
                    <button
                      type="button"
                      disabled={saving}
                      onClick={() => void save(() => apiClient.put(`/desk/menu/${product.id}/hidden`, { oculto: !product.oculto, version: product.version }))}
                      aria-label={product.oculto ? `Mostrar ${product.nombre} en el menú` : `Ocultar del menú: ${product.nombre}`}
                      className={action}
                    >
                      {product.oculto ? 'Mostrar' : 'Ocultar del menú'}
                    </button>
                    {needle === '' && (
                      <>
                        <button
                          type="button"
                          disabled={saving || index === 0}
                          onClick={() => move(all, index, -1)}
                          aria-label={`Subir ${product.nombre}`}
                          className={`${action} px-2.5`}
                        >
                          <ChevronUpIcon className="size-5" />
                        </button>
                        <button
                          type="button"
                          disabled={saving || index === all.length - 1}
                          onClick={() => move(all, index, 1)}
                          aria-label={`Bajar ${product.nombre}`}
                          className={`${action} px-2.5`}
                        >
                          <ChevronDownIcon className="size-5" />
                        </button>
                      </>
                    )}
                  </div>
                </li>
              );
            })}
          </ul>
        </section>
      ))}
      {open?.kind === 'product' && (
        <Suspense fallback={null}>
          <ProductDialog
            key={open.product?.id ?? 'nuevo'}
            product={open.product}
            categories={categories}
            listas={listas}
            extras={extras}
            onClose={close}
            onSaved={setMessage}
          />
        </Suspense>
      )}
      {open?.kind === 'photo' && (
        <Suspense fallback={null}>
          <PhotoDialog key={open.product.id} product={open.product} onClose={close} onSaved={setMessage} />
        </Suspense>
      )}
    </div>
  );
}
