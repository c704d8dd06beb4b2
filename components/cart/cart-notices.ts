'use client';

// What changed in the cart since the customer filled it ("El precio de Capiberry cambió a ₡2 100.",
// a product the owner took off the menu): kept (localStorage `carrito-avisos`) from whichever page
// noticed it until /orders shows it and the customer closes it, or the order is sent.
import { useSyncExternalStore } from 'react';
import { storageSubscription } from './storage-subscription';

const NOTICES_STORAGE_KEY = 'carrito-avisos';
const MAX_NOTICES = 10;
const NONE: readonly string[] = [];

let cachedText: string | null | undefined;
let cached: readonly string[] = NONE;

function readText(): string | null {
  try {
    return window.localStorage.getItem(NOTICES_STORAGE_KEY);
  } catch {
    return null;
  }
}

function parse(text: string | null): readonly string[] {
  try {
    const value: unknown = JSON.parse(text ?? '[]');
    return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string' && item.length <= 200).slice(-MAX_NOTICES) : NONE;
  } catch {
    return NONE;
  }
}

function getSnapshot(): readonly string[] {
  const text = readText();
  if (text !== cachedText) {
    cachedText = text;
    const notices = parse(text);
    cached = notices.length === 0 ? NONE : notices;
  }
  return cached;
}

const { subscribe, notify } = storageSubscription(NOTICES_STORAGE_KEY);

function write(notices: readonly string[]) {
  try {
    if (notices.length === 0) window.localStorage.removeItem(NOTICES_STORAGE_KEY);
    else window.localStorage.setItem(NOTICES_STORAGE_KEY, JSON.stringify(notices.slice(-MAX_NOTICES)));
  } catch {
    // Storage refused: the notice is lost, the cart itself is right.
  }
  notify();
}

/** Adds what the cart just noticed (a notice already shown is not repeated). */
export function addCartNotices(notices: readonly string[]) {
  const current = getSnapshot();
  const added = notices.filter((notice) => !current.includes(notice));
  if (added.length > 0) write([...current.filter((notice) => !added.some((other) => sameSubject(notice, other))), ...added]);
}

/** A newer price of the same product replaces the older notice. */
function sameSubject(a: string, b: string): boolean {
  const subject = (text: string) => /^El precio de (.+) cambió a /.exec(text)?.[1] ?? text;
  return subject(a) === subject(b);
}

export function clearCartNotices() {
  if (getSnapshot().length > 0) write([]);
}

export function useCartNotices(): readonly string[] {
  return useSyncExternalStore(subscribe, getSnapshot, () => NONE);
}
