'use client';

import { useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { hasStoredUser } from '@/components/auth/user-storage';

/** Spec section 2: without a stored user the panel sends the visitor to /login. */
export function RequireStoredUser() {
  const router = useRouter();
  useEffect(() => {
    if (!hasStoredUser()) router.replace('/login');
  }, [router]);
  return null;
}
