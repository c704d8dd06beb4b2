import 'server-only';
import { weeklyHours } from '@/data/hours';
import { sinpeNumber } from '@/lib/config';
import { currentClosure, liveProducts } from '@/lib/menu/server';
import { shopStatus } from '@/lib/shop-hours/status';
import type { PaymentMethod } from './details';
import type { MenuProduct, PricingContext } from './pricing';

// The one place the orders read the live menu and the shop's state (docs/orders.md): whatever
// lib/menu/server.ts says now (products with today's sold-out switches, the closure), as the
// PricingContext that priceOrder takes. When the menu moves into the store (hidden products, single
// options sold out, the delivery fee and the payment methods as settings), this adapter follows it.

/** What an order received at `now` is priced against. */
export async function orderingContext(now: number): Promise<PricingContext> {
  const [products, closure] = await Promise.all([liveProducts(), currentClosure(now)]);
  const byId = new Map<number, MenuProduct>(products.map((product) => [product.id, product]));
  const paymentMethods: PaymentMethod[] = ['efectivo', 'tarjeta', ...(sinpeNumber ? (['sinpe'] as const) : [])];
  return {
    menu: { product: (id) => byId.get(id), soldOutOptions: new Set() },
    now,
    shopClosed: !shopStatus(now, weeklyHours, closure).abierto,
    paymentMethods,
  };
}
