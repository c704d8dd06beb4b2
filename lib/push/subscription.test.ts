import { describe, expect, it } from 'vitest';
import { endpointRefusal, pushMessages, pushSubscriptionSchema } from './subscription';

const keys = { p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM', auth: 'tBHItJI5svbpez7KI4CCXg' };

describe('a push subscription', () => {
  it("takes the browsers' push services over https, and says why not for anything else", () => {
    for (const endpoint of [
      'https://fcm.googleapis.com/fcm/send/abc:def',
      'https://updates.push.services.mozilla.com/wpush/v2/gAAAA',
      'https://web.push.apple.com/QGuQyavXutnMH',
      'https://wns2-par02p.notify.windows.com/w/?token=BQYAAA',
    ])
      expect(endpointRefusal(endpoint, {}), endpoint).toBeNull();
    expect(endpointRefusal('http://fcm.googleapis.com/fcm/send/abc', {})).toBe(pushMessages.insecure);
    expect(endpointRefusal('http://127.0.0.1:9/push', {})).toBe(pushMessages.insecure);
    for (const endpoint of [
      'https://127.0.0.1/push',
      'https://169.254.169.254/latest',
      'https://fcm.googleapis.com.evil.example/x',
      'https://fcm.googleapis.com:8443/x',
      'https://user@fcm.googleapis.com/x',
    ])
      expect(endpointRefusal(endpoint, {}), endpoint).toBe(pushMessages.unknownService);
    expect(endpointRefusal('no es una dirección', {})).toBe(pushMessages.invalid);
  });

  it('with PUSH_ALLOW_INSECURE_ENDPOINTS=1 (the tests) any http or https endpoint, nothing else', () => {
    expect(endpointRefusal('http://127.0.0.1:9/push', { PUSH_ALLOW_INSECURE_ENDPOINTS: '1' })).toBeNull();
    expect(endpointRefusal('ftp://127.0.0.1/push', { PUSH_ALLOW_INSECURE_ENDPOINTS: '1' })).toBe(pushMessages.invalid);
  });

  it('is PushSubscription.toJSON(): the endpoint, a P-256 key and the auth secret; refusals in Spanish by field', () => {
    const subscription = { endpoint: 'https://fcm.googleapis.com/fcm/send/abc', expirationTime: null, keys };
    expect(pushSubscriptionSchema.safeParse(subscription).data).toEqual(subscription);
    const refusal = (body: unknown) => pushSubscriptionSchema.safeParse(body).error?.issues[0]?.message;
    expect(refusal({ ...subscription, endpoint: 'http://fcm.googleapis.com/fcm/send/abc' })).toBe(pushMessages.insecure);
    expect(refusal({ ...subscription, keys: { ...keys, p256dh: 'corto' } })).toBe(pushMessages.invalid);
    expect(refusal({ ...subscription, keys: { ...keys, auth: 'no/es+base64url!!!!!!' } })).toBe(pushMessages.invalid);
    expect(refusal({ endpoint: subscription.endpoint })).toBe(pushMessages.invalid);
    expect(refusal('texto')).toBe(pushMessages.invalid);
    expect(refusal({ ...subscription, endpoint: `https://fcm.googleapis.com/${'x'.repeat(1100)}` })).toBe(pushMessages.invalid);
  });
});
