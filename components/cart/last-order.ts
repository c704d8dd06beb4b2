'use client';

// The order just sent, kept for this tab (sessionStorage) so /orders can offer "Abrir WhatsApp
// otra vez" and "Copiar pedido" after the cart is cleared, even after a reload, until a new item
// is added.
export const LAST_ORDER_KEY = 'ultimo-pedido';

export type LastOrder = { reference: string; message: string };

export function readLastOrder(): LastOrder | null {
  try {
    const parsed: unknown = JSON.parse(window.sessionStorage.getItem(LAST_ORDER_KEY) ?? 'null');
    if (typeof parsed !== 'object' || parsed === null) return null;
    const { reference, message } = parsed as Record<string, unknown>;
    return typeof reference === 'string' && /^[A-Z2-9]{5}$/.test(reference) && typeof message === 'string' && message.length <= 4000
      ? { reference, message }
      : null;
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
