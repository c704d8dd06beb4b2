'use client';

import { useEffect, useRef, useState } from 'react';
import { useLiveUpdates } from '@/components/ui/use-live-updates';
import { DESK_SAVE_FAILED } from '@/lib/desk/time-ago';
import { arrivals, boardSections, boardTitle, dueBetween, mergeOrder, nextDue, waitingCount } from '@/lib/order/board';
import type { BoardOrder } from '@/lib/order/record';
import { STATUS_LABELS, UNDO_SECONDS, type OrderStatus } from '@/lib/order/status';
import { answerMessage } from '@/lib/validation/answer';
import { deskApi } from './desk-api';
import { OrderCard } from './order-card';
import { printTicket } from './print-ticket';
import { useBoardSignals } from './use-board-signals';

type Props = {
  initial: BoardOrder[];
  /** The server's clock when the page was rendered (which day "today" is). */
  now: number;
};

type Filter = 'activos' | 'todos';
/** The board's last move, which "Deshacer" takes back for a few seconds. */
type Undoable = { order: BoardOrder; from: OrderStatus; to: OrderStatus; key: number };
type Snapshot = { pedidos: BoardOrder[]; ahora: number };

const isSnapshot = (data: unknown): data is Snapshot => Array.isArray((data as Snapshot | null)?.pedidos) && typeof (data as Snapshot).ahora === 'number';
const isOrder = (data: unknown): data is BoardOrder => typeof (data as BoardOrder | null)?.id === 'number' && Array.isArray((data as BoardOrder).lines);

