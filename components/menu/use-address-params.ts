'use client';

import { useMemo, useSyncExternalStore } from 'react';
import { menuQuery } from '@/lib/menu/filters';

// The menu's filter is the address bar's query, read from the address itself rather than from
// Next's router state. Next 16.4.6's router can fall behind the address: after a reload, a Back
// pressed while the page hydrates (before the router listens) leaves it on the previous entry
// for every later Back, Forward and history write, so `useSearchParams()` kept showing "Crepas"
// at /menu (docs/decisions/003-menu-filter-reads-the-address.md; e2e/storefront-menu.spec.ts reproduces it).

const WRITTEN = 'crepivara:address-written';
const MENU_PATH = '/menu';

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

/**
 * The menu's query in the address (lib/menu/filters.ts `menuQuery`: one spelling per view). While
 * Next renders a navigation to the menu from another page the address still shows the old page,
 * so then (and on the server, and while hydrating) it is `rendered`: the query the server rendered.
 * The path is the menu's public one: the cached pages are served through a rewrite
 * (lib/menu/rewrite.ts), whose route path the router may report.
 */
export function useAddressParams(rendered: string): URLSearchParams {
  // A snapshot that differs from the server's makes React render the whole menu again,
  // synchronously, right after hydrating: both sides spell the query one way.
  const search = useSyncExternalStore(
    subscribe,
    () => (window.location.pathname === MENU_PATH ? menuQuery(new URLSearchParams(window.location.search)) : rendered),
    () => rendered,
  );
  return useMemo(() => new URLSearchParams(search), [search]);
}
