'use client';

import { useRouter } from 'next/navigation';
import { useState, type FormEvent } from 'react';
import { apiClient } from '@/lib/api-client';
import { answerMessage, apiAnswerSchema } from '@/lib/validation/api';
import { registerFieldError, type RegisterField } from '@/lib/validation/auth';
import { FormField } from './form-field';
import { SubmitButton } from './submit-button';
import { useCheckedForm } from './use-checked-form';

const ids: Record<RegisterField, string> = {
  nombre: 'registro-nombre',
  apellido: 'registro-apellido',
  correo: 'registro-correo',
  contraseña: 'registro-contrasena',
  confirmacion: 'registro-confirmacion',
};

const empty: Record<RegisterField, string> = { nombre: '', apellido: '', correo: '', contraseña: '', confirmacion: '' };

export function RegisterForm() {
  const router = useRouter();
  const form = useCheckedForm<RegisterField>(empty, registerFieldError);
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState('');

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const invalid = form.checkAll();
    if (invalid) return document.getElementById(ids[invalid])?.focus();
    setSending(true);
    setFailure('');
    const { nombre, apellido, correo, contraseña } = form.values;
    const { body } = await apiClient.post('/user', { nombre, apellido, correo, contraseña });
    const answer = apiAnswerSchema.safeParse(body);
    if (answer.success && answer.data.success) {
      router.push('/login?registro=ok');
      return;
    }
    setFailure(answerMessage(body, 'Error al registrar usuario'));
    setSending(false);
  }

  const field = (name: RegisterField) => form.fieldProps(name, ids[name]);

  return (
    <form noValidate onSubmit={submit} className="space-y-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField {...field('nombre')} label="Nombre" autoComplete="given-name" />
        <FormField {...field('apellido')} label="Apellido" autoComplete="family-name" />
      </div>
      <FormField {...field('correo')} label="Correo electrónico" type="email" autoComplete="email" />
      <FormField {...field('contraseña')} label="Contraseña" type="password" autoComplete="new-password" />
      <FormField {...field('confirmacion')} label="Confirmar contraseña" type="password" autoComplete="new-password" />
      <SubmitButton sending={sending}>Registrarse</SubmitButton>
      <p role="alert" className="text-center font-semibold text-off empty:hidden">
        {failure}
      </p>
    </form>
  );
}
