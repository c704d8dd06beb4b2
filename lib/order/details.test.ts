import { describe, expect, it } from 'vitest';
import {
  cashChange,
  checkDetails,
  DEFAULT_DETAILS,
  detailMessages,
  detailsToRemember,
  ORDER_TYPE_KEPT_MS,
  parseStoredDetails,
  parseStoredOrderType,
  storedOrderType,
  type OrderDetails,
} from './details';
import { parseStoredTable, parseTable, storedTable, TABLE_LINK_MS, tableFromLink } from './table';

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
  it('starts with no order type: sending without one asks for it (an order from home is not "Mesa 0")', () => {
    expect(DEFAULT_DETAILS.tipo).toBe('');
    expect(DEFAULT_DETAILS.mesa).toBe('0');
    expect(checkDetails(DEFAULT_DETAILS, 5000, '')).toEqual({ ok: false, errors: { tipo: 'Elige cómo quieres tu pedido' } });
  });

  it('comer aquí with a table, cash without change by default', () => {
    expect(checkDetails(details({ tipo: 'mesa', mesa: '7' }), 5000, '')).toEqual({
      ok: true,
      fulfilment: { type: 'mesa', table: 7 },
      payment: { method: 'efectivo', cashAmount: null },
    });
  });

  it('refuses a table of -3, 2.5 or 5000 with the rule, and an empty delivery address', () => {
    for (const mesa of ['-3', '2.5', '5000', '']) {
      expect(checkDetails(details({ tipo: 'mesa', mesa }), 0, '')).toEqual({ ok: false, errors: { mesa: 'La mesa es un número entero de 0 a 999' } });
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
      fulfilment: { type: 'domicilio', address: '200 m norte de la iglesia', landmark: 'casa azul', phone: '' },
    });
  });

  it('takes an optional delivery phone as Costa Ricans write it, and refuses anything else with the rule', () => {
    const domicilio = (telefono: string) => checkDetails(details({ tipo: 'domicilio', direccion: 'Barrio X', telefono }), 0, '');
    for (const telefono of ['8888-7777', '88887777', '+506 8888 7777', ' (506) 8888.7777 ']) {
      expect(domicilio(telefono), telefono).toMatchObject({ ok: true, fulfilment: { phone: '88887777' } });
    }
    expect(domicilio('  ')).toMatchObject({ ok: true, fulfilment: { phone: '' } });
    for (const telefono of ['1234-5678', '8888-777', '9888-77771', 'ocho', `8888-7777${' '.repeat(20)}x`]) {
      expect(domicilio(telefono), telefono).toEqual({ ok: false, errors: { telefono: detailMessages.telefono } });
    }
    // Only delivery asks for it.
    expect(checkDetails(details({ tipo: 'llevar', telefono: 'ocho' }), 0, '')).toMatchObject({ ok: true });
  });

  it('checks the cash amount: whole colones that cover the total', () => {
    const llevar = (changes: Partial<OrderDetails>) => details({ tipo: 'llevar', ...changes });
    expect(checkDetails(llevar({ pagaCon: '10000' }), 5900, '')).toMatchObject({ ok: true, payment: { method: 'efectivo', cashAmount: 10000 } });
    expect(checkDetails(llevar({ pagaCon: '5000' }), 5900, '')).toEqual({ ok: false, errors: { pagaCon: 'El monto debe cubrir el total de ₡5\u00a0900.' } });
    for (const typed of ['10.000', '₡10 000', '10000,00']) {
      expect(checkDetails(llevar({ pagaCon: typed }), 5900, ''), typed).toMatchObject({ ok: true, payment: { method: 'efectivo', cashAmount: 10000 } });
    }
    expect(checkDetails(llevar({ pagaCon: '10.50' }), 5900, '')).toMatchObject({
      ok: false,
      errors: { pagaCon: expect.stringMatching(/^Escribe el monto en colones/) },
    });
  });

  it('pays by SINPE only when the shop has a number, and by card', () => {
    expect(checkDetails(details({ tipo: 'llevar', pago: 'sinpe' }), 0, '88888888')).toMatchObject({
      ok: true,
      payment: { method: 'sinpe', phone: '88888888' },
    });
    expect(checkDetails(details({ tipo: 'llevar', pago: 'sinpe' }), 0, '')).toMatchObject({ ok: true, payment: { method: 'efectivo' } });
    expect(checkDetails(details({ tipo: 'llevar', pago: 'tarjeta', pagaCon: 'x' }), 0, '')).toMatchObject({ ok: true, payment: { method: 'tarjeta' } });
  });

  it('reports every blocking field at once, in the form order', () => {
    const result = checkDetails(details({ tipo: 'mesa', mesa: '-1', pagaCon: 'mucho' }), 100, '');
    expect(result.ok ? [] : Object.keys(result.errors)).toEqual(['mesa', 'pagaCon']);
    const none = checkDetails(details({ pagaCon: 'mucho' }), 100, '');
    expect(none.ok ? [] : Object.keys(none.errors)).toEqual(['tipo', 'pagaCon']);
  });
});

