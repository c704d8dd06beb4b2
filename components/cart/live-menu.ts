'use client';

// The owner's menu as this browser last got it (lib/menu/facts.ts): every shop page brings it in
// its layout (MenuFactsSeed), and GET /api/menu renews it while a cart is shown and right before
// sending. The newest version wins. The cart, the options dialog, the navbar's badge, the cart bar,
// /orders and the opening line all read it from here, so they agree on prices, on what is sold out
// and on the hours; nothing about the menu is baked into the scripts (docs/menu.md).
import { useSyncExternalStore } from 'react';
import { apiClient } from '@/lib/api-client';
import { factsCatalog, parseMenuFacts, type FactCatalogProduct, type MenuFacts } from '@/lib/menu/facts';

/** How long an answer counts as fresh for the cart's own checks (a send asks past it). */
const FRESH_MS = 30_000;

let facts: MenuFacts | null = null;
let catalog = new Map<number, FactCatalogProduct>();
let askedAt = -Infinity;
const listeners = new Set<() => void>();

function adopt(next: MenuFacts): boolean {
  if (facts && next.version < facts.version) return false;
  if (facts && next.version === facts.version && next.agotadas.join() === facts.agotadas.join() && next.cierre === facts.cierre) return false;
  facts = next;
  catalog = factsCatalog(next);
  return true;
}

/**
 * The page's menu, during its first render (browser only): newer than what this tab has, it is
 * taken. Listeners hear of it after the render, never during it.
 */
export function seedMenuFacts(next: MenuFacts): void {
  if (adopt(next)) queueMicrotask(() => listeners.forEach((listener) => listener()));
}

export function currentMenuFacts(): MenuFacts | null {
  return facts;
}

/** A product the cart can hold, with the lists and extras it offers; undefined when not on the menu (or hidden). */
export function findProduct(id: number): FactCatalogProduct | undefined {
  return catalog.get(id);
}

export function subscribeMenu(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The menu for rendering: null on the server and while hydrating, then this tab's newest. */
export function useMenuFacts(): MenuFacts | null {
  return useSyncExternalStore(subscribeMenu, currentMenuFacts, () => null);
}

/**
 * Asks the server for the menu (when the last answer is older than `maxAgeMs`) and shares a newer
 * one with every reader. Null when no answer came in time (offline, slow): the cart goes on with
 * what it has. The wait before sending is short, since a browser lets a click open WhatsApp only
 * for a few seconds after it.
 */
export async function refreshMenu(timeoutMs: number, maxAgeMs = FRESH_MS): Promise<MenuFacts | null> {
  if (Date.now() - askedAt < maxAgeMs) return facts;
  askedAt = Date.now();
  const answer = await apiClient.get('/menu', { timeoutMs });
  const fresh = answer.status === 200 ? parseMenuFacts((answer.body as { data?: unknown } | null)?.data) : null;
  // No answer (offline, too slow): ask again the next time rather than in half a minute.
  if (fresh === null) {
    askedAt = -Infinity;
    return null;
  }
  if (adopt(fresh)) listeners.forEach((listener) => listener());
  return facts;
}
