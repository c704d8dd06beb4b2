import type { Metadata } from 'next';
import { AccountOrders } from '@/components/account/account-orders';
import { DeleteAccountForm } from '@/components/account/delete-account-form';
import { DevicePushButton } from '@/components/account/device-push-button';
import { LogoutEverywhereButton } from '@/components/account/logout-everywhere-button';
import { NameForm } from '@/components/account/name-form';
import { PasswordForm } from '@/components/account/password-form';
import { PanelSection } from '@/components/panel/panel-section';
import { requireUser } from '@/lib/auth/dal';
import { currentDeviceId } from '@/lib/auth/session';
import { MAX_PAST_ORDERS, pastOrderFromRecord } from '@/lib/cart/past-orders';
import { listDevices } from '@/lib/db/devices';
import { accountOrders } from '@/lib/db/orders';
import { devicesWithPush } from '@/lib/db/push';
import { requestTime } from '@/lib/desk/changes';
import { timeAgo } from '@/lib/desk/time-ago';
import { currentMenuFacts } from '@/lib/menu/server';

export const metadata: Metadata = { title: 'Mi cuenta' };

const shortDate = new Intl.DateTimeFormat('es-CR', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'America/Costa_Rica' });

/** "Mi cuenta", the sidebar's "Cuenta": name, the account's orders, password, devices, and deleting the account. */
export default async function AccountPage() {
  const user = await requireUser();
  const devices = await listDevices(user.id);
  const ringing = user.owner ? await devicesWithPush(user.id) : new Set<string>();
  const orders = (await accountOrders(user.id, MAX_PAST_ORDERS)).map(pastOrderFromRecord);
  const current = await currentDeviceId();
  const now = requestTime();
  return (
    <div className="mx-auto max-w-3xl space-y-8">
      <header>
        <h1 className="font-brand text-5xl font-bold text-ink">Mi cuenta</h1>
        <p className="mt-2 text-lg break-words text-muted">
          {user.correo}
          {user.owner && <span className="ml-2 inline-block rounded-full bg-surface-2 px-3 py-0.5 text-sm font-bold text-ink">Cuenta de dueño</span>}
        </p>
      </header>
      <PanelSection id="datos" title="Tus datos" intro="Así te saludamos en el sitio y así firmas los cambios del panel.">
        <NameForm nombre={user.nombre} apellido={user.apellido} />
      </PanelSection>
      <PanelSection id="pedidos" title="Tus pedidos" intro="Los últimos pedidos que enviaste con tu cuenta abierta, desde cualquier dispositivo.">
        {orders.length === 0 ? (
          <p className="text-muted">Todavía no has enviado pedidos con tu cuenta abierta.</p>
        ) : (
          <AccountOrders orders={orders} facts={await currentMenuFacts()} />
        )}
      </PanelSection>
      <PanelSection id="contrasena" title="Contraseña" intro="Al cambiarla, este dispositivo sigue con la sesión abierta y se cierra en todos los demás.">
        <PasswordForm />
      </PanelSection>
      <PanelSection
        id="dispositivos"
        title="Dispositivos"
        intro="Los celulares y computadoras donde ya entraste a tu cuenta. Desde ellos puedes entrar siempre, aunque alguien esté probando contraseñas con tu correo. Si ves uno que no reconoces, cambia tu contraseña."
      >
        {devices.length === 0 ? (
          <p className="text-muted">Ningún dispositivo guardado.</p>
        ) : (
          <ul className="divide-y divide-line rounded-2xl border border-line">
            {devices.map((device) => (
              <li key={device.id} className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 px-4 py-3">
                <span className="font-bold text-ink">
                  {device.label}
                  {device.id === current && <span className="ml-2 text-sm font-semibold text-ok">(este dispositivo)</span>}
                </span>
                <span className="text-sm text-muted">
                  Último uso {timeAgo(device.lastSeenAt, now)} · desde el {shortDate.format(device.createdAt)}
                </span>
                {ringing.has(device.id) && (
                  <span className="flex w-full flex-wrap items-center justify-between gap-2">
                    <span className="text-sm font-semibold text-ink-2">Suena con cada pedido nuevo</span>
                    <DevicePushButton device={device.id} label={device.label} />
                  </span>
                )}
              </li>
            ))}
          </ul>
        )}
        <div className="mt-4">
          <LogoutEverywhereButton />
        </div>
      </PanelSection>
      <PanelSection id="eliminar" title="Eliminar mi cuenta" intro="Se borran tu cuenta, tu nombre y tu correo de nuestra base de datos. No se puede deshacer.">
        <DeleteAccountForm />
      </PanelSection>
    </div>
  );
}
