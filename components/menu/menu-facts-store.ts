'use client';

// The owner's menu as this browser last got it (lib/menu/facts.ts): every shop page brings it in
// its layout (MenuFactsSeed), and GET /api/menu renews it (./live-menu.ts) while a cart is shown
// and right before sending. The newest version wins. The cart, the options dialog, the navbar's
// badge, the cart bar, /orders and the opening line all read it from here, so they agree on
// prices, on what is sold out and on the hours; nothing about the menu is baked into the scripts
// (docs/menu.md). This module imports nothing of the cart's: the opening line on every shop page
// reads it without loading the cart (docs/decisions/090-menu-main-thread.md).
import { useSyncExternalStore } from 'react';
import type { MenuFacts } from '@/lib/menu/facts';

let facts: MenuFacts | null = null;
const listeners = new Set<() => void>();

function adopt(next: MenuFacts): boolean {
  if (facts && next.version < facts.version) return false;
  if (facts && next.version === facts.version && next.agotadas.join() === facts.agotadas.join() && next.cierre === facts.cierre) return false;
  facts = next;
  return true;
}

/**
 * The page's menu, during its first render (browser only): newer than what this tab has, it is
 * taken. Listeners hear of it after the render, never during it.
 */
export function seedMenuFacts(next: MenuFacts): void {
  if (adopt(next)) queueMicrotask(() => listeners.forEach((listener) => listener()));
}

/** A menu from the server (GET /api/menu): newer than this tab's, every reader hears of it at once. */
export function adoptMenuFacts(next: MenuFacts): void {
  if (adopt(next)) listeners.forEach((listener) => listener());
}

export function currentMenuFacts(): MenuFacts | null {
  return facts;
}

export function subscribeMenu(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The menu for rendering: null on the server and while hydrating, then this tab's newest. */
export function useMenuFacts(): MenuFacts | null {
  return useSyncExternalStore(subscribeMenu, currentMenuFacts, () => null);
}
