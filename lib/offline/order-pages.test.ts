import { describe, expect, it } from 'vitest';
import { isFreshOrderPage, isOrderPage, KEPT_ORDER_PAGES, ORDER_PAGE_MAX_AGE_MS, orderPagesToForget } from './order-pages';

const token = 'AbCdEfGhIjKlMnOpQrStUw';
const now = Date.parse('2026-12-09T15:00:00-06:00');
const minute = 60_000;

describe('the status pages the worker keeps', () => {
  it("are an order's status page, by the shape of its token", () => {
    expect(isOrderPage(`/pedido/${token}`)).toBe(true);
    for (const pathname of ['/pedido', '/pedido/', '/pedido/no-es-un-token', `/pedido/${token}/x`, `/pedidos/${token}`, `/api/orders/${token}`, '/menu']) {
      expect(isOrderPage(pathname), pathname).toBe(false);
    }
  });

  it('are shown for a day after they were kept', () => {
    expect(isFreshOrderPage(now - 5 * minute, now)).toBe(true);
    expect(isFreshOrderPage(now - ORDER_PAGE_MAX_AGE_MS + 1, now)).toBe(true);
    expect(isFreshOrderPage(now - ORDER_PAGE_MAX_AGE_MS, now)).toBe(false);
    expect(isFreshOrderPage(Number.NaN, now)).toBe(false);
  });

  it('go when expired, and beyond the newest few', () => {
    const pages = Array.from({ length: KEPT_ORDER_PAGES + 2 }, (_, index) => ({ url: `/pedido/${index}`, keptAt: now - index * minute }));
    const shuffled = [pages[3]!, pages[6]!, pages[0]!, pages[5]!, pages[1]!, pages[4]!, pages[2]!];
    expect(orderPagesToForget(shuffled, now).sort()).toEqual(['/pedido/5', '/pedido/6']);
    const expired = { url: '/pedido/viejo', keptAt: now - ORDER_PAGE_MAX_AGE_MS - minute };
    const unreadable = { url: '/pedido/sin-fecha', keptAt: Number.NaN };
    expect(orderPagesToForget([expired, unreadable, pages[0]!], now).sort()).toEqual(['/pedido/sin-fecha', '/pedido/viejo']);
    expect(orderPagesToForget([], now)).toEqual([]);
  });
});
