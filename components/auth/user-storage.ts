import { AUTH_TOKEN_KEY } from '@/lib/api-token';
import type { PublicUserData } from '@/lib/validation/api';

// The browser's record of the signed-in user (spec: localStorage `user`). Only this module
// touches the key. It drives the client-side redirects; the server trusts only the cookie.
const USER_STORAGE_KEY = 'user';
/** Dispatched on window when this tab stores or forgets the user (other tabs get `storage`). */
const USER_EVENT = 'crepivara:user';

/**
 * Inline in <head> (app/layout.tsx): marks <html data-signed-in> before the first paint when a
 * readable user is stored (as storedUserName reads it), so CSS hides the footer's "Ingresar" with no script bundle and no flash.
 */
export const signedInScript = `try{var u=JSON.parse(localStorage.getItem('${USER_STORAGE_KEY}'));document.documentElement.toggleAttribute('data-signed-in',!!u&&typeof u.nombre==='string'&&u.nombre.trim()!=='')}catch(e){}`;

function changed(signedIn: boolean) {
  document.documentElement.toggleAttribute('data-signed-in', signedIn);
  window.dispatchEvent(new Event(USER_EVENT));
}

/** For useSyncExternalStore: this tab's changes and other tabs'. */
export function subscribeStoredUser(onChange: () => void): () => void {
  window.addEventListener(USER_EVENT, onChange);
  window.addEventListener('storage', onChange);
  return () => {
    window.removeEventListener(USER_EVENT, onChange);
    window.removeEventListener('storage', onChange);
  };
}

/** The stored user's first name, or null when none is stored or the record is not readable. */
export function storedUserName(): string | null {
  try {
    const user: unknown = JSON.parse(localStorage.getItem(USER_STORAGE_KEY) ?? 'null');
    const nombre = (user as { nombre?: unknown } | null)?.nombre;
    return typeof nombre === 'string' && nombre.trim() !== '' ? nombre.trim().slice(0, 60) : null;
  } catch {
    return null;
  }
}

export function hasStoredUser(): boolean {
  try {
    return localStorage.getItem(USER_STORAGE_KEY) !== null;
  } catch {
    return false;
  }
}

export function storeUser(user: PublicUserData): void {
  try {
    localStorage.setItem(USER_STORAGE_KEY, JSON.stringify(user));
  } catch {
    // Private mode or full storage: the cookie session still works.
  }
  changed(true);
}

/** Forgets the user and any bearer token (logout, or a stale record after the session ended). */
export function forgetStoredUser(): void {
  try {
    localStorage.removeItem(USER_STORAGE_KEY);
    localStorage.removeItem(AUTH_TOKEN_KEY);
  } catch {
    // Nothing stored, nothing to forget.
  }
  changed(false);
}
