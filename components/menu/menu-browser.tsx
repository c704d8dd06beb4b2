'use client';

import { useDeferredValue, useState } from 'react';
import { ALL, categoryFilters, categoryFromParams, countByCategory, inCategory, menuHref, showingLine, type CategoryFilter } from '@/lib/menu/filters';
import type { CardProduct } from '@/lib/menu/live';
import { ProductCard } from './product-card';
import { brandButton } from '@/components/ui/brand-button';
import { SearchField } from '@/components/ui/search-field';
import { useAddressParams, writeAddress } from './use-address-params';
import { loadSearch, useMenuSearch, type RenderedSearch } from './use-menu-search';

type Props = {
  products: readonly CardProduct[];
  /** The menu's categories, in the owner's order. */
  categories: readonly string[];
  /** The first card the address's filter shows: its picture is preloaded. */
  firstId: number | undefined;
  /** The menu's query the server rendered (lib/menu/filters.ts `menuQuery`). */
  address: string;
  /** The server's results for the address's search, when it has one. */
  searched?: RenderedSearch;
};

// The whole menu arrives once with the page; filtering happens here and only rewrites
// the address bar (history API), so nothing is downloaded again.
export function MenuBrowser({ products, categories, firstId, address: rendered, searched }: Props) {
  const address = useAddressParams(rendered);
  const category = categoryFromParams(address, categories);
  const [query, setQuery] = useState(() => address.get('q') ?? '');
  // The box follows every key at once; the results follow when they are ready (the first search
  // waits for the search's code, ./use-menu-search.ts).
  const shownQuery = useDeferredValue(query);
  const found = useMenuSearch(products, shownQuery, searched);

  // While searching, each chip counts its part of the results: a tap never contradicts its number.
  const counts = countByCategory(found, categories);
  const visible = inCategory(found, category);

  function chooseCategory(next: CategoryFilter) {
    writeAddress(menuHref(next, query), 'push');
  }

  function changeQuery(next: string) {
    setQuery(next);
    // The address, not `category`: a category chosen in the same task is already in the address
    // while this render's `category` is still the one before.
    const current = categoryFromParams(new URLSearchParams(window.location.search), categories);
    writeAddress(menuHref(current, next), 'replace');
  }

  return (
    <>
      <div className="menu-filters sticky top-16 z-20 -mx-4 border-b border-line/60 bg-page px-4 pt-2 pb-2 sm:pt-3 sm:pb-3">
        <SearchField
          label="Buscar en el menú"
          hideLabel
          value={query}
          onChange={changeQuery}
          onFocus={() => void loadSearch()}
          placeholder="Busca por nombre o ingrediente"
          className="w-full rounded-full border border-line bg-surface px-5 py-2 text-ink placeholder:text-muted sm:py-3"
        />
        {/* A phone scrolls the chips sideways (the cut one says there is more); wider screens show them all. */}
        <div
          role="group"
          aria-label="Categorías"
          className="-mx-4 mt-2 flex [scrollbar-width:none] gap-2 overflow-x-auto px-4 pb-1 sm:mt-3 sm:flex-wrap sm:overflow-visible"
        >
          {categoryFilters(categories).map((filter) => {
            const active = filter === category;
            return (
              <button
                key={filter}
                type="button"
                aria-pressed={active}
                onClick={() => chooseCategory(filter)}
                className={`inline-flex min-h-10 shrink-0 items-center gap-2 rounded-full border px-4 py-1.5 font-semibold transition-colors sm:px-3 sm:py-2 ${
                  active ? 'border-brand bg-brand text-brand-ink' : 'border-line bg-surface text-ink-2 hover:bg-surface-2'
                }`}
              >
                {filter}
                <span className={`rounded-full px-2 text-sm font-bold tabular-nums ${active ? 'bg-brand-ink text-brand' : 'bg-surface-2'}`}>
                  {counts[filter]}
                </span>
              </button>
            );
          })}
        </div>
      </div>

      {/* The cards' names are h3: this keeps the outline h1 > h2 > h3 (heading-order). */}
      <h2 className="sr-only">Productos</h2>
      <p role="status" className="mt-3 font-semibold wrap-anywhere text-ink-2 sm:mt-6">
        {showingLine(category, visible.length, shownQuery)}
      </p>

      {visible.length > 0 ? (
        <ul className="menu-list mt-3 grid gap-2 sm:mt-4 sm:grid-cols-2 sm:gap-6 lg:grid-cols-3">
          {visible.map((product) => (
            <li key={product.id}>
              <ProductCard product={product} eager={product.id === firstId} />
            </li>
          ))}
        </ul>
      ) : (
        <div className="mt-6 rounded-3xl border border-dashed border-line bg-surface p-8 text-center">
          <p className="text-lg font-bold wrap-anywhere text-ink">
            No encontramos productos con «{shownQuery.trim()}»{category === ALL ? '' : ` en ${category}`}.
          </p>
          <p className="mt-1 text-muted">Prueba con otra palabra o mira todas las categorías.</p>
          <button
            type="button"
            onClick={() => {
              setQuery('');
              writeAddress(menuHref('Todos'), 'replace');
            }}
            className={brandButton('sm', 'mt-4')}
          >
            Ver todo el menú
          </button>
        </div>
      )}
    </>
  );
}
