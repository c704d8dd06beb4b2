'use client';

// The cart's side of the live menu (./menu-facts-store.ts holds the menu itself): the products
// the cart can hold, and asking the server for a newer menu.
import { API_BASE_URL } from '@/lib/api-client';
import { factsCatalog, parseMenuFacts, type FactCatalogProduct, type MenuFacts } from '@/lib/menu/facts';
import { adoptMenuFacts, currentMenuFacts } from './menu-facts-store';

export { currentMenuFacts, subscribeMenu, useMenuFacts } from './menu-facts-store';

/** How long an answer counts as fresh for the cart's own checks (a send asks past it). */
const FRESH_MS = 30_000;

// A duration, so measured on the monotonic clock (a page's Date may be fixed or move back).
let askedAt = -Infinity;
/** The ETag of the last menu taken: asking again answers 304, no body, while nothing changed. */
let takenTag: string | null = null;
let catalogOf: MenuFacts | null = null;
let catalog = new Map<number, FactCatalogProduct>();

/** A product the cart can hold, with the lists and extras it offers; undefined when not on the menu (or hidden). */
export function findProduct(id: number): FactCatalogProduct | undefined {
  const facts = currentMenuFacts();
  if (facts !== catalogOf) {
    catalogOf = facts;
    catalog = facts ? factsCatalog(facts) : new Map();
  }
  return catalog.get(id);
}

/**
 * Asks the server for the menu (when the last answer is older than `maxAgeMs`) and shares a newer
 * one with every reader. Null when no answer came in time (offline, slow): the cart goes on with
 * what it has. The wait before sending is short, since a browser lets a click open WhatsApp only
 * for a few seconds after it.
 */
export async function refreshMenu(timeoutMs: number, maxAgeMs = FRESH_MS): Promise<MenuFacts | null> {
  if (performance.now() - askedAt < maxAgeMs) return currentMenuFacts();
  askedAt = performance.now();
  // The ask right before sending wants the whole menu: the order is checked against that answer.
  const fresh = await askMenu(timeoutMs, maxAgeMs > 0);
  // No answer (offline, too slow): ask again the next time rather than in half a minute.
  if (fresh === null) {
    askedAt = -Infinity;
    return null;
  }
  if (fresh !== 'unchanged') adoptMenuFacts(fresh);
  return currentMenuFacts();
}

/** GET /api/menu, conditional on the menu last taken: its facts, 'unchanged', or null (no answer). */
async function askMenu(timeoutMs: number, conditional: boolean): Promise<MenuFacts | 'unchanged' | null> {
  const tag = conditional && currentMenuFacts() ? takenTag : null;
  try {
    const response = await fetch(`${API_BASE_URL}/menu`, {
      headers: { Accept: 'application/json', ...(tag && { 'If-None-Match': tag }) },
      credentials: 'same-origin',
      // Never an HTTP-cached answer: the 304 is the server's word on the menu of now.
      cache: 'no-store',
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (response.status === 304 && tag) return 'unchanged';
    if (!response.ok) return null;
    const facts = parseMenuFacts(((await response.json()) as { data?: unknown } | null)?.data);
    if (facts) takenTag = response.headers.get('etag');
    return facts;
  } catch {
    return null;
  }
}
