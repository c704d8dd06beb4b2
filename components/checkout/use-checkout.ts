'use client';

import { useEffect, useRef, useState } from 'react';
import { cartCount, cartSubtotal, orderableItems, orderTotal, soldOutNames, type CartItem } from '@/lib/cart/cart';
import { whatsappLink } from '@/lib/config';
import { defaultSettings, deliveryFeeFor, deliveryMinimumProblem, offeredPayments, type ShopSettings } from '@/lib/menu/settings';
import { cashChange, checkDetails, DEFAULT_DETAILS, type DetailField, type OrderDetails, type OrderType } from '@/lib/order/details';
import { buildOrderMessage, MAX_MESSAGE_LENGTH, orderReference } from '@/lib/order/message';
import { followUrl } from '@/lib/order/outbox';
import { orderPostBody } from '@/lib/order/post-body';
import { newOrderKey, RANDOM_ID_LENGTH } from '@/lib/order/token';
import { initialDetails, rememberDetails, withTable } from './order-details-store';
import { useShopStatus } from '@/components/shop-hours/use-shop-status';
import { currentMenuFacts, refreshMenu, useMenuFacts } from '@/components/menu/live-menu';
import { forgetPost, markSent, resumeOutbox, sendOrder, withdrawOrder } from './order-outbox';
import { rememberPastOrder } from './past-orders-store';
import { useLinkedTable } from '@/components/cart/table-store';
import { useSchedule } from './use-schedule';
import { pausedNow, useOrdersPaused } from '@/components/cart/use-orders-paused';
import { orderLinesNow } from '@/components/cart/use-order-lines';
import type { LastOrder } from './last-order';

/** Spec section 4: "Procesando Pedido..." for 2 seconds after the chat opens. */
const PROCESSING_MS = 2000;
const FIELD_ORDER: readonly DetailField[] = ['tipo', 'mesa', 'direccion', 'telefono', 'pagaCon'];
/**
 * How long sending waits for the server (the order's record, or at least the sold-out list): a
 * browser lets a tap open WhatsApp only for a few seconds after it. Past this, WhatsApp opens
 * without the link and the post goes on in the background (./order-outbox.ts).
 */
const WAIT_FOR_SERVER_MS = 1500;

export const checkoutMessages = {
  tooLong: `Tu pedido no cabe en un mensaje de WhatsApp (${MAX_MESSAGE_LENGTH} caracteres): quita algunas líneas o acorta las notas.`,
  copied: 'Pedido copiado. Pégalo en un chat de WhatsApp con nosotros.',
  notCopied: 'No se pudo copiar el pedido. Usa el botón «Solicitar por WhatsApp».',
  soldOutJustNow: 'Algo de tu pedido se acaba de agotar: lo quitamos del pedido y del total. Revísalo y vuelve a enviarlo.',
  changedJustNow: 'El menú cambió hace un momento y actualizamos tu pedido. Revísalo y vuelve a enviarlo.',
  closed: 'Ahora estamos cerrados. Puedes programar tu pedido para cuando abramos en «¿Para cuándo?».',
  confirmClosed: '¿Lo enviamos de todos modos? Toca «Enviar de todos modos».',
  scheduledWhileClosed: 'Te lo programamos para cuando abramos: cambia la hora si quieres y vuelve a tocar «Solicitar por WhatsApp».',
} as const;

/** "Se agotó hoy: Churchill. No va en el pedido ni en el total." */
function soldOutNotice(names: readonly string[]): string {
  return names.length === 0 ? '' : `Se agotó hoy: ${names.join(', ')}. No va en el pedido ni en el total.`;
}

type Options = {
  onOrdered: (order: LastOrder) => void;
  /** How the order is received, as chosen (the summary beside the form shows its delivery fee). */
  onOrderType?: (tipo: OrderType | '') => void;
};

/** What the order comes to with these settings: the delivery fee by the way it is received. */
function pricing(items: readonly CartItem[], tipo: OrderType | '', settings: ShopSettings) {
  const fee = deliveryFeeFor(tipo, settings);
  return { fee, total: orderTotal(items, fee) };
}

/** What the customer would send: the orderable lines and their prices, the fee. */
const orderSignature = (items: readonly CartItem[], fee: number) =>
  `${orderableItems(items)
    .map((item) => `${item.key}=${item.precio}x${item.cantidad}`)
    .join(';')}|${fee}`;

const pause = (ms: number) => new Promise<null>((resolve) => window.setTimeout(() => resolve(null), ms));

