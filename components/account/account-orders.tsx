'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { seedMenuFacts } from '@/components/menu/menu-facts-store';
import { PastOrderList } from '@/components/checkout/past-orders';
import { orderAgain } from '@/components/checkout/past-orders-store';
import type { PastOrder } from '@/lib/cart/past-orders';
import type { MenuFacts } from '@/lib/menu/facts';

/**
 * "Tus pedidos" in Mi cuenta: the account's last orders from the site, from any device. "Pedir de
 * nuevo" puts one back in this browser's cart, checked against today's menu (`facts`, as the shop
 * pages bring it), with the details it went with, and opens the cart.
 */
export function AccountOrders({ orders, facts }: { orders: readonly PastOrder[]; facts: MenuFacts }) {
  const router = useRouter();
  useState(() => seedMenuFacts(facts));

  function again(order: PastOrder) {
    orderAgain(order);
    router.push('/orders');
  }

  return <PastOrderList orders={orders} onAgain={again} />;
}