describe('cashChange', () => {
  it('is what the cash typed leaves over the total, once it covers it', () => {
    expect(cashChange('5000', 4350)).toBe(650);
    expect(cashChange(' 4350 ', 4350)).toBe(0);
    expect(cashChange('10000', 3450)).toBe(6550);
    expect(cashChange('₡10.000', 3450)).toBe(6550);
  });

  it('is null while nothing valid that covers the total is typed', () => {
    for (const typed of ['', '  ', '4000', '10.50', 'mucho', '-5000', '99999999']) expect(cashChange(typed, 4350), typed).toBeNull();
  });
});

describe('parseStoredDetails', () => {
  it('reads what was remembered; how the order is received is chosen anew each time', () => {
    const stored = { nombre: 'Ana', direccion: 'Barrio X', referencia: 'casa', telefono: '8888-7777', pago: 'tarjeta', pagaCon: '' };
    expect(parseStoredDetails(JSON.stringify(stored))).toEqual({ ...stored, tipo: '', mesa: '0' });
    // Remembered by an older version: "Comer aquí", table 4. A visit from home must not reuse it.
    expect(parseStoredDetails(JSON.stringify({ ...stored, tipo: 'mesa', mesa: '4' }))).toEqual({ ...stored, tipo: '', mesa: '0' });
  });

  it('remembers the name, the address, the phone and the payment, never the order type or the table', () => {
    const typed = details({ nombre: 'Ana', tipo: 'mesa', mesa: '9', direccion: 'Barrio X', telefono: '8888-7777', pago: 'tarjeta' });
    expect(detailsToRemember(typed)).toEqual({ nombre: 'Ana', direccion: 'Barrio X', referencia: '', telefono: '8888-7777', pago: 'tarjeta', pagaCon: '' });
    expect(parseStoredDetails(JSON.stringify(detailsToRemember(typed)))).toEqual({ ...typed, tipo: '', mesa: '0' });
  });

  it('falls back for corrupt, old or tampered values', () => {
    for (const text of [null, '', '{', '[]', '"x"', 'null', 'x'.repeat(20_000)]) expect(parseStoredDetails(text)).toEqual(DEFAULT_DETAILS);
    expect(parseStoredDetails(JSON.stringify({ tipo: 'avion', pago: 'bitcoin', nombre: 7, mesa: '12345', direccion: 'd'.repeat(500) }))).toEqual({
      ...DEFAULT_DETAILS,
      direccion: 'd'.repeat(160),
    });
  });
});