/** The checkout's state and actions; checkout-form.tsx draws them. */
export function useCheckout(items: readonly CartItem[], { onOrdered, onOrderType }: Options) {
  const settings = useMenuFacts()?.ajustes ?? defaultSettings();
  const payments = offeredPayments(settings);
  const [stored, setDetails] = useState<OrderDetails>(initialDetails);
  // A remembered method the shop no longer takes: the first one it takes.
  const details = payments.includes(stored.pago) || payments.length === 0 ? stored : { ...stored, pago: payments[0]! };
  const { fee, total } = pricing(items, details.tipo, settings);
  useEffect(() => {
    onOrderType?.(details.tipo);
  }, [details.tipo, onOrderType]);
  // The QR table scanned or removed while the form is open (another tab, the "Mesa 7" chip):
  // follow it, unless the customer has changed the choice since (adjusted during render).
  const table = useLinkedTable();
  const [tableShown, setTableShown] = useState(table);
  if (table !== tableShown) {
    setTableShown(table);
    const preselected = details.tipo === 'mesa' && details.mesa === String(tableShown);
    if (table !== null && (details.tipo === '' || preselected)) setDetails(withTable(details, table));
    else if (table === null && preselected) setDetails({ ...details, tipo: DEFAULT_DETAILS.tipo, mesa: DEFAULT_DETAILS.mesa });
  }
  const [errors, setErrors] = useState<Partial<Record<DetailField, string>>>({});
  const [formError, setFormError] = useState('');
  const [processing, setProcessing] = useState(false);
  const [copyStatus, setCopyStatus] = useState('');
  const reference = useRef<string | null>(null);
  const [checking, setChecking] = useState(false);
  // Closed: the first tap on send only asks; the request lapses once the shop opens.
  const [status, refreshStatus] = useShopStatus(null);
  const closedNow = status && !status.abierto ? status.frase : null;
  const [askedToConfirm, setAskedToConfirm] = useState(false);
  // Once the shop is open again, a later closing asks anew (adjusted during render, no effect).
  if (askedToConfirm && status?.abierto) setAskedToConfirm(false);
  const confirmingClosed = askedToConfirm && closedNow !== null;
  const orderable = cartCount(items) > 0;
  const paused = useOrdersPaused();
  const schedule = useSchedule();
  // What an earlier page left on its way (a post, a withdrawal) goes on from here too.
  useEffect(() => resumeOutbox(), []);

  function change<K extends keyof OrderDetails>(key: K, value: OrderDetails[K]) {
    const next = { ...details, [key]: value };
    setDetails(next);
    rememberDetails(next);
    setErrors((current) => {
      const next = { ...current };
      delete next[key as DetailField];
      return next;
    });
    setFormError('');
  }

  /**
   * The order (its message, and the post's body under `key`), or null after showing why it can't
   * go (focus moves to the first bad field). The message must fit with the link it may end with.
   */
  function prepare(form: HTMLFormElement, key = '', token = '') {
    const checked = checkDetails(details, total, settings.sinpe);
    const minimum = deliveryMinimumProblem(details.tipo, cartSubtotal(items), settings);
    if (!checked.ok || minimum) {
      const errors = { ...(checked.ok ? {} : checked.errors), ...(minimum ? { tipo: minimum } : {}) };
      setErrors(errors);
      const first = FIELD_ORDER.find((field) => errors[field]);
      // The order type is a group of radios: its first one takes the focus.
      const input = first && form.elements.namedItem(first);
      const target = input instanceof RadioNodeList ? input[0] : input;
      if (target instanceof HTMLElement) target.focus();
      return null;
    }
    setErrors({});
    reference.current ??= orderReference();
    const order = {
      reference: reference.current,
      customer: details.nombre,
      fulfilment: checked.fulfilment,
      payment: checked.payment,
      items,
      // An order for a time the shop is open is not out of hours.
      outOfHours: !refreshStatus().abierto && schedule.at === null,
      deliveryFee: fee,
      ...(schedule.at !== null && { schedule: { at: schedule.at, now: schedule.now } }),
    };
    const link = (value: string) => followUrl(window.location.origin, value);
    if (buildOrderMessage({ ...order, followUrl: link('x'.repeat(RANDOM_ID_LENGTH)) }).length > MAX_MESSAGE_LENGTH) {
      setFormError(checkoutMessages.tooLong);
      return null;
    }
    return {
      text: buildOrderMessage({ ...order, followUrl: token ? link(token) : undefined }),
      body: orderPostBody({ key, ...order }),
    };
  }

  /**
   * The menu asked again past any cache: null when the order is still what the customer sees, or
   * why not (something sold out, a price or the fee changed: every cart then shows it). Without an
   * answer in time (offline) the order goes as shown.
   */
  async function changedSinceShown(): Promise<string | null> {
    const before = orderSignature(items, fee);
    if ((await refreshMenu(WAIT_FOR_SERVER_MS, 0)) === null) return null;
    const now = orderLinesNow();
    const latestFee = pricing(now, details.tipo, currentMenuFacts()?.ajustes ?? settings).fee;
    if (orderSignature(now, latestFee) === before) return null;
    const soldOutNow = now.some((item) => item.agotado && !items.find((shown) => shown.key === item.key)?.agotado);
    return soldOutNow ? checkoutMessages.soldOutJustNow : checkoutMessages.changedJustNow;
  }

  /**
   * Sends the order its way (WhatsApp, or the clipboard for "Copiar pedido"), both recorded alike:
   * the post goes to the server, and the menu is asked again at the same time, each waited for at
   * most WAIT_FOR_SERVER_MS. The message goes out only as the customer sees it: a total the server
   * or the menu now says otherwise is shown first, and sent with the next tap.
   */
  async function deliver(form: HTMLFormElement, via: (text: string) => Promise<boolean>, copied: boolean) {
    if (processing || checking || !orderable) return;
    // A new key for each tap: an order the server refused changes before it is sent again.
    const key = newOrderKey();
    const prepared = prepare(form, key);
    if (prepared === null) return;
    // Paused by the kitchen at the moment of the tap: nothing goes out, the sentence says until when.
    const pausedSentence = pausedNow();
    if (pausedSentence) {
      setFormError(pausedSentence);
      return;
    }
    // Closed at the moment of the tap (the shown state may be up to 30 s old): the first tap offers
    // the next opening's times ("¿Para cuándo?", the first one chosen); a second tap sends for that
    // time, or, back on "Lo antes posible" (or with no times to offer, offline), as it is.
    if (!refreshStatus().abierto && schedule.at === null && !confirmingClosed) {
      setAskedToConfirm(true);
      await schedule.offerLater();
      return;
    }
    setChecking(true);
    setCopyStatus('');
    const posted = sendOrder(prepared.body);
    const changed = changedSinceShown();
    const deadline = pause(WAIT_FOR_SERVER_MS);
    const verdict = await Promise.race([posted, deadline]);
    if (verdict?.kind === 'refused') {
      forgetPost(key);
      const why = await changed;
      setChecking(false);
      // The time chosen was taken meanwhile: the list again, the next free one chosen.
      if (verdict.slot) schedule.refresh(verdict.slot.next);
      // The server's sentence names the new total; otherwise what moved on the menu, or its words.
      setFormError(verdict.totalChanged ? verdict.message : (why ?? verdict.message));
      return;
    }
    // Not recorded yet (a slow server, offline): the menu as asked again decides. The post goes on
    // in the background only for an order that is still what the customer saw; otherwise it is
    // withdrawn, so that the order sent again is the only one the shop gets.
    if (verdict?.kind !== 'recorded') {
      const why = await changed;
      if (why) {
        setChecking(false);
        withdrawOrder(key);
        setFormError(why);
        return;
      }
    }
    setChecking(false);
    const token = verdict?.kind === 'recorded' ? (verdict.token ?? '') : '';
    const text = prepare(form, key, token)?.text;
    if (!text) return;
    // From here the post is taken whatever the menu says when it arrives (the message is out).
    markSent(key);
    if (!(await via(text))) {
      withdrawOrder(key);
      setCopyStatus(checkoutMessages.notCopied);
      return;
    }
    rememberPastOrder(reference.current ?? '', orderableItems(items), details, total);
    setProcessing(true);
    window.setTimeout(
      () => {
        const sent = reference.current ?? '';
        reference.current = null;
        setProcessing(false);
        onOrdered({ reference: sent, message: text, clave: key, ...(token && { token }), ...(copied && { copiado: true }) });
      },
      copied ? 0 : PROCESSING_MS,
    );
  }

  async function send(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    await deliver(
      event.currentTarget,
      async (text) => {
        window.open(whatsappLink(text), '_blank', 'noopener,noreferrer');
        return true;
      },
      false,
    );
  }

  async function copy(form: HTMLFormElement | null) {
    if (!form) return;
    await deliver(
      form,
      async (text) => {
        try {
          await navigator.clipboard.writeText(text);
          return true;
        } catch {
          return false;
        }
      },
      true,
    );
  }

  const soldOut = soldOutNotice(soldOutNames(items));
  return {
    details,
    /** The change for the cash typed ("Vuelto: ₡650"), once it covers the total. */
    cashBack: details.pago === 'efectivo' ? cashChange(details.pagaCon, total) : null,
    fee,
    settings,
    payments,
    change,
    errors,
    formError,
    processing: processing || checking,
    orderable,
    copyStatus,
    soldOut,
    schedule,
    closedNow,
    pausedNow: paused,
    confirmingClosed,
    /** Closed: the order goes for a time ("Más tarde") rather than as it is. */
    closedButScheduled: closedNow !== null && schedule.at !== null,
    send,
    copy,
    sinpe: payments.includes('sinpe') ? settings.sinpe : '',
  };
}
