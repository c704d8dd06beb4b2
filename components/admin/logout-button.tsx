'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { forgetStoredUser } from '@/components/auth/user-storage';
import { apiClient } from '@/lib/api-client';

export function LogoutButton() {
  const router = useRouter();
  const [leaving, setLeaving] = useState(false);

  async function logout() {
    setLeaving(true);
    // The server ends the session (cookie and session_version); the browser forgets the user
    // even if that call fails, as the spec's logout does.
    await apiClient.delete('/auth');
    forgetStoredUser();
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
