'use client';

import { useEffect, useRef, useState } from 'react';
import { cartCount, cartSubtotal, orderableItems, orderTotal, soldOutNames, type CartItem } from '@/lib/cart/cart';
import { whatsappLink } from '@/lib/config';
import { defaultSettings, deliveryFeeFor, deliveryMinimumProblem, offeredPayments, type ShopSettings } from '@/lib/menu/settings';
import { cashChange, checkDetails, DEFAULT_DETAILS, type DetailField, type OrderDetails, type OrderType } from '@/lib/order/details';
import { buildOrderMessage, MAX_MESSAGE_LENGTH, orderReference } from '@/lib/order/message';
import { initialDetails, rememberDetails, withTable } from './order-details-store';
import { useShopStatus } from '@/components/shop-hours/use-shop-status';
import { currentMenuFacts, refreshMenu, useMenuFacts } from './live-menu';
import { useLinkedTable } from './table-store';
import { orderLinesNow } from './use-order-lines';

/** Spec section 4: "Procesando Pedido..." for 2 seconds after the chat opens. */
const PROCESSING_MS = 2000;
const FIELD_ORDER: readonly DetailField[] = ['tipo', 'mesa', 'direccion', 'pagaCon'];
/** How long sending waits for the last availability check. */
const CHECK_BEFORE_SENDING_MS = 1500;

export const checkoutMessages = {
  tooLong: `Tu pedido no cabe en un mensaje de WhatsApp (${MAX_MESSAGE_LENGTH} caracteres): quita algunas líneas o acorta las notas.`,
  copied: 'Pedido copiado. Pégalo en un chat de WhatsApp con nosotros.',
  notCopied: 'No se pudo copiar el pedido. Usa el botón «Solicitar por WhatsApp».',
  soldOutJustNow: 'Algo de tu pedido se acaba de agotar: lo quitamos del pedido y del total. Revísalo y vuelve a enviarlo.',
  changedJustNow: 'El menú cambió hace un momento y actualizamos tu pedido. Revísalo y vuelve a enviarlo.',
  closed: 'Ahora estamos cerrados. Puedes enviar tu pedido igual: lo vemos en cuanto abramos.',
  confirmClosed: '¿Lo enviamos de todos modos? Toca «Enviar de todos modos».',
} as const;

/** "Se agotó hoy: Churchill. No va en el pedido ni en el total." */
export function soldOutNotice(names: readonly string[]): string {
  return names.length === 0 ? '' : `Se agotó hoy: ${names.join(', ')}. No va en el pedido ni en el total.`;
}

type Options = {
  onOrdered: (reference: string, message: string) => void;
  /** How the order is received, as chosen (the summary beside the form shows its delivery fee). */
  onOrderType?: (tipo: OrderType | '') => void;
};

/** What the order comes to with these settings: the delivery fee by the way it is received. */
function pricing(items: readonly CartItem[], tipo: OrderType | '', settings: ShopSettings) {
  const fee = deliveryFeeFor(tipo, settings);
  return { fee, total: orderTotal(items, fee) };
}

/** What the customer would send: the orderable lines and their prices, the fee. */
const orderSignature = (items: readonly CartItem[], fee: number) => `${orderableItems(items).map((item) => `${item.key}=${item.precio}x${item.cantidad}`).join(';')}|${fee}`;

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

  /** The message, or null after showing why it can't go (focus moves to the first bad field). */
  function message(form: HTMLFormElement): string | null {
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
    const outOfHours = !refreshStatus().abierto;
    const text = buildOrderMessage({ reference: reference.current, customer: details.nombre, fulfilment: checked.fulfilment, payment: checked.payment, items, outOfHours, deliveryFee: fee });
    if (text.length > MAX_MESSAGE_LENGTH) {
      setFormError(checkoutMessages.tooLong);
      return null;
    }
    return text;
  }

  /**
   * The menu asked again past any cache: null when the order is still what the customer sees, or
   * why not (something sold out, a price changed: every cart then shows it). Without an answer in
   * time (offline) the order goes as shown.
   */
  async function changedSinceShown(): Promise<string | null> {
    const before = orderSignature(items, fee);
    if ((await refreshMenu(CHECK_BEFORE_SENDING_MS, 0)) === null) return null;
    const now = orderLinesNow();
    const latest = currentMenuFacts()?.ajustes ?? settings;
    if (orderSignature(now, pricing(now, details.tipo, latest).fee) === before) return null;
    return now.some((item) => item.agotado && !items.find((shown) => shown.key === item.key)?.agotado) ? checkoutMessages.soldOutJustNow : checkoutMessages.changedJustNow;
  }

  async function send(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (processing || checking || !orderable) return;
    const form = event.currentTarget;
    if (message(form) === null) return;
    // Closed at the moment of the tap (the shown state may be up to 30 s old): the first tap says
    // so and asks for a second one.
    if (!refreshStatus().abierto && !confirmingClosed) {
      setAskedToConfirm(true);
      return;
    }
    setChecking(true);
    const changed = await changedSinceShown();
    setChecking(false);
    if (changed) {
      setFormError(changed);
      return;
    }
    const text = message(form);
    if (text === null) return;
    window.open(whatsappLink(text), '_blank', 'noopener,noreferrer');
    setProcessing(true);
    window.setTimeout(() => {
      const sent = reference.current ?? '';
      reference.current = null;
      setProcessing(false);
      onOrdered(sent, text);
    }, PROCESSING_MS);
  }

  async function copy(form: HTMLFormElement | null) {
    const text = form && message(form);
    if (!text) return;
    try {
      await navigator.clipboard.writeText(text);
      setCopyStatus(checkoutMessages.copied);
    } catch {
      setCopyStatus(checkoutMessages.notCopied);
    }
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
    closedNow,
    confirmingClosed,
    send,
    copy,
    sinpe: payments.includes('sinpe') ? settings.sinpe : '',
  };
}
