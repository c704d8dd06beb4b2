// The checkout's decisions, pure: what the order comes to, what the customer is told, and what
// happens once the post has answered (or not in time) and the menu was asked again. The hook
// (components/checkout/use-checkout.ts) only gathers those answers and carries the step out.
import { orderableItems, orderTotal, type CartItem } from '@/lib/cart/cart';
import { deliveryFeeFor, type ShopSettings } from '@/lib/menu/settings';
import type { OrderType } from './details';
import { MAX_MESSAGE_LENGTH } from './message';
import type { PostVerdict } from './outbox';

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

/** What the order comes to with these settings: the delivery fee by the way it is received. */
export function orderPricing(items: readonly CartItem[], tipo: OrderType | '', settings: ShopSettings): { fee: number; total: number } {
  const fee = deliveryFeeFor(tipo, settings);
  return { fee, total: orderTotal(items, fee) };
}

/** "Se agotó hoy: Churchill. No va en el pedido ni en el total." ('' for none). */
export function soldOutNotice(names: readonly string[]): string {
  return names.length === 0 ? '' : `Se agotó hoy: ${names.join(', ')}. No va en el pedido ni en el total.`;
}

/** What the customer would send: the orderable lines with their prices, and the fee. */
const signature = (items: readonly CartItem[], fee: number) =>
  `${orderableItems(items)
    .map((item) => `${item.key}=${item.precio}x${item.cantidad}`)
    .join(';')}|${fee}`;

/**
 * The menu asked again at the tap: null when the order is still what the customer saw, or why not
 * (something sold out since, or a price or the fee changed).
 */
export function changedSinceShown(shown: { items: readonly CartItem[]; fee: number }, now: { items: readonly CartItem[]; fee: number }): string | null {
  if (signature(now.items, now.fee) === signature(shown.items, shown.fee)) return null;
  const soldOutNow = now.items.some((item) => item.agotado && !shown.items.find((before) => before.key === item.key)?.agotado);
  return soldOutNow ? checkoutMessages.soldOutJustNow : checkoutMessages.changedJustNow;
}

/**
 * What a tap on send does while the shop is closed: the first one offers a time for later
 * ("offer"); it goes as it is once the customer chose a time, or tapped again.
 */
export function closedTap({ open, scheduled, confirmed }: { open: boolean; scheduled: boolean; confirmed: boolean }): 'offer' | 'send' {
  return open || scheduled || confirmed ? 'send' : 'offer';
}

export type SendStep =
  /** The message goes out, ending with the follow link when the server gave one. */
  | { do: 'send'; token: string }
  /**
   * It does not go: the customer reads `message`. The post is forgotten (refused) or withdrawn (still
   * on its way, so that only the order sent again counts); `slot` when the time chosen was taken.
   */
  | { do: 'stop'; message: string; post: 'forget' | 'withdraw'; slot?: { next: number | null } };

/**
 * After the post's answer (null: none within the wait) and, unless it was recorded, the menu asked
 * again (`changed`, changedSinceShown's): a refusal says the server's words (or what moved on the
 * menu); an order not recorded yet goes only while it is still what the customer saw.
 */
export function afterPost(verdict: PostVerdict | null, changed: string | null): SendStep {
  if (verdict?.kind === 'refused') {
    const message = verdict.totalChanged ? verdict.message : (changed ?? verdict.message);
    return { do: 'stop', message, post: 'forget', ...(verdict.slot && { slot: verdict.slot }) };
  }
  if (verdict?.kind === 'recorded') return { do: 'send', token: verdict.token ?? '' };
  return changed ? { do: 'stop', message: changed, post: 'withdraw' } : { do: 'send', token: '' };
}
