// The board's system notifications for new orders: with the tab in the background or the phone
// locked, a new order still rings. Shown by the service worker (/sw.js, registered here when the
// owner turns the alerts on: a desk page may be the first the browser opens), which opens the board
// when tapped. The browser asks for permission once, from the owner's tap.
import { ORDER_TYPE_LABELS, type BoardOrder } from '@/lib/order/record';
import { formatColones } from '@/lib/money';

export type AlertsState = 'unsupported' | 'default' | 'granted' | 'denied';

export function alertsState(): AlertsState {
  if (typeof Notification === 'undefined' || !('serviceWorker' in navigator)) return 'unsupported';
  return Notification.permission;
}

const worker = () => navigator.serviceWorker.register('/sw.js').catch(() => undefined);

/** Asks the browser (once: a choice made is kept by the browser) and readies the worker. */
export async function turnAlertsOn(): Promise<AlertsState> {
  if (alertsState() === 'unsupported') return 'unsupported';
  const answer = await Notification.requestPermission();
  if (answer === 'granted') await worker();
  return answer;
}

/** "Pedido nuevo #K7Q2P" for each order, while the board is not in sight. */
export async function alertNewOrders(orders: readonly BoardOrder[]): Promise<void> {
  if (orders.length === 0 || document.visibilityState === 'visible' || alertsState() !== 'granted') return;
  const registration = await worker();
  if (!registration) return;
  await Promise.all(
    orders.map((order) =>
      registration.showNotification(`Pedido nuevo #${order.reference}`, {
        // What and how much, never who or where: a locked phone shows it to anyone near.
        body: `${order.fulfilment.type === 'mesa' ? `Mesa ${order.fulfilment.table}` : ORDER_TYPE_LABELS[order.fulfilment.type]} · ${formatColones(order.total)}`,
        tag: `pedido-${order.id}`,
        icon: '/icons/icon-192.png',
        data: { url: '/home-admin/pedidos' },
      }),
    ),
  );
}
