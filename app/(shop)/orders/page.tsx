import type { Metadata } from 'next';
import { CartView } from '@/components/cart/cart-view';

export const metadata: Metadata = {
  title: 'Tu pedido',
  description: 'Revisa tu carrito de CrepiVara y envía tu pedido por WhatsApp en un par de toques.',
  alternates: { canonical: '/orders' },
  openGraph: { title: 'Tu pedido · CrepiVara', url: '/orders' },
};

export default function OrdersPage() {
  return (
    <div className="mx-auto max-w-5xl px-4 pt-8">
      <CartView />
    </div>
  );
}
