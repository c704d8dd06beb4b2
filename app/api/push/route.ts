import { success } from '@/lib/http/reply';
import { pushKeys } from '@/lib/push/send';
import { storeGuarded } from '@/lib/store-guarded';

/** The site's VAPID public key, which a browser's PushManager.subscribe needs (docs/push.md): `{ data: { clave } }`. */
async function publicKey(): Promise<Response> {
  return success({ data: { clave: (await pushKeys()).publicKey } });
}

export const GET = storeGuarded(publicKey);
