'use client';

import { lazy, Suspense, useSyncExternalStore } from 'react';
import { storedUserName, subscribeStoredUser } from '@/components/auth/user-storage';

// Most visitors never sign in: the menu's code loads only for a stored user
// (docs/decisions/090-menu-main-thread.md).
const SignedInMenu = lazy(() => import('./signed-in-menu').then((module) => ({ default: module.SignedInMenu })));

const signedOut = () => null;

/** The navbar's signed-in state; nothing while signed out (the footer has "Ingresar"). */
export function AccountMenu() {
  const nombre = useSyncExternalStore(subscribeStoredUser, storedUserName, signedOut);
  if (nombre === null) return null;
  return (
    <Suspense fallback={null}>
      <SignedInMenu nombre={nombre} />
    </Suspense>
  );
}