describe('the choice of an order not sent yet, kept over a reload', () => {
  const now = Date.UTC(2026, 11, 9, 21);

  it('is stored with the moment it is forgotten, 3 hours on, and reads back until then', () => {
    expect(ORDER_TYPE_KEPT_MS).toBe(3 * 60 * 60 * 1000);
    for (const chosen of [
      { tipo: 'llevar', mesa: '0' },
      { tipo: 'domicilio', mesa: '0' },
      { tipo: 'mesa', mesa: '12' },
    ] as const) {
      const text = storedOrderType(details({ ...chosen, nombre: 'Ana', direccion: 'Barrio X' }), null, now);
      expect(JSON.parse(text!)).toEqual({ ...chosen, hasta: now + ORDER_TYPE_KEPT_MS });
      expect(parseStoredOrderType(text, now)).toEqual(chosen);
      expect(parseStoredOrderType(text, now + ORDER_TYPE_KEPT_MS - 1)).toEqual(chosen);
      expect(parseStoredOrderType(text, now + ORDER_TYPE_KEPT_MS)).toBeNull();
    }
  });

  it('keeps nothing without a choice, nor the table of a QR link (the link keeps that one)', () => {
    expect(storedOrderType(DEFAULT_DETAILS, null, now)).toBeNull();
    expect(storedOrderType(details({ tipo: 'mesa', mesa: '7' }), 7, now)).toBeNull();
    // Another table typed over the link's, or another way of receiving it, is the customer's own.
    expect(JSON.parse(storedOrderType(details({ tipo: 'mesa', mesa: '8' }), 7, now)!)).toMatchObject({ tipo: 'mesa', mesa: '8' });
    expect(JSON.parse(storedOrderType(details({ tipo: 'llevar', mesa: '7' }), 7, now)!)).toMatchObject({ tipo: 'llevar' });
  });

  it('ignores anything corrupt, tampered or too far ahead, and a table that is not one', () => {
    const later = now + 60_000;
    const values = [
      null,
      '',
      '{',
      'null',
      '[]',
      '"mesa"',
      '7',
      JSON.stringify({ tipo: 'avion', mesa: '0', hasta: later }),
      JSON.stringify({ tipo: '', mesa: '0', hasta: later }),
      JSON.stringify({ tipo: 'llevar', mesa: '0' }),
      JSON.stringify({ tipo: 'llevar', mesa: '0', hasta: 'mañana' }),
      JSON.stringify({ tipo: 'llevar', mesa: '0', hasta: now + ORDER_TYPE_KEPT_MS + 60 * 60_000 }),
      JSON.stringify({ tipo: 'mesa', mesa: '-3', hasta: later }),
      JSON.stringify({ tipo: 'mesa', mesa: 5, hasta: later }),
      JSON.stringify({ tipo: 'mesa', hasta: later }),
      JSON.stringify({ tipo: 'llevar', mesa: '0', hasta: later, relleno: 'x'.repeat(500) }),
    ];
    for (const text of values) expect(parseStoredOrderType(text, now), String(text)).toBeNull();
    // Take-away with a bad table left behind: the choice stands, the table is the default.
    expect(parseStoredOrderType(JSON.stringify({ tipo: 'llevar', mesa: 'x', hasta: later }), now)).toEqual({ tipo: 'llevar', mesa: '0' });
  });
});

describe('tableFromLink', () => {
  it('takes 1-999 from ?mesa= and ignores anything else', () => {
    expect(tableFromLink('7')).toBe(7);
    expect(tableFromLink('999')).toBe(999);
    for (const value of [null, '0', '-1', '1000', '7a', '', '3.5']) expect(tableFromLink(value), String(value)).toBeNull();
  });
});

describe('the table of a QR link, kept for 3 hours', () => {
  const now = Date.UTC(2026, 11, 9, 21);

  it('is stored with the moment it expires, 3 hours on', () => {
    expect(TABLE_LINK_MS).toBe(3 * 60 * 60 * 1000);
    expect(JSON.parse(storedTable(7, now))).toEqual({ mesa: 7, hasta: now + TABLE_LINK_MS });
  });

  it('reads back until it expires, and not after', () => {
    const text = storedTable(7, now);
    expect(parseStoredTable(text, now)).toBe(7);
    expect(parseStoredTable(text, now + TABLE_LINK_MS - 1)).toBe(7);
    expect(parseStoredTable(text, now + TABLE_LINK_MS)).toBeNull();
  });

  it('ignores anything corrupt, tampered or too far ahead', () => {
    const values = [
      null,
      '',
      '7',
      '{',
      'null',
      '[]',
      '{"mesa":"7","hasta":1}',
      JSON.stringify({ mesa: 0, hasta: now + 1000 }),
      JSON.stringify({ mesa: 1000, hasta: now + 1000 }),
      JSON.stringify({ mesa: 2.5, hasta: now + 1000 }),
      JSON.stringify({ mesa: 7, hasta: 'pronto' }),
      JSON.stringify({ mesa: 7, hasta: now + TABLE_LINK_MS + 60_000 }),
    ];
    for (const text of values) expect(parseStoredTable(text, now), String(text)).toBeNull();
  });
});
