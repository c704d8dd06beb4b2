import { cartSubtotal, orderTotal, type CartItem } from '@/lib/cart/cart';
import { deliveryFeeFor, paymentsSentence, type ShopSettings } from '@/lib/menu/settings';
import type { OrderType } from '@/lib/order/details';
import { formatColones } from '@/lib/money';

type Props = {
  items: readonly CartItem[];
  /** The owner's settings, from the live menu. */
  settings: ShopSettings;
  /** How the order is received, once chosen: the delivery fee counts for "A domicilio" only. */
  tipo: OrderType | '';
};

export function OrderSummary({ items, settings, tipo }: Props) {
  const fee = deliveryFeeFor(tipo, settings);
  const rows = [
    ['Subtotal', formatColones(cartSubtotal(items))],
    [tipo === 'domicilio' ? 'Envío a domicilio' : 'Envío', formatColones(fee)],
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
            {formatColones(orderTotal(items, fee))}
          </dd>
        </div>
      </dl>
      {tipo !== 'domicilio' && settings.envio > 0 && <p className="mt-3 text-sm text-muted">El envío a domicilio cuesta {formatColones(settings.envio)}.</p>}
      <p className="mt-4 text-sm text-muted">Tiempo estimado: 25-35 minutos</p>
      {/* The spec's "cash and cards", as the owner offers them. */}
      <p className="mt-1 text-sm text-muted">{paymentsSentence(settings)}</p>
    </section>
  );
}
