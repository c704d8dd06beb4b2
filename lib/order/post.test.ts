import { describe, expect, it } from 'vitest';
import { getCatalogProduct } from '@/lib/menu/catalog';
import { parseOrderPost, type OrderPost } from '@/lib/validation/order';
import { orderIdentity, postMessages } from './post';
import { priceOrder, type PricingContext } from './pricing';
import { sha256Hex, statusTokenFor } from './token';

const secret = new TextEncoder().encode('s'.repeat(48));
const context: PricingContext = { menu: { product: getCatalogProduct }, now: Date.UTC(2026, 11, 5, 20), shopClosed: false };

/** What a browser sends: the cart's lines as stored (with their names and prices) and the form. */
const body = () => ({
  clave: 'AbCdEfGhIjKlMnOpQrStUg',
  pedido: 'K7Q2P',
  nombre: 'Ana',
  entrega: { tipo: 'domicilio', direccion: 'Barrio X', telefono: '8888-8888' },
  pago: { metodo: 'efectivo', pagaCon: 20000 },
  items: [
    { id: 13, nombre: 'Churchill', precio: 3450, cantidad: 2, imagen: '/x.webp', opciones: {}, nota: '' },
    {
      id: 5,
      nombre: 'Capiberry',
      precio: 1900,
      cantidad: 1,
      opciones: { frutas: ['Fresa', 'Kiwi'], jarabes: ['Mora'], toppings: ['Maní'] },
      extras: { Nutella: 1 },
      nota: '',
    },
  ],
  total: 9300,
});

function parsed(value: unknown): OrderPost {
  const result = parseOrderPost(value);
  if (!result.ok) throw new Error(result.refusal.message);
  return result.post;
}

describe("the route's steps, end to end without HTTP", () => {
  it('ignores a tampered price: names, prices and totals come from the menu', () => {
    const tampered = body();
    tampered.items[0]!.precio = 1;
    tampered.items[1]!.precio = 1;
    tampered.total = 2;
    const outcome = priceOrder(parsed(tampered), context);
    expect(outcome.ok && outcome.order.lines.map((line) => [line.name, line.unitPrice, line.lineTotal])).toEqual([
      ['Churchill', 3450, 6900],
      ['Capiberry', 2400, 2400],
    ]);
    expect(outcome.ok && [outcome.order.total, outcome.order.change]).toEqual([9300, 10700]);
  });

  it('gives the same key the same identity (a retry finds the first order), and another body another fingerprint', async () => {
    const first = await orderIdentity(parsed(body()), secret);
    const retry = await orderIdentity(parsed(body()), secret);
    expect(retry).toEqual(first);
    const changed = body();
    changed.items[0]!.cantidad = 3;
    const other = await orderIdentity(parsed(changed), secret);
    expect(other.keyHash).toBe(first.keyHash);
    expect(other.fingerprint).not.toBe(first.fingerprint);
  });

  it("hands out the link's token and keeps only hashes of the token and the key", async () => {
    const identity = await orderIdentity(parsed(body()), secret);
    expect(identity.token).toBe(await statusTokenFor('AbCdEfGhIjKlMnOpQrStUg', secret));
    expect(identity.tokenHash).toBe(await sha256Hex(identity.token));
    expect(identity.keyHash).toBe(await sha256Hex('AbCdEfGhIjKlMnOpQrStUg'));
    const stored = [identity.keyHash, identity.tokenHash, identity.fingerprint].join(' ');
    expect(stored).not.toContain(identity.token);
    expect(stored).not.toContain('AbCdEfGhIjKlMnOpQrStUg');
  });

  it('says in Spanish why a reused key is refused', () => {
    expect(postMessages.keyReused).toMatch(/^Este pedido ya se registró/);
  });
});
