import type { Metadata } from 'next';
import { SalesSummaryView } from '@/components/desk/sales-summary';
import { requireOwner } from '@/lib/auth/dal';
import { ordersBetween } from '@/lib/db/orders';
import { requestTime } from '@/lib/desk/changes';
import { costaRicaDate } from '@/lib/costa-rica-time';
import { parseDateRange, rangeInstants, salesSummary } from '@/lib/order/summary';

export const metadata: Metadata = { title: 'Resumen de ventas' };

const first = (value: string | string[] | undefined) => (typeof value === 'string' ? value : null);

/** "Resumen": a day or a range of orders in numbers (`?desde=&hasta=`, today by default), and the CSV. Customers get a 404. */
export default async function SalesSummaryPage({ searchParams }: PageProps<'/home-admin/pedidos/resumen'>) {
  await requireOwner();
  const params = await searchParams;
  const now = requestTime();
  const today = costaRicaDate(now);
  const parsed = parseDateRange(first(params.desde), first(params.hasta), now);
  const range = parsed.ok ? parsed.range : { from: today, to: today };
  const { start, end } = rangeInstants(range);
  const summary = salesSummary(await ordersBetween(start, end), range);
  return (
    <SalesSummaryView
      summary={summary}
      today={today}
      error={parsed.ok ? null : parsed.message}
      typed={{ desde: first(params.desde) ?? '', hasta: first(params.hasta) ?? '' }}
    />
  );
}
