// The board's system notifications for new orders: with the tab in the background, the board shows
// them itself; with the board closed or the phone locked, this device's Web Push subscription
// (POST /api/desk/push, docs/push.md) does. Both are shown by the service worker (/sw.js,
// registered here: a desk page may be the first the browser opens) under the same tag, so an order
// rings once, and a tap opens the board. The browser asks for permission once, from the owner's tap.
import type { BoardOrder } from '@/lib/order/record';

export type AlertsState = 'unsupported' | 'default' | 'granted' | 'denied';

export function alertsState(): AlertsState {
  if (typeof Notification === 'undefined' || !('serviceWorker' in navigator)) return 'unsupported';
  return Notification.permission;
}

const worker = () => navigator.serviceWorker.register('/sw.js').catch(() => undefined);

const DESK_PUSH = '/desk/push';

/** Asks the browser (once: a choice made is kept by the browser), readies the worker and subscribes this device to new orders. */
export async function turnAlertsOn(): Promise<AlertsState> {
  if (alertsState() === 'unsupported') return 'unsupported';
  // Asked first, while the tap still counts (Safari allows the question only then).
  const answer = await Notification.requestPermission();
  if (answer !== 'granted') return answer;
  await worker();
  // Push, and the notices' words below, load when needed: the board's first load stays within its
  // script budget (e2e/js-budget.spec.ts).
  const { pushSupport, subscribeThisBrowser } = await import('@/components/order/web-push');
  if (pushSupport() === 'supported') await subscribeThisBrowser(DESK_PUSH);
  return answer;
}

/** With alerts on, the device's subscription is handed over again (the server may have dropped it, or the device signed in anew). */
export async function keepDeviceSubscribed(): Promise<void> {
  const { handOverSubscription } = await import('@/components/order/web-push');
  await handOverSubscription(DESK_PUSH);
}

/** "Pedido nuevo #K7Q2P" for each order, while the board is not in sight. */
export async function alertNewOrders(orders: readonly BoardOrder[]): Promise<void> {
  if (orders.length === 0 || document.visibilityState === 'visible' || alertsState() !== 'granted') return;
  const registration = await worker();
  if (!registration) return;
  const { newOrderNotice } = await import('@/lib/push/notice');
  await Promise.all(
    orders.map((order) => {
      const { title, body, tag, url } = newOrderNotice(order);
      return registration.showNotification(title, { body, tag, icon: '/icons/icon-192.png', data: { url } });
    }),
  );
}
