'use client';

import { lazy, Suspense, useId, useState } from 'react';
import { formatTime, wallClock } from '@/lib/costa-rica-time';
import { displayPhone } from '@/lib/phone';
import { READY_TIME_STEPS } from '@/lib/order/board';
import { OUT_OF_HOURS_LABEL, type BoardOrder } from '@/lib/order/record';
import { allowedMoves, previousStep, STATUS_LABELS, type OrderStatus } from '@/lib/order/status';
import { sinpeState } from '@/lib/order/sinpe';
import { scheduleLabel } from '@/lib/order/schedule';
import { kitchenTicket } from '@/lib/order/ticket';
import { TicketLines } from './ticket-lines';

// The reason's form, loaded when the owner taps "Cancelar": the board's first load stays within its budget.
const CancelOrderForm = lazy(() => import('./cancel-order-form'));

type Props = {
  order: BoardOrder;
  /** The server's time as the board last looked (which day "mañana" is). */
  now: number;
  /** Arrived while the board was open: highlighted until the owner moves it. */
  fresh: boolean;
  /** Moves the order; resolves to the refusal's message, or null when done. */
  onMove: (order: BoardOrder, to: OrderStatus, reason?: string) => Promise<string | null>;
  onPrint: (order: BoardOrder) => void;
  /** "+5" / "+15": moves the order's "Listo aprox."; resolves to the refusal's message, or null. */
  onAddTime: (order: BoardOrder, minutes: number) => Promise<string | null>;
  /** "Marcar pagado" on a SINPE Móvil order (false: back to "por confirmar"); resolves to the refusal, or null. */
  onMarkPaid: (order: BoardOrder, paid: boolean) => Promise<string | null>;
};

/** Each status's colours: new orders stand out, orders in the making are amber, ready ones green. */
const STATUS_STYLES: Record<OrderStatus, string> = {
  nuevo: 'bg-brand text-brand-ink',
  preparando: 'bg-busy-bg text-busy',
  listo: 'bg-ok-bg text-ok',
  entregado: 'bg-surface-2 text-ink-2',
  cancelado: 'bg-off-bg text-off',
};

const clock = (at: number) => {
  const { hour, minute } = wallClock(at);
  return formatTime(hour, minute);
};

