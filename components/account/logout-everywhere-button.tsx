'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { forgetStoredUser } from '@/components/auth/user-storage';
import { apiClient } from '@/lib/api-client';

/** "Cerrar sesión en todos los dispositivos": this one too; the login page then says so. */
export function LogoutEverywhereButton() {
  const router = useRouter();
  const [leaving, setLeaving] = useState(false);
  const [failure, setFailure] = useState('');

  async function logoutEverywhere() {
    setLeaving(true);
    setFailure('');
    // A 401 means this session had already ended: nothing is left to close here either.
    const { status } = await apiClient.delete('/user/sessions');
    if (status !== 200 && status !== 401) {
      setLeaving(false);
      setFailure('No se pudieron cerrar las sesiones. Revisa tu conexión e inténtalo de nuevo.');
      return;
    }
    forgetStoredUser();
    router.replace('/login?aviso=sesiones-cerradas');
  }

  return (
    <div>
      <button
        type="button"
        onClick={logoutEverywhere}
        disabled={leaving}
        aria-busy={leaving || undefined}
        className="rounded-full border-2 border-line px-5 py-2.5 font-bold text-ink transition-colors hover:border-brand hover:bg-surface-2 disabled:opacity-70"
      >
        Cerrar sesión en todos los dispositivos
      </button>
      <p role="alert" className="mt-2 font-semibold text-off empty:hidden">
        {failure}
      </p>
    </div>
  );
}
