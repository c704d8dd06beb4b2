import { DeskSection } from './desk-section';
import { TablesForm } from './tables-form';

/** "Mesas" on /home-admin: the QR sheet's range. The page checked the owner. */
export function TablesSection() {
  return (
    <DeskSection id="mesas" title="Mesas" intro="Imprime un código QR por mesa: al escanearlo, el cliente ve el menú y su pedido ya lleva el número de mesa.">
      <TablesForm />
    </DeskSection>
  );
}
