import { describe, expect, it } from 'vitest';
import { lineFor, markSoldOut, type CartItem } from '@/lib/cart/cart';
import { getCatalogProduct } from '@/lib/menu/catalog';
import { defaultSettings } from '@/lib/menu/settings';
import { afterPost, changedSinceShown, checkoutMessages, closedTap, orderPricing, soldOutNotice } from './checkout';

const line = (id: number, cantidad: number, changes: Partial<CartItem> = {}): CartItem => ({
  ...lineFor(getCatalogProduct(id)!, cantidad, {}, getCatalogProduct),
  ...changes,
});
const te = line(16, 2);
const cafe = line(14, 1);

describe('what the order comes to', () => {
  it('adds the delivery fee on delivery orders only', () => {
    const settings = { ...defaultSettings(''), envio: 1000 };
    expect(orderPricing([te], 'domicilio', settings)).toEqual({ fee: 1000, total: 2 * te.precio + 1000 });
    expect(orderPricing([te], 'llevar', settings)).toEqual({ fee: 0, total: 2 * te.precio });
    expect(orderPricing([te], '', settings).fee).toBe(0);
  });

  it('says what sold out, or nothing', () => {
    expect(soldOutNotice(['Churchill', 'Té'])).toBe('Se agotó hoy: Churchill, Té. No va en el pedido ni en el total.');
    expect(soldOutNotice([])).toBe('');
  });
});

describe('the menu asked again at the tap', () => {
  const shown = { items: [te, cafe], fee: 0 };
  it('lets the order go when nothing the message shows changed', () => {
    expect(changedSinceShown(shown, { items: [te, cafe], fee: 0 })).toBeNull();
  });

  it('says "se acaba de agotar" for a line sold out since, "el menú cambió" for a price or the fee', () => {
    expect(changedSinceShown(shown, { items: markSoldOut([te, cafe], new Set([14])), fee: 0 })).toBe(checkoutMessages.soldOutJustNow);
    expect(changedSinceShown(shown, { items: [{ ...te, precio: te.precio + 100 }, cafe], fee: 0 })).toBe(checkoutMessages.changedJustNow);
    expect(changedSinceShown(shown, { items: [te, cafe], fee: 500 })).toBe(checkoutMessages.changedJustNow);
    // Already shown sold out: no news.
    const soldOut = markSoldOut([te, cafe], new Set([14]));
    expect(changedSinceShown({ items: soldOut, fee: 0 }, { items: soldOut, fee: 0 })).toBeNull();
  });
});

it('while closed, the first tap offers a time for later; a chosen time or a second tap sends', () => {
  expect(closedTap({ open: false, scheduled: false, confirmed: false })).toBe('offer');
  expect(closedTap({ open: false, scheduled: true, confirmed: false })).toBe('send');
  expect(closedTap({ open: false, scheduled: false, confirmed: true })).toBe('send');
  expect(closedTap({ open: true, scheduled: false, confirmed: false })).toBe('send');
});

describe('after the post', () => {
  const refused = { kind: 'refused', status: 409, message: 'Agotado hoy: Churchill.', totalChanged: false } as const;
  it('sends once recorded, with the follow link when the server gave one', () => {
    expect(afterPost({ kind: 'recorded', token: 'AbCdEfGhIjKlMnOpQrStUg' }, null)).toEqual({ do: 'send', token: 'AbCdEfGhIjKlMnOpQrStUg' });
    expect(afterPost({ kind: 'recorded', token: null }, null)).toEqual({ do: 'send', token: '' });
  });

  it("stops on a refusal with what moved on the menu, the server's words, or the new total; the post is forgotten", () => {
    expect(afterPost(refused, null)).toEqual({ do: 'stop', message: 'Agotado hoy: Churchill.', post: 'forget' });
    expect(afterPost(refused, checkoutMessages.soldOutJustNow)).toEqual({ do: 'stop', message: checkoutMessages.soldOutJustNow, post: 'forget' });
    const total = { ...refused, message: 'Los precios cambiaron hace un momento: tu pedido ahora suma ₡6 600.', totalChanged: true };
    expect(afterPost(total, checkoutMessages.changedJustNow)).toMatchObject({ message: total.message });
  });

  it('a time taken meanwhile asks for the list again with the next free one', () => {
    const full = { ...refused, message: 'Ya no quedan lugares…', slot: { next: 1_765_000_000_000 } };
    expect(afterPost(full, null)).toEqual({ do: 'stop', message: 'Ya no quedan lugares…', post: 'forget', slot: { next: 1_765_000_000_000 } });
  });

  it('not recorded in time (slow, offline): goes as shown, unless the menu changed, then the post is withdrawn', () => {
    expect(afterPost(null, null)).toEqual({ do: 'send', token: '' });
    expect(afterPost({ kind: 'retry', afterMs: null }, null)).toEqual({ do: 'send', token: '' });
    expect(afterPost(null, checkoutMessages.changedJustNow)).toEqual({ do: 'stop', message: checkoutMessages.changedJustNow, post: 'withdraw' });
  });
});
