import { describe, expect, it } from 'vitest';
import { storedOrder } from '@/test-fixtures/orders';
import type { StoredOrder } from './record';
import { kitchenTicket } from './ticket';

const nbsp = '\u00a0';

/** A table order: no delivery fee. */
const order = (changes: Partial<StoredOrder> = {}): StoredOrder =>
  storedOrder({ fulfilment: { type: 'mesa', table: 7 }, deliveryFee: 0, total: 7300, change: 2700, ...changes });

describe('kitchenTicket', () => {
  it('holds what an 80 mm ticket prints, in print order, ready to show', () => {
    expect(kitchenTicket(order())).toEqual({
      reference: 'Pedido #K7Q2P',
      time: `5 de diciembre · 2:05${nbsp}p.${nbsp}m.`,
      type: 'Mesa 7',
      channel: '',
      notices: [],
      customer: 'Ana Pérez',
      delivery: [],
      lines: [
        {
          quantity: 2,
          name: 'Capiberry',
          amount: `₡6${nbsp}500`,
          details: ['Frutas: Fresa, Kiwi', 'Topping: Maní', 'Jarabe: Chocolate', 'Extras: Topping, Nutella x2'],
          note: '"sin azúcar"',
        },
        { quantity: 1, name: 'Té', amount: '₡800', details: [], note: '' },
      ],
      totals: [{ label: 'Total', amount: `₡7${nbsp}300` }],
      priceNotes: [],
      payment: ['Efectivo', `Paga con ₡10${nbsp}000`, `Vuelto ₡2${nbsp}700`],
    });
  });

  it('names the channel of an order the owner recorded ("Nuevo pedido"), nothing for the site\'s', () => {
    expect(kitchenTicket(order({ channel: 'mostrador' })).channel).toBe('Canal: Mostrador');
    expect(kitchenTicket(order({ channel: 'llamada' })).channel).toBe('Canal: Llamada');
    expect(kitchenTicket(order({ channel: 'web' })).channel).toBe('');
  });

  it("prints a delivery's address, landmark and phone, and the fee above the total", () => {
    const ticket = kitchenTicket(
      order({
        fulfilment: { type: 'domicilio', address: 'Del parque 200 m norte', landmark: 'casa azul', phone: '88888888' },
        subtotal: 7300,
        deliveryFee: 500,
        total: 7800,
        payment: { method: 'sinpe' },
        change: null,
      }),
    );
    expect(ticket.type).toBe('A domicilio');
    expect(ticket.delivery).toEqual(['Del parque 200 m norte', 'Ref.: casa azul', 'Tel.: 8888-8888']);
    expect(ticket.totals).toEqual([
      { label: 'Subtotal', amount: `₡7${nbsp}300` },
      { label: 'Envío', amount: '₡500' },
      { label: 'Total', amount: `₡7${nbsp}800` },
    ]);
    expect(ticket.payment).toEqual(['SINPE: por confirmar']);
    expect(kitchenTicket(order({ fulfilment: { type: 'domicilio', address: 'Barrio X', landmark: '', phone: '' } })).delivery).toEqual(['Barrio X']);
  });

  it("says where a SINPE Móvil payment stands: to confirm, with the customer's reference, paid", () => {
    const sinpe = (payment: object) => kitchenTicket(order({ payment: { method: 'sinpe', ...payment }, change: null })).payment;
    expect(sinpe({ reference: '99004521' })).toEqual(['SINPE: por confirmar (ref …4521)']);
    expect(sinpe({ reference: '99004521', paidAt: 1 })).toEqual(['SINPE: pagado (ref …4521)']);
    expect(sinpe({ paidAt: 1 })).toEqual(['SINPE: pagado']);
  });

  it("tells where the customer's message said other prices than the ones recorded", () => {
    const base = order();
    const ticket = kitchenTicket({ ...base, lines: [{ ...base.lines[0]!, messagePrice: 2100 }, base.lines[1]!], messageTotal: 6900 });
    expect(ticket.priceNotes).toEqual([
      `Capiberry: el mensaje decía ₡2${nbsp}100; hoy cuesta ₡3${nbsp}250.`,
      `Total: el mensaje decía ₡6${nbsp}900; se registró ₡7${nbsp}300.`,
    ]);
  });

  it('says how cash is paid: no amount, exact, and an amount short of a total that went up', () => {
    expect(kitchenTicket(order({ payment: { method: 'efectivo', cashAmount: null }, change: null })).payment).toEqual(['Efectivo']);
    expect(kitchenTicket(order({ payment: { method: 'efectivo', cashAmount: 7300 }, change: 0 })).payment).toEqual([
      'Efectivo',
      `Paga con ₡7${nbsp}300`,
      'Vuelto ₡0',
    ]);
    expect(kitchenTicket(order({ payment: { method: 'efectivo', cashAmount: 5000 }, change: null })).payment).toEqual([
      'Efectivo',
      `Paga con ₡5${nbsp}000 (no cubre el total)`,
    ]);
    expect(kitchenTicket(order({ payment: { method: 'tarjeta' }, change: null })).payment).toEqual(['Tarjeta']);
  });

  it('flags an order sent out of hours and a cancelled one first, and prints no empty customer', () => {
    const ticket = kitchenTicket(order({ outOfHours: true, status: 'cancelado', cancelReason: 'Se acabó la fresa', customer: '' }));
    expect(ticket.notices).toEqual(['Cancelado: Se acabó la fresa', 'Fuera de horario']);
    expect(ticket.customer).toBe('');
  });

  it('says first when an order for later is for', () => {
    const at = Date.UTC(2026, 11, 5, 22, 30);
    expect(kitchenTicket(order({ scheduledFor: at }), Date.UTC(2026, 11, 5, 15)).notices).toEqual(['Para las 4:30\u00a0p.\u00a0m.']);
    expect(kitchenTicket(order({ scheduledFor: at }), Date.UTC(2026, 11, 4, 15)).notices).toEqual(['Para mañana a las 4:30\u00a0p.\u00a0m.']);
  });

  it('names the type of a take-away order and a table 0', () => {
    expect(kitchenTicket(order({ fulfilment: { type: 'llevar' } })).type).toBe('Para llevar');
    expect(kitchenTicket(order({ fulfilment: { type: 'mesa', table: 0 } })).type).toBe('Mesa 0');
  });

  it('writes the time of day in Costa Rica across midnight UTC', () => {
    expect(kitchenTicket(order({ createdAt: Date.UTC(2026, 11, 6, 5, 30) })).time).toBe(`5 de diciembre · 11:30${nbsp}p.${nbsp}m.`);
  });
});
