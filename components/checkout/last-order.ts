'use client';

// The order just sent, kept for this tab (sessionStorage) so /orders can offer "Abrir WhatsApp
// otra vez", "Copiar pedido" and the link to follow it after the cart is cleared, even after a
// reload, until a new item is added.
import { isOrderKey, isStatusToken } from '@/lib/order/order-ids';

export const LAST_ORDER_KEY = 'ultimo-pedido';

export type LastOrder = {
  reference: string;
  /** The text WhatsApp opened with. */
  message: string;
  /** The order post's key (components/checkout/order-outbox.ts): its link once the server has it. */
  clave?: string;
  /** The status page's token, when the server answered before WhatsApp opened. */
  token?: string;
  /** Sent by "Copiar pedido": the customer pastes it into WhatsApp. */
  copiado?: true;
};

export function readLastOrder(): LastOrder | null {
  try {
    const parsed: unknown = JSON.parse(window.sessionStorage.getItem(LAST_ORDER_KEY) ?? 'null');
    if (typeof parsed !== 'object' || parsed === null) return null;
    const { reference, message, clave, token, copiado } = parsed as Record<string, unknown>;
    if (!(typeof reference === 'string' && /^[A-Z2-9]{5}$/.test(reference) && typeof message === 'string' && message.length <= 4000)) return null;
    return { reference, message, ...(isOrderKey(clave) && { clave }), ...(isStatusToken(token) && { token }), ...(copiado === true && { copiado }) };
  } catch {
    return null;
  }
}

export function rememberLastOrder(order: LastOrder) {
  try {
    window.sessionStorage.setItem(LAST_ORDER_KEY, JSON.stringify(order));
  } catch {
    // Storage refused: the panel still shows until the page is left.
  }
}

export function forgetLastOrder() {
  try {
    window.sessionStorage.removeItem(LAST_ORDER_KEY);
  } catch {
    // nothing stored
  }
}
