import type { Metadata } from 'next';

export const metadata: Metadata = {
  title: 'Tu pedido',
  description: 'Revisa tu carrito y envía tu pedido a CrepiVara por WhatsApp.',
  robots: { index: false },
};

export default function OrdersPage() {
  return (
    <div className="mx-auto max-w-4xl px-4 pt-8">
      <h1 className="font-brand text-5xl font-bold text-ink">Tu pedido</h1>
      <p className="mt-4 text-lg text-muted">Tu carrito está vacío</p>
    </div>
  );
}
