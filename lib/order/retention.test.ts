import { describe, expect, it } from 'vitest';
import { DAY_MS } from '@/lib/costa-rica-time';
import { capiberryLine, storedOrder, teLine } from '@/test-fixtures/orders';
import type { StoredOrder } from './record';
import { erasePersonalData, erasureCutoff, ordersDueForErasure, RETENTION_DAYS } from './retention';

const now = Date.UTC(2027, 2, 5, 12);

/** A delivered order of `createdAt`, its note naming the customer. */
const stored = (createdAt: number, changes: Partial<StoredOrder> = {}): StoredOrder =>
  storedOrder({ createdAt, status: 'entregado', lines: [{ ...capiberryLine, note: 'para Ana, sin maní' }, teLine()], ...changes });

describe('which orders are due (the retention job)', () => {
  it('takes orders 90 days old or older that still hold personal data', () => {
    expect(RETENTION_DAYS).toBe(90);
    const exactly = stored(now - 90 * DAY_MS);
    const older = stored(now - 400 * DAY_MS);
    const younger = stored(now - 90 * DAY_MS + 1);
    const recent = stored(now - DAY_MS);
    const alreadyErased = stored(now - 200 * DAY_MS, { erasedAt: now - 100 * DAY_MS });
    expect(ordersDueForErasure([exactly, older, younger, recent, alreadyErased], now)).toEqual([exactly, older]);
  });

  it('gives the store the same line as an instant: created at or before the cutoff', () => {
    expect(erasureCutoff(now)).toBe(now - 90 * DAY_MS);
    expect(ordersDueForErasure([stored(erasureCutoff(now))], now)).toHaveLength(1);
    expect(ordersDueForErasure([stored(erasureCutoff(now) + 1)], now)).toHaveLength(0);
  });

  it('takes cancelled and undelivered orders alike: personal data goes whatever the status', () => {
    const old = now - 120 * DAY_MS;
    const orders = [stored(old, { status: 'cancelado', cancelReason: 'Ana no contestó' }), stored(old, { status: 'nuevo' })];
    expect(ordersDueForErasure(orders, now)).toEqual(orders);
  });
});

describe('what an erased order looks like', () => {
  const order = stored(now - 100 * DAY_MS, { status: 'cancelado', cancelReason: 'Ana no contestó' });
  const erased = erasePersonalData(order, now);

  it('has no name, phone, address, landmark, notes or cancellation reason', () => {
    expect(erased.customer).toBe('');
    expect(erased.fulfilment).toEqual({ type: 'domicilio', address: '', landmark: '', phone: '' });
    expect(erased.lines.map((line) => line.note)).toEqual(['', '']);
    expect(erased.cancelReason).toBe('');
    expect(erased.erasedAt).toBe(now);
    expect(JSON.stringify(erased)).not.toMatch(/Ana|parque|azul|8888|para/);
  });

  it('keeps everything the summary and the CSV count: lines, prices, totals, type, payment, status, times', () => {
    const kept = ['reference', 'createdAt', 'payment', 'subtotal', 'deliveryFee', 'total', 'change', 'outOfHours', 'status'] as const;
    for (const field of kept) expect(erased[field], field).toEqual(order[field]);
    expect(Object.keys(erased).sort()).toEqual(Object.keys(order).sort());
    expect(erased.fulfilment.type).toBe('domicilio');
    expect(erased.lines).toEqual(order.lines.map((line) => ({ ...line, note: '' })));
  });

  it('keeps the table of a table order (it says nothing about a person)', () => {
    expect(erasePersonalData(stored(0, { fulfilment: { type: 'mesa', table: 7 } }), now).fulfilment).toEqual({ type: 'mesa', table: 7 });
    expect(erasePersonalData(stored(0, { fulfilment: { type: 'llevar' } }), now).fulfilment).toEqual({ type: 'llevar' });
  });

  it('does not change the order passed in, and erasing twice keeps the first date', () => {
    expect(order.customer).toBe('Ana Pérez');
    expect(order.lines[0]!.note).toBe('para Ana, sin maní');
    expect(erasePersonalData(erased, now + DAY_MS)).toEqual(erased);
  });
});
