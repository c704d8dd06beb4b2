'use client';

import { useRouter } from 'next/navigation';
import { apiClient } from '@/lib/api-client';
import type { RegisterField } from '@/lib/validation/auth';
import { passwordHint } from '@/lib/validation/password-hint';
import { FormField } from '@/components/ui/form/form-field';
import { SubmitButton } from '@/components/ui/form/submit-button';
import { useCheckedForm } from '@/components/ui/form/use-checked-form';

const ids: Record<RegisterField, string> = {
  nombre: 'registro-nombre',
  apellido: 'registro-apellido',
  correo: 'registro-correo',
  contraseña: 'registro-contrasena',
  confirmacion: 'registro-confirmacion',
};

const empty: Record<RegisterField, string> = { nombre: '', apellido: '', correo: '', contraseña: '', confirmacion: '' };
const failureMessage = 'Error al registrar usuario';

export function RegisterForm() {
  const router = useRouter();
  const form = useCheckedForm<RegisterField>(empty, () => import('./validation').then((module) => module.checkRegister));

  const submit = form.submit(ids, failureMessage, async ({ nombre, apellido, correo, contraseña }) => {
    const { body } = await apiClient.post('/user', { nombre, apellido, correo, contraseña });
    const { answerMessage, apiAnswerSchema } = await import('./validation');
    const answer = apiAnswerSchema.safeParse(body);
    if (answer.success && answer.data.success) {
      router.push('/login?registro=ok');
      return undefined;
    }
    return answerMessage(body, failureMessage);
  });

  const field = (name: RegisterField) => form.fieldProps(name, ids[name]);

  return (
    <form {...form.formProps} method="post" onSubmit={submit} className="space-y-3">
      <div className="grid gap-3 sm:grid-cols-2">
        <FormField {...field('nombre')} label="Nombre" autoComplete="given-name" />
        <FormField {...field('apellido')} label="Apellido" autoComplete="family-name" />
      </div>
      <FormField {...field('correo')} label="Correo electrónico" type="email" autoComplete="email" />
      <FormField {...field('contraseña')} label="Contraseña" type="password" autoComplete="new-password" hint={passwordHint(form.values.contraseña)} />
      <FormField {...field('confirmacion')} label="Confirmar contraseña" type="password" autoComplete="new-password" />
      <SubmitButton sending={form.sending}>Registrarse</SubmitButton>
      <p role="alert" className="text-center font-semibold text-off empty:hidden">
        {form.failure}
      </p>
    </form>
  );
}
