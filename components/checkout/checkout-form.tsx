'use client';

import { useId } from 'react';
import type { CartItem } from '@/lib/cart/cart';
import { PAYMENT_LABELS } from '@/lib/menu/settings';
import { MAX_ADDRESS_LENGTH, MAX_LANDMARK_LENGTH, MAX_PHONE_INPUT, type DetailField, type OrderType, type PaymentMethod } from '@/lib/order/details';
import { MAX_NAME_LENGTH } from '@/lib/order/message';
import { displayPhone } from '@/lib/phone';
import { formatColones } from '@/lib/money';
import { ChoiceChips } from '@/components/cart/choice-chips';
import { forgetOrderType } from './order-details-store';
import { ScheduleField } from './schedule-field';
import type { LastOrder } from './last-order';
import { checkoutMessages } from '@/lib/order/checkout';
import { useCheckout } from './use-checkout';
import { HelpLine } from '@/components/ui/form/field';

type Props = {
  items: readonly CartItem[];
  /** Called after the processing pause with the order sent (reference, text, the post's key and link). */
  onOrdered: (order: LastOrder) => void;
  /** How the order is received, as the customer chooses it (the summary's delivery fee). */
  onOrderType?: (tipo: OrderType | '') => void;
};

const orderTypes: ReadonlyArray<[OrderType, string]> = [
  ['mesa', 'Comer aquí'],
  ['llevar', 'Para llevar'],
  ['domicilio', 'A domicilio'],
];

/** The details typed as text; the checked ones (DetailField, lib/order/details.ts) have a help line. */
type TextField = Exclude<DetailField, 'tipo'> | 'nombre' | 'referencia';
const isChecked = (name: TextField): name is Exclude<DetailField, 'tipo'> => name !== 'nombre' && name !== 'referencia';

const field = 'mt-1 w-full rounded-2xl border border-line bg-page px-4 py-3 text-lg text-ink placeholder:text-muted aria-invalid:border-off';

