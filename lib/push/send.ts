import 'server-only';
import webpush from 'web-push';
import type { Env } from '@/lib/data-dir';
import { forgetSubscription, orderTargets, ownerTargets, vapidKeys, type PushTarget, type VapidKeys } from '@/lib/db/push';
import { orderById } from '@/lib/db/orders';
import { processGlobal } from '@/lib/process-global';
import { shop } from '@/lib/shop';
import { newOrderNotice, orderNotice, type PushNotice } from './notice';

// Sending Web Push (docs/push.md): web-push signs (VAPID) and encrypts (aes128gcm) each message,
// and fetch delivers it, so the tests' local push service over http works as a browser's does. A
// push service that answers 404 or 410 has dropped the subscription: it is forgotten. Nothing here
// ever fails the owner's or the customer's request: it runs after the answer (next/server `after`).

/** A push waits this long at the push service for a phone that is off (an hour: a ready crepe is news for that long). */
const TTL_SECONDS = 60 * 60;
const SEND_TIMEOUT_MS = 10_000;

/** VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY when both are set, else the pair in the store (made once). */
export async function pushKeys(env: Env = process.env): Promise<VapidKeys> {
  const publicKey = env.VAPID_PUBLIC_KEY?.trim();
  const privateKey = env.VAPID_PRIVATE_KEY?.trim();
  if (publicKey && privateKey) return { publicKey, privateKey };
  if (publicKey || privateKey) throw new Error('[push] set both VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY, or neither (the store then keeps a generated pair)');
  const kept = processGlobal('vapid-keys', (): { keys?: Promise<VapidKeys> } => ({}));
  kept.keys ??= vapidKeys(() => webpush.generateVAPIDKeys()).catch((error: unknown) => {
    kept.keys = undefined;
    throw error;
  });
  return kept.keys;
}

/** Who the push services may write to about this site's pushes. */
const subject = (env: Env = process.env) => env.VAPID_SUBJECT?.trim() || `mailto:${shop.email}`;

/** Sends `notice` to each target; the ones the push service says are gone are forgotten. */
async function deliver(targets: readonly PushTarget[], notice: PushNotice): Promise<void> {
  if (targets.length === 0) return;
  const { publicKey, privateKey } = await pushKeys();
  const payload = JSON.stringify(notice);
  await Promise.all(
    targets.map(async (target) => {
      try {
        const request = webpush.generateRequestDetails(target, payload, {
          vapidDetails: { subject: subject(), publicKey, privateKey },
          TTL: TTL_SECONDS,
          urgency: 'high',
          topic: notice.tag.replace(/[^A-Za-z0-9_-]/g, '').slice(0, 32),
          contentEncoding: 'aes128gcm',
        });
        const headers = Object.fromEntries(
          Object.entries(request.headers)
            .filter(([name]) => name.toLowerCase() !== 'content-length')
            .map(([name, value]) => [name, String(value)]),
        );
        const response = await fetch(request.endpoint, {
          method: request.method,
          headers,
          body: new Uint8Array(request.body),
          redirect: 'error',
          signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
        });
        await response.body?.cancel();
        if (response.status === 404 || response.status === 410) await forgetSubscription(target.id);
        else if (!response.ok) console.warn(`[push] the push service answered ${response.status}`);
      } catch (error) {
        console.warn('[push] a push could not be sent:', error instanceof Error ? error.message : error);
      }
    }),
  );
}

/** The order moved: its followers hear "está listo" / "va en camino" / "fue cancelado". */
export async function pushOrderMoved(orderId: number): Promise<void> {
  const order = await orderById(orderId);
  const notice = order && orderNotice(order);
  if (notice) await deliver(await orderTargets(orderId, Date.now()), notice);
}

/** A new order (the site's or the owner's "Nuevo pedido"): every owner device that asked rings. */
export async function pushNewOrder(orderId: number): Promise<void> {
  const order = await orderById(orderId);
  if (order) await deliver(await ownerTargets(), newOrderNotice(order));
}

/** Runs a push after the answer is sent; its failure is logged, never the request's. */
export function inBackground(task: () => Promise<void>): void {
  void task().catch((error: unknown) => console.error('[push] pushes could not be sent:', error instanceof Error ? error.message : error));
}