// "Pedidos": today's orders, newest first, live. New orders arrive through the store's events
// (any instance) within a second or two, with a chime and the count of waiting orders in the tab's
// title; a dropped connection reconnects by itself and polls meanwhile.
export function OrdersBoard({ initial, now: renderedAt }: Props) {
  const [orders, setOrders] = useState(initial);
  // The server's clock minus this browser's: which day "today" is, is the server's word.
  const clockOffset = useRef<number | null>(null);
  const [fresh, setFresh] = useState<ReadonlySet<number>>(new Set());
  const [filter, setFilter] = useState<Filter>('activos');
  const [live, setLive] = useState(true);
  const [signedOut, setSignedOut] = useState(false);
  const { sound, alerts, ring, toggleSound, turnAlertsOn } = useBoardSignals();
  const [undoable, setUndoable] = useState<Undoable | null>(null);
  const [undoError, setUndoError] = useState('');
  // The server's time as the board last looked: what is still under "Programados".
  const [now, setNow] = useState(renderedAt);

  // "Deshacer" stays for UNDO_SECONDS after each move (a new move starts its own time).
  useEffect(() => {
    if (!undoable) return;
    const timer = window.setTimeout(() => setUndoable(null), UNDO_SECONDS * 1000);
    return () => window.clearTimeout(timer);
  }, [undoable]);

  useEffect(() => {
    document.title = boardTitle(waitingCount(orders, now));
  }, [orders, now]);

  // An order for later leaves "Programados" 30 minutes before its time, and arrives as a new one.
  useEffect(() => {
    const due = nextDue(orders, now);
    if (due === null) return;
    const timer = window.setTimeout(
      () => {
        const later = serverNow();
        setNow(later);
        arrived(dueBetween(orders, now, later), orders);
      },
      Math.max(0, due - serverNow()),
    );
    return () => window.clearTimeout(timer);
  });

  function arrived(ids: number[], among: readonly BoardOrder[]) {
    if (ids.length === 0) return;
    setFresh((current) => new Set([...current, ...ids]));
    ring(among.filter((order) => ids.includes(order.id)));
  }

  /** The server's clock now, as this browser's clock and the last answer tell it. */
  function serverNow(): number {
    clockOffset.current ??= renderedAt - Date.now();
    return Date.now() + clockOffset.current;
  }

  function replaceAll({ pedidos, ahora }: Snapshot) {
    clockOffset.current = ahora - Date.now();
    setNow(ahora);
    arrived(arrivals(orders, pedidos), pedidos);
    setOrders(pedidos);
  }

  function merge(order: BoardOrder) {
    const at = serverNow();
    setNow(at);
    arrived(arrivals(orders, [order]), [order]);
    setOrders((current) => mergeOrder(current, order, at));
  }

  useLiveUpdates({
    streamUrl: '/api/desk/orders/stream',
    pollUrl: '/api/desk/orders',
    events: ['pedidos', 'pedido'],
    onEvent: (event, data) => {
      if (event === 'pedidos' && isSnapshot(data)) replaceAll(data);
      else if (event === 'pedido' && isOrder(data)) merge(data);
    },
    onPoll: (data) => isSnapshot(data) && replaceAll(data),
    onConnection: setLive,
    onRefused: () => setSignedOut(true),
    active: !signedOut,
  });

  async function move(order: BoardOrder, to: OrderStatus, reason?: string): Promise<string | null> {
    const answer = await (await deskApi()).put(`/desk/orders/${order.id}`, { estado: to, ...(reason !== undefined && { motivo: reason }) });
    if (answer.status === 200 && isOrder((answer.body as { data?: unknown }).data)) {
      const moved = (answer.body as { data: BoardOrder }).data;
      merge(moved);
      setFresh((current) => new Set([...current].filter((id) => id !== order.id)));
      setUndoError('');
      setUndoable(moved.status === order.status ? null : { order: moved, from: order.status, to: moved.status, key: Date.now() });
      return null;
    }
    return answerMessage(answer.body, DESK_SAVE_FAILED);
  }

  /** A change to one order ("+5 min", "Marcar pagado"): the card as the server answers it, or the refusal's message. */
  async function changeOrder(path: string, body: object): Promise<string | null> {
    const answer = await (await deskApi()).put(path, body);
    if (answer.status === 200 && isOrder((answer.body as { data?: unknown }).data)) {
      merge((answer.body as { data: BoardOrder }).data);
      return null;
    }
    return answerMessage(answer.body, DESK_SAVE_FAILED);
  }

  const addTime = (order: BoardOrder, minutes: number) => changeOrder(`/desk/orders/${order.id}/ready-time`, { minutos: minutes });
  const markPaid = (order: BoardOrder, paid: boolean) => changeOrder(`/desk/orders/${order.id}/payment`, { pagado: paid });

  async function undo({ order, from }: Undoable) {
    setUndoable(null);
    const refusal = await move(order, from);
    // The undo is a move too: it is not offered again.
    setUndoable(null);
    if (refusal) setUndoError(`Pedido #${order.reference}: ${refusal}`);
  }

  const { current: shown, scheduled } = boardSections(orders, filter === 'todos', now);
  const open = boardSections(orders, false, now).current;
  const card = (order: BoardOrder) => (
    <OrderCard
      key={order.id}
      order={order}
      now={now}
      fresh={fresh.has(order.id)}
      onMove={move}
      onPrint={printTicket}
      onAddTime={addTime}
      onMarkPaid={markPaid}
    />
  );

  return (
    <div>
      <div className="flex flex-wrap items-center gap-2">
        <div role="group" aria-label="Mostrar" className="inline-flex rounded-full border border-line bg-surface p-1">
          {(
            [
              ['activos', `Por atender (${open.length})`],
              ['todos', `Todos (${orders.length})`],
            ] as const
          ).map(([value, label]) => (
            <button
              key={value}
              type="button"
              aria-pressed={filter === value}
              onClick={() => setFilter(value)}
              className={`rounded-full px-4 py-2 font-bold ${filter === value ? 'bg-brand text-brand-ink' : 'text-ink-2 hover:bg-surface-2'}`}
            >
              {label}
            </button>
          ))}
        </div>
        <button
          type="button"
          data-sonido
          aria-pressed={sound === 'on'}
          onClick={() => void toggleSound()}
          className="rounded-full border-2 border-line px-4 py-2 font-bold text-ink-2 hover:bg-surface-2"
        >
          {sound === 'on' ? 'Sonido activado' : sound === 'tap' ? 'Toca para activar el sonido' : 'Activar sonido'}
        </button>
        {/* System notifications, for a board in the background or a locked phone (./order-alerts.ts). */}
        {alerts === 'default' && (
          <button type="button" onClick={turnAlertsOn} className="rounded-full border-2 border-line px-4 py-2 font-bold text-ink-2 hover:bg-surface-2">
            Activar avisos
          </button>
        )}
        {alerts === 'granted' && <span className="text-sm font-bold text-ok">Avisos activados</span>}
        {alerts === 'denied' && <span className="text-sm text-muted">Avisos bloqueados en este navegador</span>}
        <p role="status" className={`ml-auto inline-flex items-center gap-2 text-sm font-bold ${live ? 'text-ok' : 'text-off'}`}>
          <span aria-hidden="true" className={`size-2.5 rounded-full bg-current ${live ? '' : 'animate-pulse'}`} />
          {live ? 'En vivo' : 'Reconectando…'}
        </p>
      </div>

      {signedOut && (
        <p role="alert" className="mt-4 rounded-2xl bg-off-bg p-4 font-bold text-off">
          Tu sesión terminó: el tablero ya no se actualiza.{' '}
          <a href="/login?acceso=admin" className="underline underline-offset-2">
            Vuelve a iniciar sesión
          </a>
          .
        </p>
      )}

      <div aria-live="polite" className="fixed inset-x-0 bottom-4 z-20 flex justify-center px-4 print:hidden">
        {undoable && (
          <p key={undoable.key} className="flex items-center gap-3 rounded-full bg-ink py-2 pr-2 pl-5 font-bold text-page shadow-xl">
            Pedido #{undoable.order.reference}: {STATUS_LABELS[undoable.to]}.
            <button type="button" onClick={() => void undo(undoable)} className="min-h-11 rounded-full bg-page px-4 font-extrabold text-ink">
              Deshacer
            </button>
          </p>
        )}
        {undoError && (
          <p role="alert" className="rounded-2xl bg-off-bg px-4 py-3 font-bold text-off">
            {undoError}
          </p>
        )}
      </div>

      {shown.length === 0 ? (
        <p className="mt-6 rounded-3xl border border-dashed border-line bg-surface p-8 text-center text-lg text-muted">
          {filter === 'activos' ? 'No hay pedidos por atender. Los nuevos aparecen aquí solos.' : 'Todavía no hay pedidos hoy.'}
        </p>
      ) : (
        <div className="mt-5 grid gap-4 md:grid-cols-2 2xl:grid-cols-3">{shown.map(card)}</div>
      )}

      {scheduled.length > 0 && (
        <section aria-labelledby="programados" data-testid="programados" className="mt-8">
          <h2 id="programados" className="text-xl font-extrabold text-ink">
            Programados ({scheduled.length})
          </h2>
          <p className="text-sm text-muted">Pasan a «Por atender» con aviso 30 minutos antes de su hora.</p>
          <div className="mt-3 grid gap-4 md:grid-cols-2 2xl:grid-cols-3">{scheduled.map(card)}</div>
        </section>
      )}
    </div>
  );
}
