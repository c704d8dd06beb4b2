import type { Metadata } from 'next';
import { AppLink } from '@/components/ui/app-link';
import { AuthCard } from '@/components/auth/auth-card';
import { RedirectIfSignedIn } from '@/components/auth/redirect-if-signed-in';
import { RegisterForm } from '@/components/auth/register-form';

export const metadata: Metadata = {
  title: 'Crear cuenta',
  description: 'Crea tu cuenta de CrepiVara.',
  alternates: { canonical: '/register' },
};

export default function RegisterPage() {
  return (
    <AuthCard title="Crear cuenta" intro="Únete a la familia CrepiVara.">
      <RedirectIfSignedIn />
      <RegisterForm />
      <p className="mt-6 text-center text-muted">
        ¿Ya tienes cuenta?{' '}
        <AppLink href="/login" className="font-bold text-ink-2 underline underline-offset-4 hover:text-brand-strong">
          Inicia sesión
        </AppLink>
      </p>
    </AuthCard>
  );
}
