import { describe, expect, it } from 'vitest';
import { followUrl, OUTBOX_KEEP_MS, parseOutbox, postVerdict, retryDelay, withEntry, type OutboxEntry } from './outbox';

const now = Date.UTC(2026, 11, 9, 21);
const entry = (changes: Partial<OutboxEntry> = {}): OutboxEntry => ({
  clave: 'AbCdEfGhIjKlMnOpQrStUg',
  pedido: 'K7Q2P',
  cuerpo: '{"a":1}',
  token: null,
  hasta: now + 1000,
  retirar: false,
  enviado: false,
  ...changes,
});

describe('postVerdict', () => {
  it('reads 201 and 200 as recorded, with the token when it is one', () => {
    expect(postVerdict(201, { success: true, data: { pedido: 'K7Q2P', token: 'AbCdEfGhIjKlMnOpQrStUg' } })).toEqual({
      kind: 'recorded',
      token: 'AbCdEfGhIjKlMnOpQrStUg',
    });
    expect(postVerdict(200, { success: true, data: { pedido: 'K7Q2P' } })).toEqual({ kind: 'recorded', token: null });
    expect(postVerdict(200, { data: { token: '<script>' } })).toEqual({ kind: 'recorded', token: null });
  });

  it('tries again when nothing arrived, the server was busy or asked to wait, as long as it asked', () => {
    expect(postVerdict(0, null)).toEqual({ kind: 'retry', afterMs: null });
    expect(postVerdict(503, { message: 'x' }, '5')).toEqual({ kind: 'retry', afterMs: 5000 });
    expect(postVerdict(429, {}, '900')).toEqual({ kind: 'retry', afterMs: 900_000 });
    expect(postVerdict(502, '<html>', 'mañana')).toEqual({ kind: 'retry', afterMs: null });
  });

  it("gives up on a body the server can never take, and reports the server's reason for a refusal", () => {
    expect(postVerdict(413, {})).toEqual({ kind: 'abandon' });
    expect(postVerdict(409, { success: false, message: 'Agotado hoy: Churchill.' })).toEqual({
      kind: 'refused',
      status: 409,
      message: 'Agotado hoy: Churchill.',
      totalChanged: false,
    });
    expect(postVerdict(422, null)).toEqual({
      kind: 'refused',
      status: 422,
      message: 'No pudimos registrar tu pedido. Revísalo e inténtalo de nuevo.',
      totalChanged: false,
    });
    // Only its prices are not the menu's of now: the route's 409 names the total.
    const changed = 'Los precios cambiaron hace un momento: tu pedido ahora suma ₡6 600. Revísalo y vuelve a enviarlo.';
    expect(postVerdict(409, { success: false, message: changed, errors: { total: changed } })).toEqual({
      kind: 'refused',
      status: 409,
      message: changed,
      totalChanged: true,
    });
    expect(postVerdict(422, { success: false, message: 'x', errors: { total: 'x' } })).toMatchObject({ totalChanged: false });
  });

  it('names the next free time when the one chosen in "¿Para cuándo?" is taken', () => {
    const full = 'Ya no quedan lugares para las 4:30 p. m. La siguiente hora libre es a las 4:45 p. m.';
    expect(postVerdict(409, { success: false, message: full, errors: { para: full }, data: { siguiente: 1_765_000_000_000 } })).toEqual({
      kind: 'refused',
      status: 409,
      message: full,
      totalChanged: false,
      slot: { next: 1_765_000_000_000 },
    });
    expect(postVerdict(422, { success: false, message: 'x', errors: { para: 'x' } })).toMatchObject({ slot: { next: null } });
    expect(postVerdict(409, { success: false, message: 'x', errors: { para: 'x' }, data: { siguiente: '4:45' } })).toMatchObject({ slot: { next: null } });
    expect(postVerdict(409, { success: false, message: 'x' })).not.toHaveProperty('slot');
  });
});

describe('retryDelay', () => {
  it('waits a little at first, then up to two minutes, and at least what the server asked (at most an hour)', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 50].map((attempt) => retryDelay(attempt))).toEqual([2000, 5000, 15_000, 30_000, 60_000, 120_000, 120_000, 120_000]);
    expect(retryDelay(1, 900_000)).toBe(900_000);
    expect(retryDelay(1, 10 * 60 * 60_000)).toBe(60 * 60_000);
  });
});

describe('parseOutbox', () => {
  it('reads back what was stored, until it expires', () => {
    const stored = [entry(), entry({ clave: 'ZZCdEfGhIjKlMnOpQrStUg', cuerpo: null, token: 'TokEfGhIjKlMnOpQrStUvQ' })];
    expect(parseOutbox(JSON.stringify(stored), now)).toEqual(stored);
    expect(parseOutbox(JSON.stringify(stored), now + 1000)).toEqual([]);
  });

  it('drops anything corrupt, tampered or too far ahead, and keeps the rest', () => {
    for (const text of [null, '', '{', 'null', '{"a":1}', 'x'.repeat(500_000)]) expect(parseOutbox(text, now), String(text).slice(0, 20)).toEqual([]);
    const bad = [
      entry({ clave: 'corta' }),
      entry({ pedido: 'k7q2p' }),
      entry({ cuerpo: 'x'.repeat(17_000) }),
      entry({ token: 'no' }),
      entry({ hasta: now + OUTBOX_KEEP_MS + 1 }),
      { ...entry(), hasta: 'pronto' },
      { ...entry(), retirar: 'sí' },
      { ...entry(), enviado: 1 },
      'texto',
    ];
    expect(parseOutbox(JSON.stringify([...bad, entry()]), now)).toEqual([entry()]);
  });

  it('reads an entry kept before withdrawals existed as not withdrawn, and a withdrawal as one', () => {
    const { retirar, enviado, ...older } = entry();
    expect(retirar).toBe(false);
    expect(enviado).toBe(false);
    expect(parseOutbox(JSON.stringify([entry({ enviado: true })]), now)).toEqual([entry({ enviado: true })]);
    expect(parseOutbox(JSON.stringify([older, entry({ clave: 'ZZCdEfGhIjKlMnOpQrStUg', cuerpo: null, retirar: true })]), now)).toEqual([
      entry(),
      entry({ clave: 'ZZCdEfGhIjKlMnOpQrStUg', cuerpo: null, retirar: true }),
    ]);
  });

  it('keeps one entry per key', () => {
    expect(withEntry([entry(), entry({ clave: 'ZZCdEfGhIjKlMnOpQrStUg' })], entry({ token: 'TokEfGhIjKlMnOpQrStUvQ', cuerpo: null }))).toEqual([
      entry({ clave: 'ZZCdEfGhIjKlMnOpQrStUg' }),
      entry({ token: 'TokEfGhIjKlMnOpQrStUvQ', cuerpo: null }),
    ]);
  });
});

describe('followUrl', () => {
  it("is the site's status page for the token", () => {
    expect(followUrl('https://crepivara.com', 'AbCdEfGhIjKlMnOpQrStUg')).toBe('https://crepivara.com/pedido/AbCdEfGhIjKlMnOpQrStUg');
  });
});
