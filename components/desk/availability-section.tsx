import 'server-only';
import { categories } from '@/data/menu';
import { liveProducts } from '@/lib/menu/server';
import type { SessionUser } from '@/lib/account';
import { changeLine } from '@/lib/desk/changes';
import { AvailabilityDesk } from './availability-desk';
import { PanelSection } from '@/components/panel/panel-section';

/** "Disponibilidad" for the owner: today's switches over the menu. The page checked the owner. */
export async function AvailabilitySection({ owner }: { owner: SessionUser }) {
  const [products, line] = await Promise.all([liveProducts(), changeLine('disponibilidad')]);
  const grouped = categories.map((categoria) => ({
    categoria,
    products: products.filter((product) => product.categoria === categoria).map(({ id, nombre, disponible }) => ({ id, nombre, disponible })),
  }));
  return (
    <PanelSection id="disponibilidad" title="Disponibilidad" intro="Apaga lo que se agotó hoy: el menú lo muestra como «No Disponible» y nadie puede pedirlo.">
      <AvailabilityDesk categories={grouped} changeLine={line} ownerName={owner.nombre} />
    </PanelSection>
  );
}
