'use client';

import { useRouter } from 'next/navigation';
import { FormField } from '@/components/ui/form/form-field';
import { FormMessages } from '@/components/ui/form/messages';
import { SubmitButton } from '@/components/ui/form/submit-button';
import { useCheckedForm } from '@/components/ui/form/use-checked-form';
import { storeUser } from '@/components/auth/user-storage';
import { apiClient } from '@/lib/api-client';
import type { RenameField } from '@/lib/validation/auth';
import { failureResult } from './account-answer';

const ids: Record<RenameField, string> = { nombre: 'cuenta-nombre', apellido: 'cuenta-apellido' };
const FIELDS = ['nombre', 'apellido'] as const;
const failureMessage = 'No se pudo guardar el nombre. Inténtalo de nuevo.';

/** "Mi cuenta" > Nombre: the stored user and the sidebar follow the new name. */
export function NameForm({ nombre, apellido }: { nombre: string; apellido: string }) {
  const router = useRouter();
  const form = useCheckedForm<RenameField>({ nombre, apellido }, () => import('@/components/auth/validation').then((module) => module.checkRename));

  const submit = form.submit(ids, failureMessage, async (values) => {
    const { status, body } = await apiClient.patch('/user', values);
    const { answerMessage, loginAnswerSchema } = await import('@/components/auth/validation');
    const answer = loginAnswerSchema.safeParse(body);
    if (status !== 200 || !answer.success || !answer.data.data) return failureResult(body, FIELDS, failureMessage);
    storeUser(answer.data.data);
    router.refresh();
    return { success: answerMessage(body, 'Nombre actualizado.') };
  });

  return (
    <form {...form.formProps} method="post" onSubmit={submit} className="max-w-xl space-y-3">
      <div className="grid gap-3 sm:grid-cols-2">
        <FormField {...form.fieldProps('nombre', ids.nombre)} label="Nombre" autoComplete="given-name" />
        <FormField {...form.fieldProps('apellido', ids.apellido)} label="Apellido" autoComplete="family-name" />
      </div>
      <SubmitButton sending={form.sending}>Guardar nombre</SubmitButton>
      <FormMessages failure={form.failure} success={form.success} align="center" />
    </form>
  );
}
