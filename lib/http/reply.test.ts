import { describe, expect, it } from 'vitest';
import { failure, success } from './reply';

describe('the JSON replies', () => {
  it('a success is never stored unless the handler names a public lifetime', async () => {
    const created = success({ message: 'Listo.', data: { id: 1 } }, { status: 201 });
    expect(created.status).toBe(201);
    expect(created.headers.get('cache-control')).toBe('no-store');
    expect(await created.json()).toEqual({ success: true, message: 'Listo.', data: { id: 1 } });
    expect(success({ data: [] }, { cache: 'public, max-age=2' }).headers.get('cache-control')).toBe('public, max-age=2');
  });

  it('a failure carries its message, the message per field and extra headers, never stored', async () => {
    const refused = failure(429, 'Demasiados intentos.', { errors: { correo: 'Revisa el correo.' }, headers: { 'Retry-After': '60' } });
    expect(refused.status).toBe(429);
    expect(refused.headers.get('cache-control')).toBe('no-store');
    expect(refused.headers.get('retry-after')).toBe('60');
    expect(await refused.json()).toEqual({ success: false, message: 'Demasiados intentos.', errors: { correo: 'Revisa el correo.' } });
  });
});
