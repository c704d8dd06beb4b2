import 'server-only';
import { currentMenu } from '@/lib/menu/server';
import { visibleProducts } from '@/lib/menu/live';
import type { SessionUser } from '@/lib/account';
import { changeLine } from '@/lib/desk/changes';
import { AvailabilityDesk } from './availability-desk';
import { PanelSection } from '@/components/panel/panel-section';

/** "Disponibilidad" for the owner: today's switches over the menu. The page checked the owner. */
export async function AvailabilitySection({ owner }: { owner: SessionUser }) {
  const [menu, line] = await Promise.all([currentMenu(), changeLine(['disponibilidad'])]);
  const products = visibleProducts(menu);
  // The owner's categories as they are now (added and renamed ones too), in the menu's order.
  const grouped = menu.categorias
    .map(({ nombre: categoria }) => ({
      categoria,
      products: products.filter((product) => product.categoria === categoria).map(({ id, nombre, disponible }) => ({ id, nombre, disponible })),
    }))
    .filter((group) => group.products.length > 0);
  return (
    <PanelSection id="disponibilidad" title="Disponibilidad" intro="Apaga lo que se agotó hoy: el menú lo muestra como «No Disponible» y nadie puede pedirlo.">
      <AvailabilityDesk categories={grouped} changeLine={line} ownerName={owner.nombre} />
    </PanelSection>
  );
}
