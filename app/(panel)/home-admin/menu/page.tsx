import type { Metadata } from 'next';
import { HistorySection } from '@/components/desk/history-section';
import { MenuSection } from '@/components/desk/menu-section';
import { OptionsSection } from '@/components/desk/options-section';
import { requireOwner } from '@/lib/auth/dal';
import { requestTime } from '@/lib/desk/changes';

export const metadata: Metadata = { title: 'Menú' };

// The owner's menu: products (prices, descriptions, choices, photos, order, hidden or shown), the
// option lists and categories, and the history with "Deshacer". A customer gets a 404.
export default async function DeskMenuPage() {
  const owner = await requireOwner();
  const now = requestTime();
  return (
    <div className="mx-auto max-w-3xl space-y-8">
      <div>
        <h1 className="font-brand text-5xl font-bold text-ink">Menú</h1>
        <p className="mt-2 text-lg text-muted">Lo que guardes aquí se ve en la tienda y en los carritos en unos segundos.</p>
      </div>
      <MenuSection now={now} />
      <OptionsSection now={now} />
      <HistorySection owner={owner} now={now} />
    </div>
  );
}
