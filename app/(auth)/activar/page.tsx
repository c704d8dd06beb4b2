import type { Metadata } from 'next';
import { ActivationForm } from '@/components/auth/activation-form';
import { AuthCard } from '@/components/auth/auth-card';
import { activationMessages, inviteRefusal, inviteTokenHash } from '@/lib/auth/owner';
import { findInvite } from '@/lib/db/owners';
import { requestTime } from '@/lib/desk/changes';

export const metadata: Metadata = {
  title: 'Activa tu cuenta de dueño',
  robots: { index: false, follow: false },
  // The link carries a one-time token: no other site learns the address.
  referrer: 'no-referrer',
};

/** The owner's one-time link from `npm run owner -- invite`: choose name and password. */
export default async function ActivationPage({ searchParams }: PageProps<'/activar'>) {
  const { token } = await searchParams;
  const hash = inviteTokenHash(token);
  const invite = hash === null ? null : await findInvite(hash);
  const refusal = inviteRefusal(invite, requestTime());
  const problem = refusal ? activationMessages[refusal] : null;
  return (
    <AuthCard
      title="Activa tu cuenta de dueño"
      intro={problem ? 'Este enlace ya no sirve.' : 'Elige tu nombre y tu contraseña para entrar al panel de la tienda.'}
    >
      {problem || !invite ? (
        <p role="alert" className="rounded-2xl bg-off-bg px-4 py-3 text-center font-semibold text-off">
          {problem}
        </p>
      ) : (
        <>
          <p className="mb-4 text-center break-words text-ink">
            Cuenta: <strong>{invite.correo}</strong>
          </p>
          {invite.user && (
            <p className="mb-4 rounded-2xl bg-surface-2 px-4 py-3 text-center text-ink">
              Esta cuenta ya existe: al activarla cambias su contraseña y se cierra la sesión en todos sus dispositivos.
            </p>
          )}
          <ActivationForm token={token as string} nombre={invite.user?.nombre ?? ''} apellido={invite.user?.apellido ?? ''} />
        </>
      )}
    </AuthCard>
  );
}
