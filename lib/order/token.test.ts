import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { isOrderKey, isStatusToken, RANDOM_ID_LENGTH } from './order-ids';
import { newOrderKey, sha256Hex, statusTokenFor } from './token';

const secret = new TextEncoder().encode('x'.repeat(48));
const key = 'AbCdEfGhIjKlMnOpQrStUg';

describe('newOrderKey', () => {
  it('is 128 random bits as 22 URL-safe characters', () => {
    const bytes = Uint8Array.from({ length: 16 }, (_, i) => i * 17);
    expect(newOrderKey((array) => (array.set(bytes), array))).toBe(Buffer.from(bytes).toString('base64url'));
    expect(newOrderKey()).toHaveLength(RANDOM_ID_LENGTH);
  });

  it('never repeats and always passes its own check', () => {
    const keys = new Set(Array.from({ length: 2000 }, () => newOrderKey()));
    expect(keys.size).toBe(2000);
    for (const made of keys) expect(isOrderKey(made), made).toBe(true);
  });

  it('reads every bit: all-zero and all-one bytes give different keys', () => {
    const zeros = newOrderKey((array) => array);
    const ones = newOrderKey((array) => array.fill(255));
    expect(zeros).toBe('AAAAAAAAAAAAAAAAAAAAAA');
    expect(ones).toBe('_____________________w');
  });
});

describe('isOrderKey / isStatusToken', () => {
  it('accept exactly the canonical form of 16 bytes in base64url', () => {
    expect(isOrderKey(key)).toBe(true);
    expect(isStatusToken(key)).toBe(true);
  });

  it('refuse anything else: other lengths, padding, base64 +/, a non-canonical last character, non-strings', () => {
    const refused: unknown[] = [
      '',
      key.slice(0, 21),
      `${key}A`,
      'AbCdEfGhIjKlMnOpQrStU=',
      'AbCdEfGhIjKlMnOpQrSt+g',
      'AbCdEfGhIjKlMnOpQrSt/g',
      'AbCdEfGhIjKlMnOpQrStUh', // the last character carries 2 bits: only A, Q, g or w
      'AbCdEfGhIjKlMnOpQrSt g',
      'ÁbCdEfGhIjKlMnOpQrStUg',
      '../../../../etc/passwd',
      null,
      22,
      undefined,
    ];
    for (const value of refused) {
      expect(isOrderKey(value), String(value)).toBe(false);
      expect(isStatusToken(value), String(value)).toBe(false);
    }
  });
});

describe('statusTokenFor', () => {
  it('is HMAC-SHA256 of the order key under the server secret, first 16 bytes, base64url', async () => {
    const expected = createHmac('sha256', secret).update(`crepivara:pedido:${key}`).digest().subarray(0, 16).toString('base64url');
    await expect(statusTokenFor(key, secret)).resolves.toBe(expected);
  });

  it('gives a retry the same token, another key or another secret a different one, never the key itself', async () => {
    const token = await statusTokenFor(key, secret);
    expect(isStatusToken(token)).toBe(true);
    await expect(statusTokenFor(key, secret)).resolves.toBe(token);
    await expect(statusTokenFor('AbCdEfGhIjKlMnOpQrStUA', secret)).resolves.not.toBe(token);
    await expect(statusTokenFor(key, new TextEncoder().encode('y'.repeat(48)))).resolves.not.toBe(token);
    expect(token).not.toBe(key);
  });

  it('refuses a key that is not one', async () => {
    await expect(statusTokenFor('corto', secret)).rejects.toThrow(/order key/);
  });
});

describe('sha256Hex', () => {
  it('is the SHA-256 of the UTF-8 text in lowercase hex (what the store keeps instead of a token)', async () => {
    const expected = createHash('sha256').update('Piña ✓', 'utf8').digest('hex');
    await expect(sha256Hex('Piña ✓')).resolves.toBe(expected);
    expect(await sha256Hex(key)).toMatch(/^[0-9a-f]{64}$/);
  });
});
