import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

// A push service of the tests' own (the site runs with PUSH_ALLOW_INSECURE_ENDPOINTS=1): it keeps
// every POST, answers 201, or 410 under /gone/ as a service does for a subscription it dropped. And
// a browser's side: its P-256 key and auth secret, with which a message is decrypted as RFC 8291
// says (aes128gcm, written here from the RFC, not with the library the site sends with).

type ReceivedPush = { path: string; headers: http.IncomingHttpHeaders; body: Buffer; at: number };
export type PushService = { url: string; received: ReceivedPush[]; close: () => Promise<void> };

export async function startPushService(): Promise<PushService> {
  const received: ReceivedPush[] = [];
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ path: request.url ?? '', headers: request.headers, body: Buffer.concat(chunks), at: Date.now() });
      response.writeHead(request.url?.startsWith('/gone/') ? 410 : 201).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, received, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

export type BrowserKeys = { ecdh: crypto.ECDH; auth: Buffer; json: { p256dh: string; auth: string } };

export function browserKeys(): BrowserKeys {
  const ecdh = crypto.createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = crypto.randomBytes(16);
  return { ecdh, auth, json: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') } };
}

/** The message's JSON, decrypted with the browser's keys (RFC 8291 over RFC 8188's aes128gcm). */
export function decryptPush(body: Buffer, keys: BrowserKeys): unknown {
  const salt = body.subarray(0, 16);
  const idLength = body.readUInt8(20);
  const senderKey = body.subarray(21, 21 + idLength);
  const ciphertext = body.subarray(21 + idLength);
  const shared = keys.ecdh.computeSecret(senderKey);
  const info = Buffer.concat([Buffer.from('WebPush: info\0'), keys.ecdh.getPublicKey(), senderKey]);
  const ikm = Buffer.from(crypto.hkdfSync('sha256', shared, keys.auth, info, 32));
  const key = Buffer.from(crypto.hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(crypto.hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const decipher = crypto.createDecipheriv('aes-128-gcm', key, nonce);
  decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
  const padded = Buffer.concat([decipher.update(ciphertext.subarray(0, ciphertext.length - 16)), decipher.final()]);
  // The last record ends with the delimiter 2, then zero padding.
  return JSON.parse(padded.subarray(0, padded.lastIndexOf(2)).toString('utf8'));
}
