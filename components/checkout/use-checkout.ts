'use client';

import { useEffect, useRef, useState } from 'react';
import { cartCount, cartSubtotal, orderableItems, soldOutNames, type CartItem } from '@/lib/cart/cart';
import { afterPost, changedSinceShown, checkoutMessages, closedTap, orderPricing, soldOutNotice } from '@/lib/order/checkout';
import { whatsappLink } from '@/lib/config';
import { defaultSettings, deliveryMinimumProblem, offeredPayments } from '@/lib/menu/settings';
import { cashChange, checkDetails, type DetailField, type OrderDetails, type OrderType } from '@/lib/order/details';
import { buildOrderMessage, MAX_MESSAGE_LENGTH, orderReference } from '@/lib/order/message';
import { followUrl } from '@/lib/order/outbox';
import { orderPostBody } from '@/lib/order/post-body';
import { RANDOM_ID_LENGTH } from '@/lib/order/order-ids';
import { newOrderKey } from '@/lib/order/token';
import { useOrderDetails } from './use-order-details';
import { useShopStatus } from '@/components/shop-hours/use-shop-status';
import { currentMenuFacts, refreshMenu, useMenuFacts } from '@/components/menu/live-menu';
import { forgetPost, markSent, resumeOutbox, sendOrder, withdrawOrder } from './order-outbox';
import { rememberPastOrder } from './past-orders-store';
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

type Options = {
  onOrdered: (order: LastOrder) => void;
  /** How the order is received, as chosen (the summary beside the form shows its delivery fee). */
  onOrderType?: (tipo: OrderType | '') => void;
};

const pause = (ms: number) => new Promise<null>((resolve) => window.setTimeout(() => resolve(null), ms));

/** The checkout's state and actions; checkout-form.tsx draws them. */
export function useCheckout(items: readonly CartItem[], { onOrdered, onOrderType }: Options) {
  const settings = useMenuFacts()?.ajustes ?? defaultSettings();
  const payments = offeredPayments(settings);
  const [details, setDetails] = useOrderDetails(payments);
  const { fee, total } = orderPricing(items, details.tipo, settings);
  useEffect(() => {
    onOrderType?.(details.tipo);
  }, [details.tipo, onOrderType]);
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
    setDetails({ ...details, [key]: value });
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
   * The menu asked again past any cache, compared with what the customer sees (every cart then
   * shows a change). Without an answer in time (offline) the order goes as shown.
   */
  async function menuChange(): Promise<string | null> {
    if ((await refreshMenu(WAIT_FOR_SERVER_MS, 0)) === null) return null;
    const now = orderLinesNow();
    return changedSinceShown({ items, fee }, { items: now, fee: orderPricing(now, details.tipo, currentMenuFacts()?.ajustes ?? settings).fee });
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
    if (closedTap({ open: refreshStatus().abierto, scheduled: schedule.at !== null, confirmed: confirmingClosed }) === 'offer') {
      setAskedToConfirm(true);
      await schedule.offerLater();
      return;
    }
    setChecking(true);
    setCopyStatus('');
    const posted = sendOrder(prepared.body);
    const changed = menuChange();
    const verdict = await Promise.race([posted, pause(WAIT_FOR_SERVER_MS)]);
    // Not recorded yet (a slow server, offline): the menu as asked again decides (lib/order/checkout.ts).
    const step = afterPost(verdict, verdict?.kind === 'recorded' ? null : await changed);
    setChecking(false);
    if (step.do === 'stop') {
      if (step.post === 'forget') forgetPost(key);
      else withdrawOrder(key);
      // The time chosen was taken meanwhile: the list again, the next free one chosen.
      if (step.slot) schedule.refresh(step.slot.next);
      setFormError(step.message);
      return;
    }
    const { token } = step;
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
