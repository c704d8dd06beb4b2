'use client';

import { useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { forgetStoredUser, hasStoredUser } from './user-storage';

/**
 * Sends a visitor with a stored user away from /login and /register (spec section 6). When the
 * server ended the session (`stale`), the stored user is forgotten instead, so they can sign in.
 */
export function RedirectIfSignedIn({ stale = false }: { stale?: boolean }) {
  const router = useRouter();
  useEffect(() => {
    if (stale) forgetStoredUser();
    else if (hasStoredUser()) router.replace('/');
  }, [router, stale]);
  return null;
}
