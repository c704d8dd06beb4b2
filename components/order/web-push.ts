// The browser's side of Web Push (docs/push.md), for the customer's "Avísame" and the owner's board:
// whether this browser can be told, and its subscription made with the site's key and handed to `path`.
import { apiClient } from '@/lib/api-client';
import { answerMessage } from '@/lib/validation/answer';

export type PushSupport = 'supported' | 'home-screen' | 'unsupported';

/**
 * 'home-screen': an iPhone or iPad where Safari gives Web Push only to the site added to the home
 * screen (iOS 16.4+), opened from there; 'unsupported': no push in this browser.
 */
export function pushSupport(): PushSupport {
  const ios = /iPhone|iPad|iPod/.test(navigator.userAgent) || (navigator.platform === 'MacIntel' && navigator.maxTouchPoints > 1);
  const capable = 'serviceWorker' in navigator && typeof window.PushManager !== 'undefined' && typeof Notification !== 'undefined';
  if (ios && !window.matchMedia('(display-mode: standalone)').matches) return 'home-screen';
  return capable ? 'supported' : 'unsupported';
}

/** The service worker's registration (registered here: the page may be the first the browser opened). */
async function registration(): Promise<ServiceWorkerRegistration> {
  await navigator.serviceWorker.register('/sw.js');
  return navigator.serviceWorker.ready;
}

/** This browser's live subscription, if it has one. */
export async function currentSubscription(): Promise<PushSubscription | null> {
  if (pushSupport() !== 'supported' || Notification.permission !== 'granted') return null;
  const existing = await navigator.serviceWorker.getRegistration();
  return (await existing?.pushManager.getSubscription()) ?? null;
}

const urlBase64ToBytes = (base64url: string) => Uint8Array.from(atob(base64url.replace(/-/g, '+').replace(/_/g, '/')), (char) => char.charCodeAt(0));

export type PushOutcome = { ok: true } | { ok: false; message: string };

const pushFailures = {
  denied: 'Los avisos están bloqueados en este navegador: permítelos en la configuración del sitio.',
  failed: 'No se pudieron activar los avisos. Revisa tu conexión e inténtalo de nuevo.',
} as const;

/** Asks for permission (from a tap), subscribes this browser with the site's key and POSTs it to `path`. */
export async function subscribeThisBrowser(path: string): Promise<PushOutcome> {
  if ((await Notification.requestPermission()) !== 'granted') return { ok: false, message: pushFailures.denied };
  try {
    const key = await apiClient.get('/push');
    const clave = (key.body as { data?: { clave?: unknown } } | null)?.data?.clave;
    if (key.status !== 200 || typeof clave !== 'string') return { ok: false, message: answerMessage(key.body, pushFailures.failed) };
    const { pushManager } = await registration();
    const subscription =
      (await pushManager.getSubscription()) ?? (await pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: urlBase64ToBytes(clave) }));
    const sent = await apiClient.post(path, subscription.toJSON());
    if (sent.status !== 201) return { ok: false, message: answerMessage(sent.body, pushFailures.failed) };
    return { ok: true };
  } catch {
    return { ok: false, message: pushFailures.failed };
  }
}

/** The subscription this browser already has, handed to `path` again (the server may have dropped it); nothing without one. */
export async function handOverSubscription(path: string): Promise<void> {
  const subscription = await currentSubscription().catch(() => null);
  if (subscription) await apiClient.post(path, subscription.toJSON());
}
