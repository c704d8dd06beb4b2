/// <reference lib="webworker" />
// The service worker's side of Web Push (docs/push.md): a push carries a notice
// (lib/push/notice.ts), shown with the shop's icon; a tap opens the address in its data
// (lib/offline/service-worker.ts's notificationclick): the order's status page or the board.
import { orderLink } from './links';
import { readNotice, type PushNotice } from './notice';

declare const self: ServiceWorkerGlobalScope;

async function show(notice: PushNotice): Promise<void> {
  const url = notice.url || (await orderLink(notice.tag).catch(() => null)) || '/';
  await self.registration.showNotification(notice.title, { body: notice.body, tag: notice.tag, icon: '/icons/icon-192.png', data: { url } });
}

function readPush(event: PushEvent): PushNotice | null {
  try {
    return readNotice(event.data?.json());
  } catch {
    return null;
  }
}

export function listenForPushes(): void {
  self.addEventListener('push', (event) => {
    const notice = readPush(event);
    if (notice) event.waitUntil(show(notice));
  });
}
