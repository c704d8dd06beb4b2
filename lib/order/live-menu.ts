import 'server-only';
import { currentClosure, currentMenu } from '@/lib/menu/server';
import { offeredPayments } from '@/lib/menu/settings';
import { shopStatus } from '@/lib/shop-hours/status';
import type { PricingContext } from './pricing';

// The one place the orders read the live menu and the shop's state (docs/orders.md): the owner's
// menu as lib/menu/server.ts holds it now (hidden products marked, today's switches and sold-out
// options applied), the settings of "Ajustes" (delivery fee, minimum for delivery, payment methods, SINPE number)
// and the weekly hours with the closure, as the PricingContext that priceOrder takes.

/** What an order received at `now` is priced against. */
export async function orderingContext(now: number): Promise<PricingContext> {
  const [menu, closure] = await Promise.all([currentMenu(now), currentClosure(now)]);
  return {
    menu: { product: menu.product, soldOutOptions: menu.soldOutOptions },
    now,
    shopClosed: !shopStatus(now, menu.horario, closure).abierto,
    deliveryFee: menu.ajustes.envio,
    deliveryMinimum: menu.ajustes.minimoDomicilio,
    paymentMethods: offeredPayments(menu.ajustes),
    preparationMinutes: menu.ajustes.preparacion,
    sinpeNumber: menu.ajustes.sinpe,
    schedule: { hours: menu.horario, closure },
  };
}
