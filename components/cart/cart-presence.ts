'use client';

// Whether this visit has a cart at all, without loading the cart's logic: a stored `carrito` with
// something in it, or a product added in this tab. The navbar's badge and the cart bar load the
// cart (./cart-live.tsx) only then; with an empty cart a shop page runs none of it
// (docs/decisions/090-menu-main-thread.md). Once true it stays true for the page's life.
import { useSyncExternalStore } from 'react';
import { onAdded } from './cart-events';

type LiveCart = typeof import('./cart-live');

/** Adds made before the cart's chunk arrived, in this tab (sessionStorage survives a reload). */
const PENDING_KEY = 'carrito-pendiente';

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
    if (text !== null && text.trim() !== '[]' && text.trim() !== '') return true;
  } catch {
    // storage blocked: only this tab's adds (kept in memory by the cart) count
  }
  return readPendingText() !== null;
}

function readPendingText(): string | null {
  try {
    return window.sessionStorage.getItem(PENDING_KEY);
  } catch {
    return null;
  }
}

/**
 * "Agregar" is kept at once, before the cart's chunk is here: a page left right after the tap (a
 * reload, a typed address) loses nothing; the next page's cart takes it (./cart-live.tsx).
 */
export function queueAdd(id: number, selection: unknown): void {
  try {
    const pending: unknown = JSON.parse(readPendingText() ?? '[]');
    const list = Array.isArray(pending) ? pending.slice(0, 50) : [];
    window.sessionStorage.setItem(PENDING_KEY, JSON.stringify([...list, { id, selection }]));
  } catch {
    // Storage refused: the add still happens once the chunk is here, unless the page is left first.
  }
}

/** The queued adds, taken out of storage (each is added once). */
export function takePendingAdds(): { id: number; selection: { opciones?: unknown; nota?: unknown } }[] {
  const text = readPendingText();
  if (text === null) return [];
  try {
    window.sessionStorage.removeItem(PENDING_KEY);
    const pending: unknown = JSON.parse(text);
    if (!Array.isArray(pending)) return [];
    return pending.flatMap((entry: unknown) => {
      if (typeof entry !== 'object' || entry === null) return [];
      const { id, selection } = entry as { id?: unknown; selection?: unknown };
      if (!Number.isSafeInteger(id)) return [];
      const chosen = typeof selection === 'object' && selection !== null ? (selection as { opciones?: unknown; nota?: unknown }) : {};
      return [{ id: id as number, selection: { opciones: chosen.opciones, nota: chosen.nota } }];
    });
  } catch {
    return []; // corrupt: dropped
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
