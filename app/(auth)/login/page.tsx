import type { Metadata } from 'next';
import { AppLink } from '@/components/ui/app-link';
import { AuthCard } from '@/components/auth/auth-card';
import { LoginForm } from '@/components/auth/login-form';
import { RedirectIfSignedIn } from '@/components/auth/redirect-if-signed-in';
import { panelReturnPath } from '@/lib/auth/panel-paths';

export const metadata: Metadata = {
  title: 'Iniciar sesión',
  description: 'Entra a tu cuenta de CrepiVara.',
  alternates: { canonical: '/login' },
};

export default async function LoginPage({ searchParams }: PageProps<'/login'>) {
  const { registro, acceso, aviso, volver } = await searchParams;
  // `acceso=admin`: the server refused the session, so a stored user is stale, not a reason to leave.
  const sessionEnded = acceso === 'admin';
  return (
    <AuthCard title="Iniciar sesión" intro="¡Qué gusto verte de nuevo!">
      <RedirectIfSignedIn stale={sessionEnded} />
      {registro === 'ok' && (
        <p role="status" className="mb-5 rounded-2xl bg-ok-bg px-4 py-3 text-center font-semibold text-ok">
          Cuenta creada con éxito. Ya puedes iniciar sesión.
        </p>
      )}
      {aviso === 'cuenta-eliminada' && (
        <p role="status" className="mb-5 rounded-2xl bg-ok-bg px-4 py-3 text-center font-semibold text-ok">
          Tu cuenta fue eliminada.
        </p>
      )}
      {aviso === 'sesiones-cerradas' && (
        <p role="status" className="mb-5 rounded-2xl bg-ok-bg px-4 py-3 text-center font-semibold text-ok">
          Se cerró la sesión en todos los dispositivos.
        </p>
      )}
      {sessionEnded && (
        <p role="status" className="mb-5 rounded-2xl bg-surface-2 px-4 py-3 text-center font-semibold text-ink">
          Inicia sesión para entrar al área de administración.
        </p>
      )}
      {/* Back to the desk page the sign-in interrupted (only a panel page is followed). */}
      <LoginForm returnTo={panelReturnPath(volver)} />
      <p className="mt-6 text-center text-muted">
        ¿No tienes cuenta?{' '}
        <AppLink href="/register" className="font-bold text-ink-2 underline underline-offset-4 hover:text-brand-strong">
          Regístrate
        </AppLink>
      </p>
    </AuthCard>
  );
}
