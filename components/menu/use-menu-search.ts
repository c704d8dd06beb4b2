'use client';

import { use } from 'react';
import type { MenuEntry } from '@/lib/menu/filters';

// The search's code (lib/menu/search.ts) is not part of /menu's load: most visits never search.
// It loads when the search box gets focus, or at the first search; the service worker keeps it for
// offline use (docs/decisions/090-menu-main-thread.md).

/** What the server found for the search in the page's address: its results, best first. */
export type RenderedSearch = { query: string; ids: readonly number[] };

let searchCode: Promise<typeof import('@/lib/menu/search')> | null = null;

/** Starts loading the search's code, once. */
export function loadSearch() {
  return (searchCode ??= import('@/lib/menu/search'));
}

/**
 * The products matching `query`, best first (all of them, in order, for no query). The search the
 * page was rendered with needs no code: the server's results are used, so a shared link with
 * `?q=` hydrates without waiting for it. Any other search suspends until the code is here: called
 * with a deferred query, the results on screen stay until then.
 */
export function useMenuSearch<T extends MenuEntry>(products: readonly T[], query: string, rendered: RenderedSearch | undefined): readonly T[] {
  if (query.trim() === '') return products;
  if (rendered?.query === query) {
    const byId = new Map(products.map((product) => [product.id, product]));
    return rendered.ids.flatMap((id) => byId.get(id) ?? []);
  }
  return use(loadSearch()).searchMenu(products, query);
}
