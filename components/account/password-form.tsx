'use client';

import { useRouter } from 'next/navigation';
import { FormField } from '@/components/ui/form/form-field';
import { FormMessages } from '@/components/ui/form/messages';
import { SubmitButton } from '@/components/ui/form/submit-button';
import { useCheckedForm } from '@/components/ui/form/use-checked-form';
import { apiClient } from '@/lib/api-client';
import type { PasswordChangeField } from '@/lib/validation/auth';
import { passwordHint } from '@/lib/validation/password-hint';
import { failureResult } from './account-answer';

const ids: Record<PasswordChangeField, string> = { actual: 'cuenta-actual', nueva: 'cuenta-nueva', confirmacion: 'cuenta-confirmacion' };
const FIELDS = ['actual', 'nueva'] as const;
const failureMessage = 'No se pudo cambiar la contraseña. Inténtalo de nuevo.';

/** "Mi cuenta" > Contraseña: this browser stays signed in, every other session and device ends. */
export function PasswordForm() {
  const router = useRouter();
  const form = useCheckedForm<PasswordChangeField>({ actual: '', nueva: '', confirmacion: '' }, () =>
    import('@/components/auth/validation').then((module) => module.checkPasswordChange),
  );

  const submit = form.submit(ids, failureMessage, async ({ actual, nueva }) => {
    const { status, body } = await apiClient.put('/user/password', { actual, nueva });
    if (status !== 200) return failureResult(body, FIELDS, failureMessage);
    const { answerMessage } = await import('@/components/auth/validation');
    // The list of devices below has changed.
    router.refresh();
    return { success: answerMessage(body, 'Contraseña actualizada.'), clear: true };
  });

  return (
    <form {...form.formProps} method="post" onSubmit={submit} className="max-w-xl space-y-3">
      <FormField {...form.fieldProps('actual', ids.actual)} label="Contraseña actual" type="password" autoComplete="current-password" />
      <FormField
        {...form.fieldProps('nueva', ids.nueva)}
        label="Nueva contraseña"
        type="password"
        autoComplete="new-password"
        hint={passwordHint(form.values.nueva)}
      />
      <FormField {...form.fieldProps('confirmacion', ids.confirmacion)} label="Confirmar nueva contraseña" type="password" autoComplete="new-password" />
      <SubmitButton sending={form.sending}>Cambiar contraseña</SubmitButton>
      <FormMessages failure={form.failure} success={form.success} align="center" />
    </form>
  );
}
