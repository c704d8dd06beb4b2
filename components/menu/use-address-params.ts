'use client';

import { usePathname, useSearchParams } from 'next/navigation';
import { useMemo, useSyncExternalStore } from 'react';

// The menu's filter is the address bar's query, read from the address itself rather than from
// Next's router state. Next 16.4.6's router can fall behind the address: after a reload, a Back
// pressed while the page hydrates (before the router listens) leaves it on the previous entry
// for every later Back, Forward and history write, so `useSearchParams()` kept showing "Crepas"
// at /menu (docs/decisions/003-menu-filter-reads-the-address.md; e2e/storefront-menu.spec.ts reproduces it).

const WRITTEN = 'crepivara:address-written';

function subscribe(onChange: () => void) {
  window.addEventListener('popstate', onChange);
  window.addEventListener(WRITTEN, onChange);
  return () => {
    window.removeEventListener('popstate', onChange);
    window.removeEventListener(WRITTEN, onChange);
  };
}

/** Rewrites the address (a new history entry or the current one) and tells `useAddressParams`. */
export function writeAddress(href: string, entry: 'push' | 'replace') {
  if (entry === 'push') window.history.pushState(null, '', href);
  else window.history.replaceState(null, '', href);
  window.dispatchEvent(new Event(WRITTEN));
}

/** A query as `location.search` writes it: '' when empty, else '?' and the query. */
function searchOf(params: { toString(): string }): string {
  const query = params.toString();
  return query === '' ? '' : `?${query}`;
}

/**
 * The current address's query. While Next renders a navigation to this page from another one
 * the address still shows the old page, so then (and on the server, and while hydrating) it is
 * the router's query: the one the server rendered.
 */
export function useAddressParams(): URLSearchParams {
  const pathname = usePathname();
  // As `location.search` writes it ('' when there is no query): a snapshot that differs from the
  // server's makes React render the whole menu again, synchronously, right after hydrating.
  const fromRouter = searchOf(useSearchParams());
  const search = useSyncExternalStore(
    subscribe,
    () => (window.location.pathname === pathname ? window.location.search : fromRouter),
    () => fromRouter,
  );
  return useMemo(() => new URLSearchParams(search), [search]);
}
