'use client';

// Whether this visit has a cart at all, without loading the cart's logic: a stored `carrito` with
// something in it, or a product added in this tab. The navbar's badge and the cart bar load the
// cart (./cart-live.tsx) only then; with an empty cart a shop page runs none of it
// (docs/decisions/090-menu-main-thread.md). Once true it stays true for the page's life.
import { useSyncExternalStore } from 'react';
import { onAdded } from './cart-events';

type LiveCart = typeof import('./cart-live');

let added = false;
let liveCart: Promise<LiveCart> | null = null;

/** The cart's chunk (./cart-live.tsx), loaded once; a chunk the service worker keeps offline. */
export function loadLiveCart(): Promise<LiveCart> {
  return (liveCart ??= import('./cart-live'));
}

/**
 * A page whose own chunk carries the cart (/orders) hands it over, so the navbar does not load a
 * second copy of the same modules in a chunk of its own.
 */
export function provideLiveCart(module: LiveCart): void {
  liveCart ??= Promise.resolve(module);
}

function storedCart(): boolean {
  try {
    const text = window.localStorage.getItem('carrito');
    return text !== null && text.trim() !== '[]' && text.trim() !== '';
  } catch {
    return false; // storage blocked: only this tab's adds (kept in memory by the cart) count
  }
}

function subscribe(listener: () => void): () => void {
  const stopAdded = onAdded(() => {
    added = true;
    listener();
  });
  const onStorage = (event: StorageEvent) => {
    if (event.key === 'carrito' || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    stopAdded();
    window.removeEventListener('storage', onStorage);
  };
}

const getSnapshot = () => (added ||= storedCart());

/** False on the server and while hydrating, then true once there is a cart to show. */
export function useCartPresent(): boolean {
  return useSyncExternalStore(subscribe, getSnapshot, () => false);
}
