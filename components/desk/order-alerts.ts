// The board's system notifications for new orders: with the tab in the background, the board shows
// them itself; with the board closed or the phone locked, this device's Web Push subscription
// (POST /api/desk/push, docs/push.md) does. Both are shown by the service worker (/sw.js,
// registered here: a desk page may be the first the browser opens) under the same tag, so an order
// rings once, and a tap opens the board. The browser asks for permission once, from the owner's tap.
import { currentSubscription, pushSupport, subscribeThisBrowser } from '@/components/order/web-push';
import { apiClient } from '@/lib/api-client';
import type { BoardOrder } from '@/lib/order/record';
import { newOrderNotice } from '@/lib/push/notice';

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
  if (pushSupport() === 'supported') await subscribeThisBrowser(DESK_PUSH);
  const answer = await Notification.requestPermission();
  if (answer === 'granted') await worker();
  return answer;
}

/** With alerts on, the device's subscription is handed over again (the server may have dropped it, or the device signed in anew). */
export async function keepDeviceSubscribed(): Promise<void> {
  const subscription = await currentSubscription().catch(() => null);
  if (subscription) await apiClient.post(DESK_PUSH, subscription.toJSON());
}

/** "Pedido nuevo #K7Q2P" for each order, while the board is not in sight. */
export async function alertNewOrders(orders: readonly BoardOrder[]): Promise<void> {
  if (orders.length === 0 || document.visibilityState === 'visible' || alertsState() !== 'granted') return;
  const registration = await worker();
  if (!registration) return;
  await Promise.all(
    orders.map((order) => {
      const { title, body, tag, url } = newOrderNotice(order);
      return registration.showNotification(title, { body, tag, icon: '/icons/icon-192.png', data: { url } });
    }),
  );
}
