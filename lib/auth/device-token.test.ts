import { describe, expect, it } from 'vitest';
import { signDeviceToken, verifyDeviceToken } from './device-token';
import { signSessionToken, verifySessionToken } from './session-token';

const secret = new TextEncoder().encode('d'.repeat(40));
const now = new Date('2026-11-24T12:00:00Z');

describe('device token', () => {
  it('is accepted for the account it was issued to, and keeps its device id', async () => {
    const token = await signDeviceToken('ana@example.com', secret, 'dev-1', now);
    expect(await verifyDeviceToken(token, 'ana@example.com', secret, now)).toMatchObject({ deviceId: 'dev-1' });
    expect(await verifyDeviceToken(token, ' ANA@example.com', secret, now)).not.toBeNull();
  });

  it('is refused for another account, another key, after a year, or when tampered', async () => {
    const token = await signDeviceToken('ana@example.com', secret, undefined, now);
    expect(await verifyDeviceToken(token, 'luis@example.com', secret, now)).toBeNull();
    expect(await verifyDeviceToken(token, 'ana@example.com', new TextEncoder().encode('e'.repeat(40)), now)).toBeNull();
    expect(await verifyDeviceToken(token, 'ana@example.com', secret, new Date('2027-11-25T12:00:00Z'))).toBeNull();
    expect(await verifyDeviceToken(`${token}x`, 'ana@example.com', secret, now)).toBeNull();
    expect(await verifyDeviceToken(undefined, 'ana@example.com', secret, now)).toBeNull();
  });

  it('never passes for a session token, nor a session token for it', async () => {
    const device = await signDeviceToken('ana@example.com', secret, 'dev-1', now);
    expect(await verifySessionToken(device, secret, now)).toBeNull();
    const session = await signSessionToken({ userId: 1, sessionVersion: 0 }, secret, now);
    expect(await verifyDeviceToken(session, 'ana@example.com', secret, now)).toBeNull();
  });
});
