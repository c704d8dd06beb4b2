import { AUTH_TOKEN_KEY } from '@/lib/api-client';
import type { PublicUserData } from '@/lib/validation/api';

// The browser's record of the signed-in user (spec: localStorage `user`). Only this module
// touches the key. It drives the client-side redirects; the server trusts only the cookie.
export const USER_STORAGE_KEY = 'user';

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
}

/** Forgets the user and any bearer token (logout, or a stale record after the session ended). */
export function forgetStoredUser(): void {
  try {
    localStorage.removeItem(USER_STORAGE_KEY);
    localStorage.removeItem(AUTH_TOKEN_KEY);
  } catch {
    // Nothing stored, nothing to forget.
  }
}
