import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { KitchenTicketView } from '@/components/desk/kitchen-ticket';
import { PrintButton } from '@/components/desk/print-button';
import { requireOwner } from '@/lib/auth/dal';
import { orderById } from '@/lib/db/orders';
import { parseOrderId } from '@/lib/order/board';
import { kitchenTicket } from '@/lib/order/ticket';

export const metadata: Metadata = { title: 'Ticket de cocina' };

/** One order's kitchen ticket (80 mm), printed from the board's "Imprimir" or opened here. Customers get a 404. */
export default async function KitchenTicketPage({ params }: PageProps<'/home-admin/pedidos/[id]/ticket'>) {
  await requireOwner();
  const id = parseOrderId((await params).id);
  const order = id === null ? null : await orderById(id);
  if (!order) notFound();
  return (
    <div className="flex flex-col items-start gap-4">
      <div className="flex flex-wrap items-center gap-3 print:hidden">
        <PrintButton />
        {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- a full load: the panel checks the session again */}
        <a href="/home-admin/pedidos" className="px-2 py-2.5 font-bold text-ink-2 underline underline-offset-4 hover:text-ink">
          Volver a los pedidos
        </a>
      </div>
      <KitchenTicketView ticket={kitchenTicket(order)} />
    </div>
  );
}
