'use client';

import type { Route } from 'next';
import { useRouter } from 'next/navigation';
import { failureResult } from '@/components/account/account-answer';
import { apiClient } from '@/lib/api-client';
import type { ActivationField } from '@/lib/validation/auth';
import { passwordHint } from '@/lib/validation/password-hint';
import { FormField } from '@/components/ui/form/form-field';
import { FormMessages } from '@/components/ui/form/messages';
import { SubmitButton } from '@/components/ui/form/submit-button';
import { useCheckedForm } from '@/components/ui/form/use-checked-form';
import { storeUser } from './user-storage';

const ids: Record<ActivationField, string> = {
  nombre: 'activar-nombre',
  apellido: 'activar-apellido',
  contraseña: 'activar-contrasena',
  confirmacion: 'activar-confirmacion',
};
const FIELDS = ['nombre', 'apellido', 'contraseña'] as const;
const failureMessage = 'No se pudo activar la cuenta. Inténtalo de nuevo.';

/** /activar: the owner's name and password; then signed in, on the panel. */
export function ActivationForm({ token, nombre, apellido }: { token: string; nombre: string; apellido: string }) {
  const router = useRouter();
  const form = useCheckedForm<ActivationField>({ nombre, apellido, contraseña: '', confirmacion: '' }, () =>
    import('./validation').then((module) => module.checkActivation),
  );

  const submit = form.submit(ids, failureMessage, async ({ nombre, apellido, contraseña }) => {
    const { status, body } = await apiClient.post('/activar', { token, nombre, apellido, contraseña });
    const { loginAnswerSchema } = await import('./validation');
    const answer = loginAnswerSchema.safeParse(body);
    if (status !== 200 || !answer.success || !answer.data.data) return failureResult(body, FIELDS, failureMessage);
    storeUser(answer.data.data);
    // The optional catch-all's typed route has no form without a segment.
    router.replace('/home-admin' as Route);
    return undefined;
  });

  return (
    <form {...form.formProps} method="post" onSubmit={submit} className="space-y-3">
      <div className="grid gap-3 sm:grid-cols-2">
        <FormField {...form.fieldProps('nombre', ids.nombre)} label="Nombre" autoComplete="given-name" />
        <FormField {...form.fieldProps('apellido', ids.apellido)} label="Apellido" autoComplete="family-name" />
      </div>
      <FormField
        {...form.fieldProps('contraseña', ids.contraseña)}
        label="Contraseña"
        type="password"
        autoComplete="new-password"
        hint={passwordHint(form.values.contraseña)}
      />
      <FormField {...form.fieldProps('confirmacion', ids.confirmacion)} label="Confirmar contraseña" type="password" autoComplete="new-password" />
      <SubmitButton sending={form.sending}>Activar mi cuenta</SubmitButton>
      <FormMessages failure={form.failure} align="center" />
    </form>
  );
}
