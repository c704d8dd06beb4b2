// Pure cart logic: no storage, no React. Prices always come from the menu.
import type { CatalogProduct } from '@/data/menu';

export type CartItem = {
  id: number;
  nombre: string;
  precio: number;
  cantidad: number;
  imagen: string;
  /** False when the menu says the product can't be ordered right now. */
  disponible: boolean;
};

export const MIN_QUANTITY = 1;
export const MAX_QUANTITY = 99;
/** Delivery fee in colones (spec section 9). */
export const DELIVERY_FEE = 0;
/** Far more distinct products than the menu has: a stored array longer than this is junk. */
const MAX_STORED_LINES = 200;

/** Any value to a whole quantity between 1 and 99. */
export function clampQuantity(value: unknown): number {
  const number = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : Number.NaN;
  if (!Number.isFinite(number)) return MIN_QUANTITY;
  return Math.min(MAX_QUANTITY, Math.max(MIN_QUANTITY, Math.trunc(number)));
}

function lineFor(product: CatalogProduct, cantidad: number): CartItem {
  return {
    id: product.id,
    nombre: product.nombre,
    precio: product.precio,
    cantidad: clampQuantity(cantidad),
    imagen: product.imagenes[0] ?? '',
    disponible: product.disponible,
  };
}

/** Adds one unit; a product already in the cart gets its quantity raised instead. */
export function addItem(items: readonly CartItem[], product: CatalogProduct): CartItem[] {
  if (!product.disponible) return [...items];
  const existing = items.find((item) => item.id === product.id);
  if (!existing) return [...items, lineFor(product, 1)];
  return items.map((item) => (item.id === product.id ? { ...item, cantidad: clampQuantity(item.cantidad + 1) } : item));
}

export function setQuantity(items: readonly CartItem[], id: number, cantidad: number): CartItem[] {
  return items.map((item) => (item.id === id ? { ...item, cantidad: clampQuantity(cantidad) } : item));
}

export function incrementItem(items: readonly CartItem[], id: number): CartItem[] {
  const item = items.find((line) => line.id === id);
  return item ? setQuantity(items, id, item.cantidad + 1) : [...items];
}

export function decrementItem(items: readonly CartItem[], id: number): CartItem[] {
  const item = items.find((line) => line.id === id);
  return item ? setQuantity(items, id, item.cantidad - 1) : [...items];
}

export function removeItem(items: readonly CartItem[], id: number): CartItem[] {
  return items.filter((item) => item.id !== id);
}

/** Lines that can actually be ordered (unavailable ones stay visible but don't count). */
export function orderableItems(items: readonly CartItem[]): CartItem[] {
  return items.filter((item) => item.disponible);
}

export function cartCount(items: readonly CartItem[]): number {
  return orderableItems(items).reduce((sum, item) => sum + item.cantidad, 0);
}

export function cartSubtotal(items: readonly CartItem[]): number {
  return orderableItems(items).reduce((sum, item) => sum + item.precio * item.cantidad, 0);
}

export function cartTotal(items: readonly CartItem[]): number {
  return cartSubtotal(items) + DELIVERY_FEE;
}

/**
 * Turns whatever was stored into a trustworthy cart: unknown ids are dropped, names, prices
 * and images come from the menu, quantities become whole numbers 1-99, repeated ids merge,
 * and products the menu marks unavailable are flagged.
 */
export function reconcileCart(stored: unknown, findProduct: (id: number) => CatalogProduct | undefined): CartItem[] {
  if (!Array.isArray(stored) || stored.length > MAX_STORED_LINES) return [];
  const lines = new Map<number, CartItem>();
  for (const entry of stored) {
    if (typeof entry !== 'object' || entry === null) continue;
    const { id, cantidad } = entry as Record<string, unknown>;
    if (typeof id !== 'number' || !Number.isSafeInteger(id)) continue;
    const product = findProduct(id);
    if (!product) continue;
    const previous = lines.get(id)?.cantidad ?? 0;
    lines.set(id, lineFor(product, previous + clampQuantity(cantidad)));
  }
  return [...lines.values()];
}

/** Reads the stored text (it may be anything a visitor or a bug left there). */
export function parseStoredCart(text: string | null, findProduct: (id: number) => CatalogProduct | undefined): CartItem[] {
  if (text === null || text.length > 100_000) return [];
  try {
    return reconcileCart(JSON.parse(text), findProduct);
  } catch {
    return [];
  }
}

/** What goes into storage: only the fields the spec names, never the availability flag. */
export function serializeCart(items: readonly CartItem[]): string {
  return JSON.stringify(items.map(({ id, nombre, precio, cantidad, imagen }) => ({ id, nombre, precio, cantidad, imagen })));
}
