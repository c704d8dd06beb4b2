import { describe, expect, it } from 'vitest';
import { checkDetails, DEFAULT_DETAILS, parseStoredDetails, type OrderDetails } from './details';
import { parseTable, tableFromLink } from './table';

const details = (changes: Partial<OrderDetails>): OrderDetails => ({ ...DEFAULT_DETAILS, ...changes });

describe('parseTable', () => {
  it('accepts whole numbers 0-999 and refuses everything else (never changed silently)', () => {
    expect(parseTable('0')).toBe(0);
    expect(parseTable(' 12 ')).toBe(12);
    expect(parseTable('999')).toBe(999);
    for (const raw of ['-3', '2.5', '5000', '', 'abc', '1e3', '0x10', '١٢', '+4']) expect(parseTable(raw), raw).toBeNull();
  });
});

describe('checkDetails', () => {
  it('comer aquí with a table, cash without change by default', () => {
    expect(checkDetails(details({ mesa: '7' }), 5000, '')).toEqual({
      ok: true,
      fulfilment: { type: 'mesa', table: 7 },
      payment: { method: 'efectivo', cashAmount: null },
    });
  });

  it('refuses a table of -3, 2.5 or 5000 with the rule, and an empty delivery address', () => {
    for (const mesa of ['-3', '2.5', '5000', '']) {
      expect(checkDetails(details({ mesa }), 0, '')).toEqual({ ok: false, errors: { mesa: 'La mesa es un número entero de 0 a 999' } });
    }
    expect(checkDetails(details({ tipo: 'domicilio', direccion: '   ' }), 0, '')).toEqual({
      ok: false,
      errors: { direccion: 'Escribe la dirección de entrega.' },
    });
  });

  it('ignores the table for take-away and delivery', () => {
    expect(checkDetails(details({ tipo: 'llevar', mesa: 'x' }), 0, '')).toMatchObject({ ok: true, fulfilment: { type: 'llevar' } });
    expect(checkDetails(details({ tipo: 'domicilio', mesa: 'x', direccion: ' 200 m norte\nde la iglesia ', referencia: 'casa azul' }), 0, '')).toMatchObject({
      ok: true,
      fulfilment: { type: 'domicilio', address: '200 m norte de la iglesia', landmark: 'casa azul' },
    });
  });

  it('checks the cash amount: whole colones that cover the total', () => {
    expect(checkDetails(details({ pagaCon: '10000' }), 5900, '')).toMatchObject({ ok: true, payment: { method: 'efectivo', cashAmount: 10000 } });
    expect(checkDetails(details({ pagaCon: '5000' }), 5900, '')).toEqual({ ok: false, errors: { pagaCon: 'El monto debe cubrir el total de ₡5\u00a0900.' } });
    expect(checkDetails(details({ pagaCon: '10.000' }), 5900, '')).toMatchObject({ ok: false, errors: { pagaCon: expect.stringMatching(/^Escribe el monto en colones/) } });
  });

  it('pays by SINPE only when the shop has a number, and by card', () => {
    expect(checkDetails(details({ pago: 'sinpe' }), 0, '88888888')).toMatchObject({ ok: true, payment: { method: 'sinpe', phone: '88888888' } });
    expect(checkDetails(details({ pago: 'sinpe' }), 0, '')).toMatchObject({ ok: true, payment: { method: 'efectivo' } });
    expect(checkDetails(details({ pago: 'tarjeta', pagaCon: 'x' }), 0, '')).toMatchObject({ ok: true, payment: { method: 'tarjeta' } });
  });

  it('reports every blocking field at once, in the form order', () => {
    const result = checkDetails(details({ mesa: '-1', pagaCon: 'mucho' }), 100, '');
    expect(result.ok ? [] : Object.keys(result.errors)).toEqual(['mesa', 'pagaCon']);
  });
});

describe('parseStoredDetails', () => {
  it('reads what was remembered', () => {
    const stored = { nombre: 'Ana', tipo: 'domicilio', mesa: '4', direccion: 'Barrio X', referencia: 'casa', pago: 'tarjeta', pagaCon: '' };
    expect(parseStoredDetails(JSON.stringify(stored))).toEqual(stored);
  });

  it('falls back for corrupt, old or tampered values', () => {
    for (const text of [null, '', '{', '[]', '"x"', 'null', 'x'.repeat(20_000)]) expect(parseStoredDetails(text)).toEqual(DEFAULT_DETAILS);
    expect(parseStoredDetails(JSON.stringify({ tipo: 'avion', pago: 'bitcoin', nombre: 7, mesa: '12345', direccion: 'd'.repeat(500) }))).toEqual({
      ...DEFAULT_DETAILS,
      mesa: '123',
      direccion: 'd'.repeat(160),
    });
  });
});

describe('tableFromLink', () => {
  it('takes 1-999 from ?mesa= and ignores anything else', () => {
    expect(tableFromLink('7')).toBe(7);
    expect(tableFromLink('999')).toBe(999);
    for (const value of [null, '0', '-1', '1000', '7a', '', '3.5']) expect(tableFromLink(value), String(value)).toBeNull();
  });
});
