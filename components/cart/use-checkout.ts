'use client';

import { useRef, useState } from 'react';
import { cartCount, cartTotal, soldOutNames, type CartItem } from '@/lib/cart/cart';
import { sinpeNumber, whatsappLink } from '@/lib/config';
import type { Closure } from '@/lib/shop-hours/status';
import { cashChange, checkDetails, DEFAULT_DETAILS, type DetailField, type OrderDetails } from '@/lib/order/details';
import { buildOrderMessage, MAX_MESSAGE_LENGTH, orderReference } from '@/lib/order/message';
import { initialDetails, rememberDetails, withTable } from './order-details-store';
import { useShopStatus } from '@/components/shop-hours/use-shop-status';
import { refreshSoldOut } from './sold-out';
import { useLinkedTable } from './table-store';

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
  closed: 'Ahora estamos cerrados. Puedes enviar tu pedido igual: lo vemos en cuanto abramos.',
  confirmClosed: '¿Lo enviamos de todos modos? Toca «Enviar de todos modos».',
} as const;

/** "Se agotó hoy: Churchill. No va en el pedido ni en el total." */
export function soldOutNotice(names: readonly string[]): string {
  return names.length === 0 ? '' : `Se agotó hoy: ${names.join(', ')}. No va en el pedido ni en el total.`;
}

type Options = {
  /** The shop's temporary closure, from the server; the weekly hours are shop data. */
  closure: Closure;
  onOrdered: (reference: string, message: string) => void;
};

/** The checkout's state and actions; checkout-form.tsx draws them. */
export function useCheckout(items: readonly CartItem[], { closure, onOrdered }: Options) {
  const [details, setDetails] = useState<OrderDetails>(initialDetails);
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
  const [status, refreshStatus] = useShopStatus(closure, null);
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
    const checked = checkDetails(details, cartTotal(items), sinpeNumber);
    if (!checked.ok) {
      setErrors(checked.errors);
      const first = FIELD_ORDER.find((field) => checked.errors[field]);
      // The order type is a group of radios: its first one takes the focus.
      const input = first && form.elements.namedItem(first);
      const target = input instanceof RadioNodeList ? input[0] : input;
      if (target instanceof HTMLElement) target.focus();
      return null;
    }
    setErrors({});
    reference.current ??= orderReference();
    const outOfHours = !refreshStatus().abierto;
    const text = buildOrderMessage({ reference: reference.current, customer: details.nombre, fulfilment: checked.fulfilment, payment: checked.payment, items, outOfHours });
    if (text.length > MAX_MESSAGE_LENGTH) {
      setFormError(checkoutMessages.tooLong);
      return null;
    }
    return text;
  }

  /** False when a product of the order sold out since the last check (every cart then marks it). */
  async function stillAvailable(): Promise<boolean> {
    const ids = await refreshSoldOut(CHECK_BEFORE_SENDING_MS, 0);
    return ids === null || !items.some((item) => !item.agotado && ids.has(item.id));
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
    const available = await stillAvailable();
    setChecking(false);
    if (!available) {
      setFormError(checkoutMessages.soldOutJustNow);
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
    cashBack: details.pago === 'efectivo' ? cashChange(details.pagaCon, cartTotal(items)) : null,
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
    sinpe: sinpeNumber,
  };
}
