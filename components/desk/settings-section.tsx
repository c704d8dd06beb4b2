import 'server-only';
import type { SessionUser } from '@/lib/account';
import { changeLine } from '@/lib/desk/changes';
import { currentSettings } from '@/lib/menu/server';
import { PanelSection } from '@/components/panel/panel-section';
import { SettingsForm } from './settings-form';

/** "Ajustes" for the owner: how orders are taken. The page checked the owner. */
export async function SettingsSection({ now }: { owner: SessionUser; now: number }) {
  const [settings, line] = await Promise.all([currentSettings(now), changeLine(['ajustes'], now)]);
  return (
    <PanelSection
      id="ajustes"
      title="Ajustes"
      intro="El costo del envío a domicilio, el pedido mínimo para envío, tu número de SINPE Móvil y las formas de pago que aceptas."
    >
      <p className="text-sm text-muted">{line}</p>
      <SettingsForm settings={settings} />
    </PanelSection>
  );
}
