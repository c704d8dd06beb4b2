// The WhatsApp order: a pure text builder, so the exact message is unit-tested.
import { orderableItems, cartTotal, type CartItem } from '@/lib/cart/cart';
import { formatColones } from '@/lib/money';

/** Order references avoid look-alikes (0/O, 1/I/L) so they can be read aloud. */
export const REFERENCE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const REFERENCE_LENGTH = 5;
export const DEFAULT_CUSTOMER = 'Cliente';
export const MAX_NAME_LENGTH = 60;
export const MAX_TABLE = 999;

export function orderReference(random: () => number = Math.random): string {
  let reference = '';
  for (let i = 0; i < REFERENCE_LENGTH; i += 1) {
    const index = Math.min(REFERENCE_ALPHABET.length - 1, Math.floor(random() * REFERENCE_ALPHABET.length));
    reference += REFERENCE_ALPHABET[index];
  }
  return reference;
}

/** Trims, folds inner spaces and line breaks, drops control characters; empty -> "Cliente". */
export function customerName(raw: string): string {
  const clean = raw
    .replace(/[\p{Cc}\p{Cf}]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, MAX_NAME_LENGTH)
    .trim();
  return clean === '' ? DEFAULT_CUSTOMER : clean;
}

/** The table field: a whole number 0-999; anything else becomes 0 and says so. */
export function parseTableNumber(raw: string): { value: number; corrected: boolean } {
  const text = raw.trim();
  if (text === '') return { value: 0, corrected: false };
  if (!/^\d+$/.test(text)) return { value: 0, corrected: true };
  const value = Number(text);
  return value <= MAX_TABLE ? { value, corrected: false } : { value: 0, corrected: true };
}

type Order = { reference: string; customer: string; table: number; items: readonly CartItem[] };

export function buildOrderMessage({ reference, customer, table, items }: Order): string {
  const lines = orderableItems(items).map(
    (item) =>
      `• ${item.cantidad} x ${item.nombre} - ${formatColones(item.precio)} c/u = ${formatColones(item.precio * item.cantidad)}`,
  );
  return [
    '¡Hola CrepiVara! Quiero hacer un pedido.',
    `Pedido #${reference}`,
    `Cliente: ${customerName(customer)}`,
    `Mesa: ${table}`,
    '',
    ...lines,
    '',
    `Total: ${formatColones(cartTotal(items))}`,
    '¡Muchas gracias!',
  ].join('\n');
}