// One order on the board: what the kitchen and the counter need (reference, time, where it goes,
// the lines with their choices and notes, total, payment and change) and the status buttons:
// forward, one step back for a mis-tap, or "Cancelar" with a reason. "Imprimir" prints its 80 mm
// kitchen ticket. The board offers "Deshacer" right after any move.
export function OrderCard({ order, now, fresh, onMove, onPrint, onAddTime, onMarkPaid }: Props) {
  const id = useId();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const [cancelling, setCancelling] = useState(false);
  const ticket = kitchenTicket(order, now);
  const forward = allowedMoves(order.status).filter((status) => status !== 'cancelado');
  const back = previousStep(order.status);
  const inTheMaking = order.status === 'nuevo' || order.status === 'preparando';
  const last = order.changes.at(-1);
  /** A SINPE Móvil payment the owner has not confirmed yet. */
  const sinpeDue = order.payment.method === 'sinpe' && sinpeState(order.payment) === 'por confirmar';

  async function run(change: () => Promise<string | null>) {
    setBusy(true);
    setError('');
    const refusal = await change();
    setBusy(false);
    if (refusal) setError(refusal);
  }

  async function move(to: OrderStatus, why?: string) {
    setBusy(true);
    setError('');
    const refusal = await onMove(order, to, why);
    setBusy(false);
    if (refusal) setError(refusal);
    else setCancelling(false);
  }

  return (
    <article
      aria-labelledby={`${id}-ref`}
      data-testid="pedido"
      className={`flex flex-col rounded-3xl border bg-surface p-4 sm:p-5 ${fresh && order.status === 'nuevo' ? 'border-brand ring-4 ring-accent/50' : 'border-line'}`}
    >
      <header className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h2 id={`${id}-ref`} className="text-xl font-extrabold text-ink">
            {ticket.reference}
          </h2>
          <p className="text-sm text-muted">
            <time dateTime={new Date(order.createdAt).toISOString()}>{clock(order.createdAt)}</time>
            {order.outOfHours && <span className="ml-2 font-bold text-off">{OUT_OF_HOURS_LABEL}</span>}
            {ticket.channel && (
              <span data-testid="canal" className="ml-2 font-bold text-ink-2">
                {ticket.channel}
              </span>
            )}
          </p>
        </div>
        <span data-testid="estado-pedido" className={`rounded-full px-3 py-1 text-sm font-extrabold ${STATUS_STYLES[order.status]}`}>
          {STATUS_LABELS[order.status]}
        </span>
      </header>

      <div className="mt-3 rounded-2xl bg-surface-2 px-3 py-2 text-ink">
        <p className="font-extrabold">{ticket.type}</p>
        {order.scheduledFor !== undefined && (
          <p data-testid="para" className="text-lg font-extrabold text-busy">
            {scheduleLabel(order.scheduledFor, now)}
          </p>
        )}
        {order.fulfilment.type === 'domicilio' && (
          <>
            {ticket.delivery
              .filter((row) => !row.startsWith('Tel.:'))
              .map((row) => (
                <p key={row}>{row}</p>
              ))}
            {order.fulfilment.phone && (
              <p>
                Tel.:{' '}
                <a href={`tel:+506${order.fulfilment.phone}`} className="font-bold underline underline-offset-2">
                  {displayPhone(order.fulfilment.phone)}
                </a>
              </p>
            )}
          </>
        )}
        {ticket.customer && <p className="text-ink-2">A nombre de {ticket.customer}</p>}
      </div>

      <TicketLines lines={ticket.lines} />

      <div className="mt-3 border-t border-line pt-2">
        {ticket.totals.slice(0, -1).map((row) => (
          <p key={row.label} className="flex justify-between text-sm text-ink-2">
            <span>{row.label}</span>
            <span>{row.amount}</span>
          </p>
        ))}
        <p className="flex justify-between text-lg font-extrabold text-ink">
          <span>Total</span>
          <span>{ticket.totals.at(-1)!.amount}</span>
        </p>
        {ticket.priceNotes.length > 0 && (
          <div data-testid="precios-del-mensaje" className="mt-2 rounded-2xl border border-off/60 px-3 py-2 text-sm text-ink">
            {ticket.priceNotes.map((note) => (
              <p key={note}>{note}</p>
            ))}
          </div>
        )}
        <p data-testid="pago" className={`text-sm ${sinpeDue ? 'font-bold text-busy' : 'text-ink-2'}`}>
          {ticket.payment.join(' · ')}
        </p>
        {order.payment.method === 'sinpe' && order.status !== 'cancelado' && (
          <div className="mt-1">
            <button
              type="button"
              disabled={busy}
              onClick={() => void run(() => onMarkPaid(order, sinpeDue))}
              className="min-h-11 rounded-full border-2 border-line px-4 font-bold text-ink-2 hover:bg-surface-2 disabled:opacity-60"
            >
              {sinpeDue ? 'Marcar pagado' : 'Marcar por confirmar'}
            </button>
          </div>
        )}
        {order.status === 'cancelado' && order.cancelReason && <p className="mt-1 text-sm font-bold text-off">Motivo: {order.cancelReason}</p>}
        {inTheMaking && (
          <div className="mt-2 flex flex-wrap items-center gap-2">
            <p data-testid="listo-aprox" className="font-bold text-ink">
              {order.readyAt === undefined ? 'Sin hora estimada' : `Listo aprox. ${clock(order.readyAt)}`}
            </p>
            {READY_TIME_STEPS.map((minutes) => (
              <button
                key={minutes}
                type="button"
                disabled={busy}
                onClick={() => void run(() => onAddTime(order, minutes))}
                className="min-h-11 min-w-11 rounded-full border-2 border-line px-3 font-bold text-ink-2 hover:bg-surface-2 disabled:opacity-60"
              >
                +{minutes} min
              </button>
            ))}
          </div>
        )}
        {last && (
          <p className="mt-1 text-xs text-muted">
            {STATUS_LABELS[last.to]} · {last.by.nombre}, {clock(last.at)}
          </p>
        )}
      </div>

      <p role="alert" className="mt-2 text-sm font-bold text-off empty:hidden">
        {error}
      </p>

      {cancelling ? (
        <Suspense fallback={null}>
          <CancelOrderForm busy={busy} onCancel={(reason) => void move('cancelado', reason)} onBack={() => setCancelling(false)} />
        </Suspense>
      ) : (
        <div className="mt-auto flex flex-wrap gap-2 pt-3">
          {forward.map((status, index) => (
            <button
              key={status}
              type="button"
              disabled={busy}
              onClick={() => void move(status)}
              className={
                index === 0
                  ? 'min-h-11 rounded-full bg-brand px-4 py-2 font-extrabold text-brand-ink hover:bg-brand-strong disabled:opacity-60'
                  : 'min-h-11 rounded-full border-2 border-line px-4 py-2 font-bold text-ink-2 hover:bg-surface-2 disabled:opacity-60'
              }
            >
              {STATUS_LABELS[status]}
            </button>
          ))}
          {forward.length > 0 && (
            <button
              type="button"
              disabled={busy}
              onClick={() => setCancelling(true)}
              className="min-h-11 rounded-full px-3 py-2 font-bold text-off underline underline-offset-2"
            >
              Cancelar
            </button>
          )}
          {back && (
            <button
              type="button"
              disabled={busy}
              onClick={() => void move(back)}
              className="min-h-11 rounded-full px-3 py-2 font-bold text-ink-2 underline underline-offset-2 disabled:opacity-60"
            >
              Volver a {STATUS_LABELS[back]}
            </button>
          )}
          <button
            type="button"
            onClick={() => onPrint(order)}
            className="ml-auto min-h-11 rounded-full border-2 border-line px-4 py-2 font-bold text-ink-2 hover:bg-surface-2"
          >
            Imprimir
          </button>
        </div>
      )}
    </article>
  );
}
