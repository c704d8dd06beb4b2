import { describe, expect, it } from 'vitest';
import { lineFor } from '@/lib/cart/cart';
import { getCatalogProduct } from '@/lib/menu/catalog';
import { deskOrderSchema } from '@/lib/validation/order';
import { deskOrderBody, type DeskOrder } from './desk-order';
import { priceOrder } from './pricing';

const find = getCatalogProduct;
const order = (changes: Partial<DeskOrder> = {}): DeskOrder => ({
  key: 'AbCdEfGhIjKlMnOpQrStUg',
  reference: 'K7Q2P',
  customer: '  Don   Luis ',
  fulfilment: { type: 'llevar' },
  payment: { method: 'tarjeta' },
  channel: 'llamada',
  items: [
    lineFor(find(5)!, 1, { opciones: { frutas: ['Fresa', 'Kiwi'], toppings: ['Maní'], jarabes: ['Chocolate'], extras: ['Nutella'] } }, find),
    lineFor(find(16)!, 2, {}, find),
  ],
  ...changes,
});

describe('deskOrderBody', () => {
  it("is the shop's post of the lines with the channel, and no price or total of its own", () => {
    expect(deskOrderBody(order())).toEqual({
      clave: 'AbCdEfGhIjKlMnOpQrStUg',
      pedido: 'K7Q2P',
      nombre: 'Don Luis',
      entrega: { tipo: 'llevar' },
      pago: { metodo: 'tarjeta' },
      items: [
        { id: 5, cantidad: 1, opciones: { frutas: ['Fresa', 'Kiwi'], toppings: ['Maní'], jarabes: ['Chocolate'] }, extras: { Nutella: 1 } },
        { id: 16, cantidad: 2 },
      ],
      canal: 'llamada',
    });
  });

  it("leaves out an empty name and a sold-out line, and passes the route's schema; the server prices it from the menu", () => {
    const soldOut = { ...lineFor(find(13)!, 1, {}, find), disponible: false };
    const body = deskOrderBody(order({ customer: ' ', items: [...order().items, soldOut] }));
    expect(body).not.toHaveProperty('nombre');
    expect(body.items.map((item) => item.id)).toEqual([5, 16]);
    const parsed = deskOrderSchema.safeParse(body);
    expect(parsed.success).toBe(true);
    const priced = priceOrder(parsed.data!, { menu: { product: find }, now: 0, shopClosed: false });
    expect(priced.ok && priced.order.total).toBe(1900 + 500 + 2 * 800);
  });
});
