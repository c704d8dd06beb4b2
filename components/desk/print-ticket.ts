import type { BoardOrder } from '@/lib/order/record';

/** The last ticket's frame: a new print replaces it. */
let printer: HTMLIFrameElement | null = null;

/** The 80 mm kitchen ticket, printed from a hidden frame: the board stays as it is. */
export function printTicket(order: Pick<BoardOrder, 'id' | 'reference'>): void {
  printer?.remove();
  const frame = document.createElement('iframe');
  frame.title = `Ticket del pedido #${order.reference}`;
  frame.className = 'fixed size-0 border-0 opacity-0';
  frame.src = `/home-admin/pedidos/${order.id}/ticket`;
  frame.addEventListener('load', () => frame.contentWindow?.print());
  document.body.append(frame);
  printer = frame;
}
