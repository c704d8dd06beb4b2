'use client';

import type { Route } from 'next';
import { useRouter } from 'next/navigation';
import { apiClient } from '@/lib/api-client';
import { messages } from '@/lib/validation/messages';
import type { LoginField } from '@/lib/validation/auth';
import { FormField } from '@/components/ui/form/form-field';
import { SubmitButton } from '@/components/ui/form/submit-button';
import { useCheckedForm } from '@/components/ui/form/use-checked-form';
import { storeUser } from './user-storage';

const ids: Record<LoginField, string> = { mail: 'login-correo', password: 'login-contrasena' };
const failureMessage = 'Error de autenticación';

/** `returnTo`: the panel page to open once signed in (checked by the page); the home page otherwise. */
export function LoginForm({ returnTo = null }: { returnTo?: string | null }) {
  const router = useRouter();
  const form = useCheckedForm<LoginField>({ mail: '', password: '' }, () => import('./validation').then((module) => module.checkLogin));

  const submit = form.submit(ids, failureMessage, async (values) => {
    const { body } = await apiClient.post('/auth', values);
    const { answerMessage, loginAnswerSchema } = await import('./validation');
    const answer = loginAnswerSchema.safeParse(body);
    if (answer.success && answer.data.success && answer.data.data) {
      storeUser(answer.data.data);
      router.replace((returnTo ?? '/') as Route);
      return undefined;
    }
    return answerMessage(body, failureMessage);
  });

  const field = (name: LoginField) => ({
    ...form.fieldProps(name, ids[name]),
    // No green "¡Todo bien!" beside the server's red answer: the fields were fine, the account was not.
    validText: form.isChecked(name) && !form.errorOf(name) && !form.failure ? messages.valid : undefined,
  });

  return (
    <form {...form.formProps} method="post" onSubmit={submit} className="space-y-3">
      <FormField {...field('mail')} label="Correo electrónico" type="email" autoComplete="email" />
      <FormField {...field('password')} label="Contraseña" type="password" autoComplete="current-password" />
      <SubmitButton sending={form.sending}>Iniciar sesión</SubmitButton>
      <p role="alert" className="text-center font-semibold text-off empty:hidden">
        {form.failure}
      </p>
    </form>
  );
}
