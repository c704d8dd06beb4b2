'use client';

// The cart's side of the live menu (./menu-facts-store.ts holds the menu itself): the products
// the cart can hold, and asking the server for a newer menu.
import { apiClient } from '@/lib/api-client';
import { factsCatalog, parseMenuFacts, type FactCatalogProduct, type MenuFacts } from '@/lib/menu/facts';
import { adoptMenuFacts, currentMenuFacts } from './menu-facts-store';

export { currentMenuFacts, subscribeMenu, useMenuFacts } from './menu-facts-store';

/** How long an answer counts as fresh for the cart's own checks (a send asks past it). */
const FRESH_MS = 30_000;

let askedAt = -Infinity;
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
  if (Date.now() - askedAt < maxAgeMs) return currentMenuFacts();
  askedAt = Date.now();
  const answer = await apiClient.get('/menu', { timeoutMs });
  const fresh = answer.status === 200 ? parseMenuFacts((answer.body as { data?: unknown } | null)?.data) : null;
  // No answer (offline, too slow): ask again the next time rather than in half a minute.
  if (fresh === null) {
    askedAt = -Infinity;
    return null;
  }
  adoptMenuFacts(fresh);
  return currentMenuFacts();
}
