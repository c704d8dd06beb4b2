import { ownerRoute, type OwnerRequest } from '@/lib/auth/owner-route';
import { requestDevice } from '@/lib/auth/session';
import { listDevices } from '@/lib/db/devices';
import { subscribeDevice, unsubscribeDevice } from '@/lib/db/push';
import { failure, success } from '@/lib/http/reply';
import { ownerDeviceSchema, pushMessages, pushSubscriptionSchema } from '@/lib/push/subscription';

/**
 * The board's "Activar avisos" on this device: `POST` the browser's PushSubscription JSON -> 201;
 * the device then rings for every new order, the site's and "Nuevo pedido" (lib/push/send.ts),
 * until it is revoked here or in Mi cuenta > Dispositivos, or the device goes. 409 without a
 * device cookie of this account (sign in again); 400 as the customer's subscription; 401/403.
 */
async function subscribe({ request, owner, body }: OwnerRequest<typeof pushSubscriptionSchema>): Promise<Response> {
  const device = await requestDevice(request, owner.id);
  if (!device) return failure(409, pushMessages.noDevice);
  await subscribeDevice(device, body, Date.now());
  return success({ message: pushMessages.ownerSubscribed }, { status: 201 });
}

/** Stops a device's pushes: `DELETE {}` this device, `{ dispositivo }` another of the account (Mi cuenta) -> 200; 404 not the account's. */
async function unsubscribe({ request, owner, body }: OwnerRequest<typeof ownerDeviceSchema>): Promise<Response> {
  const device = body.dispositivo ?? (await requestDevice(request, owner.id));
  if (!device || !(await listDevices(owner.id)).some((known) => known.id === device)) return failure(404, pushMessages.deviceNotFound);
  await unsubscribeDevice(device);
  return success({ message: pushMessages.ownerUnsubscribed });
}

export const POST = ownerRoute(pushSubscriptionSchema, subscribe, { nested: true });
export const DELETE = ownerRoute(ownerDeviceSchema, unsubscribe);
