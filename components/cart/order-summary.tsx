import { cartSubtotal, cartTotal, DELIVERY_FEE, type CartItem } from '@/lib/cart/cart';
import { sinpeNumber } from '@/lib/config';
import { formatColones } from '@/lib/money';

export function OrderSummary({ items }: { items: readonly CartItem[] }) {
  const rows = [
    ['Subtotal', formatColones(cartSubtotal(items))],
    ['Envío', formatColones(DELIVERY_FEE)],
  ];
  return (
    <section aria-labelledby="resumen-titulo" className="rounded-3xl border border-line bg-surface p-5">
      <h2 id="resumen-titulo" className="text-xl font-extrabold text-ink">
        Resumen del pedido
      </h2>
      <dl className="mt-3 space-y-2 text-ink-2">
        {rows.map(([label, value]) => (
          <div key={label} className="flex justify-between">
            <dt>{label}</dt>
            <dd className="tabular-nums">{value}</dd>
          </div>
        ))}
        <div className="flex justify-between border-t border-line pt-2 text-xl font-extrabold text-ink">
          <dt>Total</dt>
          <dd className="tabular-nums" data-testid="order-total">
            {formatColones(cartTotal(items))}
          </dd>
        </div>
      </dl>
      <p className="mt-4 text-sm text-muted">Tiempo estimado: 25-35 minutos</p>
      {/* The spec's "cash and cards", and SINPE Móvil when the shop takes it (the form offers it then). */}
      <p className="mt-1 text-sm text-muted">
        {sinpeNumber ? 'Aceptamos efectivo, tarjetas (débito y crédito) y SINPE Móvil.' : 'Aceptamos efectivo y tarjetas (débito y crédito).'}
      </p>
    </section>
  );
}
