'use client';

import type { MenuFacts } from '@/lib/menu/facts';
import { seedMenuFacts } from './menu-facts-store';

/**
 * The live menu every shop page carries (rendered by the shop layout): the browser takes it during
 * its first render, before the cart is read, so the cart prices from it at once.
 */
export function MenuFactsSeed({ facts }: { facts: MenuFacts }) {
  if (typeof window !== 'undefined') seedMenuFacts(facts);
  return null;
}
