import type { Metadata } from 'next';
import { shopOpenGraph } from '@/lib/metadata';
import { CartView } from '@/components/cart/cart-view';

export const metadata: Metadata = {
  title: 'Tu pedido',
  description: 'Revisa tu carrito de CrepiVara y envía tu pedido por WhatsApp en un par de toques.',
  alternates: { canonical: '/orders' },
  openGraph: { ...shopOpenGraph, title: 'Tu pedido · CrepiVara', url: '/orders' },
};

export default function OrdersPage() {
  return (
    // At least a screen tall: the footer stays below the fold while the cart, read from this
    // browser after hydration, replaces the placeholder (no layout shift).
    <div className="mx-auto min-h-dvh max-w-5xl px-4 pt-8">
      <CartView />
    </div>
  );
}