// Only what is enforced gets a mark: the table (when eating here) and the address (for delivery).
// The name stays optional, as in the spec, and says so. How the order is received starts unchosen
// (an order from home is not "Mesa 0"), unless a table's QR code chose it or this order's choice
// was kept over a reload.
export function CheckoutForm({ items, onOrdered, onOrderType }: Props) {
  const {
    details,
    change,
    cashBack,
    errors,
    formError,
    processing,
    orderable,
    copyStatus,
    soldOut,
    schedule,
    closedNow,
    pausedNow,
    confirmingClosed,
    closedButScheduled,
    send,
    copy,
    sinpe,
    settings,
    payments: offered,
  } = useCheckout(items, {
    // Sent: a reload from now on starts the next order, chosen anew (decision 021).
    onOrdered: (order) => {
      forgetOrderType();
      onOrdered(order);
    },
    onOrderType,
  });
  const id = useId();
  const payments = offered.map((method): [PaymentMethod, string] => [method, PAYMENT_LABELS[method]]);
  // What every text field shares: its id, name, value and change; a field with a help line (the
  // checked ones) is described by it, and the line turns into the field's error.
  const bind = (name: TextField) => ({
    id: `${id}-${name}`,
    name,
    value: details[name],
    onChange: (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => change(name, event.target.value),
    className: field,
    ...(isChecked(name) && { 'aria-invalid': errors[name] ? true : undefined, 'aria-describedby': `${id}-${name}-ayuda` }),
  });
  const label = (name: TextField, text: string) => (
    <label htmlFor={`${id}-${name}`} className="font-bold text-ink-2">
      {text}
    </label>
  );
  const help = (name: Exclude<DetailField, 'tipo'>, text: string) => (
    <HelpLine id={`${id}-${name}-ayuda`} error={errors[name]}>
      {text}
    </HelpLine>
  );

  return (
    <form onSubmit={(event) => void send(event)} noValidate className="rounded-3xl border border-line bg-surface p-5" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="text-xl font-extrabold text-ink">
        Datos del pedido
      </h2>

      <div className="mt-4">
        {label('nombre', 'Nombre (opcional)')}
        <input {...bind('nombre')} autoComplete="given-name" maxLength={MAX_NAME_LENGTH} placeholder="¿A nombre de quién?" />
      </div>

      <ChoiceChips
        legend="¿Cómo quieres tu pedido?"
        name="tipo"
        choices={orderTypes}
        value={details.tipo}
        onChange={(value) => change('tipo', value)}
        error={errors.tipo}
      />

      {details.tipo === 'mesa' && (
        <div className="mt-4">
          {label('mesa', 'Número de mesa')}
          <input {...bind('mesa')} inputMode="numeric" autoComplete="off" maxLength={4} />
          {help('mesa', 'Usa 0 si no sabes el número de tu mesa.')}
        </div>
      )}

      {details.tipo === 'domicilio' && (
        <>
          <div className="mt-4">
            {label('direccion', 'Dirección')}
            <textarea
              {...bind('direccion')}
              rows={2}
              autoComplete="street-address"
              maxLength={MAX_ADDRESS_LENGTH}
              aria-required="true"
              placeholder="Por ejemplo: 200 m norte de la iglesia, casa esquinera"
            />
            {help(
              'direccion',
              `Obligatoria para el envío. ${settings.envio > 0 ? `El envío cuesta ${formatColones(settings.envio)}.` : 'El envío no tiene costo.'}${
                settings.minimoDomicilio > 0 ? ` Pedido mínimo a domicilio: ${formatColones(settings.minimoDomicilio)}.` : ''
              }`,
            )}
          </div>
          <div className="mt-4">
            {label('referencia', 'Punto de referencia (opcional)')}
            <input {...bind('referencia')} maxLength={MAX_LANDMARK_LENGTH} placeholder="Por ejemplo: portón verde" />
          </div>
          <div className="mt-4">
            {label('telefono', 'Teléfono (opcional)')}
            <input
              {...bind('telefono')}
              type="tel"
              inputMode="tel"
              autoComplete="tel-national"
              maxLength={MAX_PHONE_INPUT}
              placeholder="Por ejemplo: 8888-8888"
            />
            {help('telefono', 'Por si el repartidor necesita llamarte.')}
          </div>
        </>
      )}

      <ScheduleField schedule={schedule} />

      <ChoiceChips legend="Método de pago" name="pago" choices={payments} value={details.pago} onChange={(value) => change('pago', value)} />

      {details.pago === 'efectivo' && (
        <div className="mt-4">
          {label('pagaCon', '¿Con cuánto pagas? (opcional)')}
          <input {...bind('pagaCon')} inputMode="numeric" autoComplete="off" maxLength={14} placeholder="Por ejemplo: 10000" />
          {help(
            'pagaCon',
            cashBack === null ? 'Así llevamos el cambio listo.' : cashBack > 0 ? `Vuelto: ${formatColones(cashBack)}` : 'Pago exacto: sin vuelto.',
          )}
        </div>
      )}
      {details.pago === 'sinpe' && sinpe && (
        <p className="mt-3 rounded-2xl bg-surface-2 p-3 text-ink-2">
          Paga por SINPE Móvil al <strong className="text-ink">{displayPhone(sinpe)}</strong> y envíanos el comprobante por WhatsApp.
        </p>
      )}

      <p role="status" className="mt-4 font-bold text-off empty:hidden">
        {soldOut}
      </p>
      {pausedNow !== null && (
        <p role="status" className="mt-4 rounded-2xl border border-off/40 bg-off-bg p-3 font-bold text-ink" data-testid="pausa">
          {pausedNow}
        </p>
      )}
      {closedNow !== null && (
        <div role="status" className="mt-4 rounded-2xl border border-off/40 bg-off-bg p-3 text-ink" data-testid="cerrado">
          <p className="font-bold">{closedNow}</p>
          <p className="mt-1 text-sm">
            {closedButScheduled && confirmingClosed
              ? checkoutMessages.scheduledWhileClosed
              : confirmingClosed
                ? checkoutMessages.confirmClosed
                : checkoutMessages.closed}
          </p>
        </div>
      )}
      <p role="alert" className="mt-4 min-h-0 font-bold text-off empty:hidden">
        {formError}
      </p>
      <button
        type="submit"
        disabled={processing || !orderable}
        className="mt-4 inline-flex w-full items-center justify-center gap-2 rounded-full bg-whatsapp px-6 py-4 text-lg font-extrabold text-[#053d1c] shadow-lg shadow-black/10 transition-colors hover:bg-[#1ebe5b] disabled:cursor-wait disabled:opacity-70"
      >
        {processing ? 'Procesando Pedido...' : confirmingClosed && !closedButScheduled ? 'Enviar de todos modos' : 'Solicitar por WhatsApp'}
      </button>
      <button
        type="button"
        onClick={(event) => copy(event.currentTarget.form)}
        className="mt-3 w-full rounded-full border-2 border-line px-6 py-3 font-bold text-ink-2 hover:bg-surface-2"
      >
        Copiar pedido
      </button>
      <p role="status" className="mt-2 min-h-5 text-center text-sm text-muted">
        {copyStatus}
      </p>
    </form>
  );
}
