'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { signOut } from '@/components/auth/sign-out';

export function LogoutButton() {
  const router = useRouter();
  const [leaving, setLeaving] = useState(false);

  async function logout() {
    setLeaving(true);
    await signOut();
    router.replace('/login');
  }

  return (
    <button
      type="button"
      onClick={logout}
      disabled={leaving}
      className="w-full rounded-full border-2 border-line px-4 py-2.5 font-bold text-ink transition-colors hover:border-brand hover:bg-surface-2 disabled:opacity-70"
    >
      Cerrar sesión
    </button>
  );
}
