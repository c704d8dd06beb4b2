import { describe, expect, it } from 'vitest';
import { decideReport, isSinpeView, lastDigits, referenceDigits, sinpeStateLabel, sinpeView } from './sinpe';

const nbsp = '\u00A0';

describe('SINPE Móvil with proof', () => {
  it('takes a reference of 4 to 25 digits, as a bank writes it (spaces, dashes and dots dropped)', () => {
    expect(referenceDigits('4521')).toBe('4521');
    expect(referenceDigits(' 2026 1205-4521 ')).toBe('202612054521');
    expect(referenceDigits('12.345.678')).toBe('12345678');
    expect(referenceDigits('452')).toBeNull();
    expect(referenceDigits('45a1')).toBeNull();
    expect(referenceDigits('')).toBeNull();
    expect(referenceDigits('1'.repeat(25))).toBe('1'.repeat(25));
    expect(referenceDigits('1'.repeat(26))).toBeNull();
    expect(lastDigits('202612054521')).toBe('…4521');
  });

  it("labels the board's card: to confirm, with the reference the customer sent, paid", () => {
    expect(sinpeStateLabel({})).toBe('SINPE: por confirmar');
    expect(sinpeStateLabel({ reference: '202612054521' })).toBe('SINPE: por confirmar (ref …4521)');
    expect(sinpeStateLabel({ reference: '4521', paidAt: 1 })).toBe('SINPE: pagado (ref …4521)');
    expect(sinpeStateLabel({ paidAt: 1 })).toBe('SINPE: pagado');
  });

  it("gives the customer's pages the number and the exact amount to copy, only for SINPE Móvil", () => {
    expect(sinpeView({ payment: { method: 'sinpe', number: '88887777' }, total: 10300, status: 'nuevo' })).toEqual({
      number: '8888-7777',
      numberDigits: '88887777',
      amount: `₡10${nbsp}300`,
      amountDigits: '10300',
      reported: '',
      paid: false,
    });
    expect(sinpeView({ payment: { method: 'sinpe', reference: '99004521', paidAt: 5 }, total: 900, status: 'listo' })).toEqual({
      number: '',
      numberDigits: '',
      amount: '₡900',
      amountDigits: '900',
      reported: '…4521',
      paid: true,
    });
    expect(sinpeView({ payment: { method: 'tarjeta' }, total: 900, status: 'nuevo' })).toBeNull();
    // A cancelled order has nothing to pay.
    expect(sinpeView({ payment: { method: 'sinpe', number: '88887777' }, total: 900, status: 'cancelado' })).toBeNull();
    expect(sinpeView({ payment: { method: 'efectivo', cashAmount: null }, total: 900, status: 'nuevo' })).toBeNull();
  });

  it('"Ya pagué": stores a first or new reference, keeps the same one and a confirmed one, and paces changes 30 s apart', () => {
    expect(decideReport({}, '4521', 0, 1_000)).toEqual({ store: true });
    expect(decideReport({ reference: '4521' }, '4521', 0, 1_000)).toEqual({ store: false });
    expect(decideReport({ reference: '4521', paidAt: 5 }, '9999', 0, 100_000)).toEqual({ store: false });
    expect(decideReport({ reference: '4521' }, '9999', 10_000, 25_000)).toEqual({ retryAfterMs: 15_000 });
    expect(decideReport({ reference: '4521' }, '9999', 10_000, 40_000)).toEqual({ store: true });
  });

  it('reads a view from the stream only when it is whole', () => {
    expect(isSinpeView(null)).toBe(true);
    expect(isSinpeView(sinpeView({ payment: { method: 'sinpe' }, total: 900, status: 'nuevo' }))).toBe(true);
    expect(isSinpeView({ number: '', numberDigits: '', amount: '₡900', amountDigits: '900', reported: '' })).toBe(false);
    expect(isSinpeView(undefined)).toBe(false);
    expect(isSinpeView('pagado')).toBe(false);
  });
});
