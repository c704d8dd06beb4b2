'use client';

import { useRouter } from 'next/navigation';
import { useState, type FormEvent } from 'react';
import { apiClient } from '@/lib/api-client';
import { answerMessage, loginAnswerSchema } from '@/lib/validation/api';
import { loginFieldError, messages, type LoginField } from '@/lib/validation/auth';
import { FormField } from './form-field';
import { SubmitButton } from './submit-button';
import { useCheckedForm } from './use-checked-form';
import { storeUser } from './user-storage';

const ids: Record<LoginField, string> = { mail: 'login-correo', password: 'login-contrasena' };

export function LoginForm() {
  const router = useRouter();
  const form = useCheckedForm<LoginField>({ mail: '', password: '' }, (field, values) => loginFieldError(field, values[field]));
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState('');

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const invalid = form.checkAll();
    if (invalid) return document.getElementById(ids[invalid])?.focus();
    setSending(true);
    setFailure('');
    const { body } = await apiClient.post('/auth', form.values);
    const answer = loginAnswerSchema.safeParse(body);
    if (answer.success && answer.data.success && answer.data.data) {
      storeUser(answer.data.data);
      router.replace('/');
      return;
    }
    setFailure(answerMessage(body, 'Error de autenticación'));
    setSending(false);
  }

  const field = (name: LoginField) => ({
    ...form.fieldProps(name, ids[name]),
    validText: form.isChecked(name) && !form.errorOf(name) ? messages.valid : undefined,
  });

  return (
    <form noValidate onSubmit={submit} className="space-y-5">
      <FormField {...field('mail')} label="Correo electrónico" type="email" autoComplete="email" />
      <FormField {...field('password')} label="Contraseña" type="password" autoComplete="current-password" />
      <SubmitButton sending={sending}>Iniciar sesión</SubmitButton>
      <p role="alert" className="text-center font-semibold text-off empty:hidden">
        {failure}
      </p>
    </form>
  );
}
