'use client';

import { useRouter } from 'next/navigation';
import { FormField } from '@/components/ui/form/form-field';
import { FormMessages } from '@/components/ui/form/messages';
import { useCheckedForm } from '@/components/ui/form/use-checked-form';
import { forgetStoredUser } from '@/components/auth/user-storage';
import { apiClient } from '@/lib/api-client';
import { failureResult } from './account-answer';

const ids = { contraseña: 'cuenta-eliminar-contrasena' } as const;
const failureMessage = 'No se pudo eliminar la cuenta. Inténtalo de nuevo.';

/** "Eliminar mi cuenta": asks the password; the account's row is deleted, then the login page says so. */
export function DeleteAccountForm() {
  const router = useRouter();
  const form = useCheckedForm<'contraseña'>({ contraseña: '' }, () => import('@/components/auth/validation').then((module) => module.checkDeleteAccount));

  const submit = form.submit(ids, failureMessage, async ({ contraseña }) => {
    const { status, body } = await apiClient.delete('/user', { contraseña });
    if (status !== 200) return failureResult(body, ['contraseña'], failureMessage);
    forgetStoredUser();
    router.replace('/login?aviso=cuenta-eliminada');
    return undefined;
  });

  return (
    <form {...form.formProps} method="post" onSubmit={submit} className="max-w-xl space-y-3">
      <FormField {...form.fieldProps('contraseña', ids.contraseña)} label="Tu contraseña, para confirmar" type="password" autoComplete="current-password" />
      <button
        type="submit"
        disabled={form.sending}
        aria-busy={form.sending || undefined}
        className="w-full rounded-full border-2 border-off bg-off-bg px-6 py-3 text-lg font-extrabold text-off transition-colors hover:bg-off hover:text-page disabled:opacity-70"
      >
        Eliminar mi cuenta
      </button>
      <FormMessages failure={form.failure} align="center" />
    </form>
  );
}
