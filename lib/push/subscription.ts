// The body of "Avísame" (POST /api/orders/<token>/push, POST /api/desk/push): the browser's
// PushSubscription as its toJSON() gives it. The server will POST to its endpoint, so the endpoint
// must be a browser's push service over https (docs/push.md): no address of the server's own
// network, no plain http, unless PUSH_ALLOW_INSECURE_ENDPOINTS=1 (the tests' local push service).
import type { Env } from '@/lib/data-dir';
import { maxLength, nullable, number, object, optional, refine, regex, string, type Infer } from '@/lib/validation/zod';

export const pushMessages = {
  invalid: 'La suscripción de avisos no es válida.',
  insecure: 'El aviso necesita una dirección segura (https).',
  unknownService: 'Ese servicio de avisos no es el de un navegador conocido.',
  subscribed: 'Listo: te avisaremos aquí.',
  unsubscribed: 'Ya no te avisaremos aquí.',
  ownerSubscribed: 'Este dispositivo sonará con cada pedido nuevo, aunque la pantalla esté apagada.',
  ownerUnsubscribed: 'Este dispositivo ya no recibe avisos de pedidos nuevos.',
  orderClosed: 'Este pedido ya terminó: no hay nada más que avisar.',
  noDevice: 'Vuelve a iniciar sesión en este dispositivo para recibir avisos.',
  deviceNotFound: 'Ese dispositivo no es de tu cuenta.',
} as const;

/** The push services of Chrome and Android (FCM), Firefox, Safari and Edge. */
const PUSH_SERVICE_HOSTS = ['fcm.googleapis.com', 'android.googleapis.com', 'updates.push.services.mozilla.com', '.push.apple.com', '.notify.windows.com'];

const allowsInsecure = (env: Env) => env.PUSH_ALLOW_INSECURE_ENDPOINTS === '1';

/** Why the server will not send to `endpoint`, or null when it may. */
export function endpointRefusal(endpoint: string, env: Env = process.env): string | null {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return pushMessages.invalid;
  }
  if (allowsInsecure(env)) return url.protocol === 'https:' || url.protocol === 'http:' ? null : pushMessages.invalid;
  if (url.protocol !== 'https:') return pushMessages.insecure;
  if (url.username || url.password || url.port) return pushMessages.unknownService;
  const host = url.hostname.toLowerCase();
  return PUSH_SERVICE_HOSTS.some((known) => (known.startsWith('.') ? host.endsWith(known) : host === known)) ? null : pushMessages.unknownService;
}

const base64url = (min: number, max: number) =>
  string({ error: pushMessages.invalid }).check(regex(new RegExp(`^[A-Za-z0-9_-]{${min},${max}}={0,2}$`), { error: pushMessages.invalid }));

/** PushSubscription.toJSON(): the endpoint, and the keys that encrypt what is sent to it (RFC 8291). */
export const pushSubscriptionSchema = object(
  {
    endpoint: string({ error: pushMessages.invalid }).check(
      maxLength(1024, { error: pushMessages.invalid }),
      refine((endpoint: string) => endpointRefusal(endpoint) === null, { error: (issue) => endpointRefusal(String(issue.input)) ?? pushMessages.invalid }),
    ),
    expirationTime: optional(nullable(number({ error: pushMessages.invalid }))),
    // A P-256 public key (65 bytes: 87 characters) and a 16-byte secret (22).
    keys: object({ p256dh: base64url(86, 88), auth: base64url(21, 24) }, { error: pushMessages.invalid }),
  },
  { error: pushMessages.invalid },
);

export type PushSubscriptionBody = Infer<typeof pushSubscriptionSchema>;

/** DELETE: the endpoint to stop sending to. */
export const pushEndpointSchema = object(
  { endpoint: string({ error: pushMessages.invalid }).check(maxLength(1024, { error: pushMessages.invalid })) },
  { error: pushMessages.invalid },
);

/** DELETE /api/desk/push: another device of the account (Mi cuenta), or none for this one. */
export const ownerDeviceSchema = object(
  { dispositivo: optional(string({ error: pushMessages.deviceNotFound }).check(maxLength(64, { error: pushMessages.deviceNotFound }))) },
  { error: pushMessages.invalid },
);
