// Pure cart logic: no storage, no React. Prices always come from the menu.
import type { CatalogProduct } from '@/data/menu';
import { formatColones } from '@/lib/money';
import type { StoredPhoto } from '@/lib/photos/sources';
import { oneLine } from '@/lib/text';
import { cleanNote, cleanOptions, describeChoices, describeExtras, describeOptions, EXTRAS_KEY, lineKey, linePrice, optionKey, type Opciones } from './options';

/** A product the cart can hold: its facts, and the owner's photo when the menu has one. */
export type CartProduct = CatalogProduct & { foto?: Omit<StoredPhoto, 'placeholder'> | null };
export type FindProduct = (id: number) => CartProduct | undefined;

export type CartItem = {
  /** The line's identity: the product, its choices and its note (lib/cart/options lineKey). */
  key: string;
  id: number;
  nombre: string;
  /** Unit price in colones: the menu's price plus the extras. */
  precio: number;
  cantidad: number;
  imagen: string;
  /** The owner's photo of the product, when there is one (shown instead of `imagen`). */
  foto: Omit<StoredPhoto, 'placeholder'> | null;
  opciones: Opciones;
  /** The choices for people: "Frutas: Fresa, Kiwi · Extras: Nutella" ('' for a plain line). */
  detalle: string;
  /** The same without the extras, for the message: "Frutas: Fresa, Kiwi". */
  eleccion: string;
  /** The extras the unit price includes: "Nutella +₡500" ('' when none). */
  incluye: string;
  nota: string;
  /** False when the menu says the product can't be ordered right now. */
  disponible: boolean;
  /** A required choice is missing (a saved cart from before, or an option the shop removed). */
  incompleto: boolean;
  /** The owner switched the product off today (markSoldOut): shown as "Agotado hoy", not sent. */
  agotado?: true;
  /** A chosen option or extra sold out today (markSoldOutOptions): the customer chooses again. */
  opcionAgotada?: string;
};

/** What the customer picked for a line. */
export type Selection = { opciones?: unknown; nota?: unknown };

export const MIN_QUANTITY = 1;
export const MAX_QUANTITY = 99;
/** Delivery fee in colones (spec section 9). */
export const DELIVERY_FEE = 0;
/** Far more lines than anyone orders: a stored array longer than this is junk. */
const MAX_STORED_LINES = 200;

/** Any value to a whole quantity between 1 and 99. */
export function clampQuantity(value: unknown): number {
  const number = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : Number.NaN;
  if (!Number.isFinite(number)) return MIN_QUANTITY;
  return Math.min(MAX_QUANTITY, Math.max(MIN_QUANTITY, Math.trunc(number)));
}

/** A line built from the menu and a cleaned selection; nothing in it comes from storage but choices. */
export function lineFor(product: CartProduct, cantidad: number, selection: Selection, findProduct: FindProduct): CartItem {
  const { opciones, incompleto } = cleanOptions(product, selection.opciones, findProduct);
  const nota = cleanNote(selection.nota);
  return {
    key: lineKey(product.id, opciones, nota),
    id: product.id,
    nombre: product.nombre,
    precio: linePrice(product, opciones, findProduct),
    cantidad: clampQuantity(cantidad),
    imagen: product.imagenes[0] ?? '',
    foto: product.foto ?? null,
    opciones,
    detalle: describeOptions(product, opciones),
    eleccion: describeChoices(product, opciones),
    incluye: describeExtras(product, opciones, findProduct),
    nota,
    disponible: product.disponible,
    incompleto,
  };
}

/** Puts a line in, merging it into one with the same key. */
function merge(items: readonly CartItem[], line: CartItem, at = items.length): CartItem[] {
  const existing = items.find((item) => item.key === line.key);
  if (existing) return items.map((item) => (item === existing ? { ...item, cantidad: clampQuantity(item.cantidad + line.cantidad) } : item));
  return [...items.slice(0, at), line, ...items.slice(at)];
}

/** Adds one unit with these choices; the same product with the same choices and note raises that line. */
export function addItem(items: readonly CartItem[], product: CartProduct, selection: Selection, findProduct: FindProduct): CartItem[] {
  if (!product.disponible) return [...items];
  return merge(items, lineFor(product, 1, selection, findProduct));
}

/** "Editar": the line takes new choices and keeps its quantity (merging if it now equals another). */
export function replaceLine(items: readonly CartItem[], key: string, selection: Selection, findProduct: FindProduct): CartItem[] {
  const at = items.findIndex((item) => item.key === key);
  const old = items[at];
  const product = old && findProduct(old.id);
  if (!old || !product) return [...items];
  const rest = items.filter((item) => item.key !== key);
  return merge(rest, lineFor(product, old.cantidad, selection, findProduct), at);
}

export function setQuantity(items: readonly CartItem[], key: string, cantidad: number): CartItem[] {
  return items.map((item) => (item.key === key ? { ...item, cantidad: clampQuantity(cantidad) } : item));
}

export function incrementItem(items: readonly CartItem[], key: string): CartItem[] {
  const item = items.find((line) => line.key === key);
  return item ? setQuantity(items, key, item.cantidad + 1) : [...items];
}

export function decrementItem(items: readonly CartItem[], key: string): CartItem[] {
  const item = items.find((line) => line.key === key);
  return item ? setQuantity(items, key, item.cantidad - 1) : [...items];
}

export function removeItem(items: readonly CartItem[], key: string): CartItem[] {
  return items.filter((item) => item.key !== key);
}

/** The lines whose product the shop has sold out today, marked and no longer orderable. */
export function markSoldOut(items: readonly CartItem[], soldOut: ReadonlySet<number>): CartItem[] {
  return items.map((item) => (soldOut.has(item.id) ? { ...item, disponible: false, agotado: true } : item));
}

/**
 * The lines holding an option or an extra sold out today ('frutas:Kiwi', an Extras product switched
 * off): incomplete until the customer chooses again ("Editar"), so they stay out of the total and
 * the message.
 */
export function markSoldOutOptions(items: readonly CartItem[], soldOut: ReadonlySet<string>, findProduct: FindProduct): CartItem[] {
  return items.map((item) => {
    const gone = Object.entries(item.opciones)
      .flatMap(([group, values]) => values.map((value) => [group, value] as const))
      .find(([group, value]) =>
        group === EXTRAS_KEY
          ? findProduct(item.id)?.extras?.some((id) => findProduct(id)?.nombre === value && !findProduct(id)?.disponible)
          : soldOut.has(optionKey(group, value)),
      );
    return gone ? { ...item, incompleto: true, opcionAgotada: gone[1] } : item;
  });
}

/** Names of the lines sold out today, each once, for telling the customer. */
export function soldOutNames(items: readonly CartItem[]): string[] {
  return [...new Set(items.filter((item) => item.agotado).map((item) => item.nombre))];
}

/** Lines that can actually be ordered (unavailable or incomplete ones stay visible but don't count). */
export function orderableItems(items: readonly CartItem[]): CartItem[] {
  return items.filter((item) => item.disponible && !item.incompleto);
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

/** What the customer pays: the products and the delivery fee (the owner's, on delivery orders only). */
export function orderTotal(items: readonly CartItem[], deliveryFee: number): number {
  return cartSubtotal(items) + deliveryFee;
}

/**
 * Turns whatever was stored into a trustworthy cart: unknown ids are dropped, names, prices
 * and images come from the menu, choices are cleaned against the data (a line whose required
 * choices are missing is flagged), quantities become whole numbers 1-99, identical lines merge,
 * and products the menu marks unavailable are flagged. Items saved before choices existed (no
 * `opciones`, no `nota`) read as plain lines.
 */
export function reconcileCart(stored: unknown, findProduct: FindProduct): CartItem[] {
  if (!Array.isArray(stored) || stored.length > MAX_STORED_LINES) return [];
  let lines: CartItem[] = [];
  for (const entry of stored) {
    if (typeof entry !== 'object' || entry === null) continue;
    const { id, cantidad, opciones, nota } = entry as Record<string, unknown>;
    if (typeof id !== 'number' || !Number.isSafeInteger(id)) continue;
    const product = findProduct(id);
    if (!product) continue;
    lines = merge(lines, lineFor(product, clampQuantity(cantidad), { opciones, nota }, findProduct));
  }
  return lines;
}

/** Reads the stored text (it may be anything a visitor or a bug left there). */
export function parseStoredCart(text: string | null, findProduct: FindProduct): CartItem[] {
  return readStoredCart(text, findProduct).items;
}

const MAX_NOTICES = 10;

/** "El precio de Capiberry cambió a ₡2 100." */
function priceNotice(nombre: string, precio: number): string {
  return `El precio de ${nombre} cambió a ${formatColones(precio)}.`;
}

/** "Capiberry ya no está en el menú: lo quitamos de tu pedido." */
function goneNotice(nombre: string): string {
  return `${nombre} ya no está en el menú: lo quitamos de tu pedido.`;
}

/**
 * The stored cart reconciled with the menu (reconcileCart), and what changed for the customer
 * since it was stored: a line whose price is not the one stored ("El precio de Capiberry cambió a
 * ₡2 100."), a product no longer on the menu, hidden by the owner or never there (dropped, named
 * as stored). Only meaningful against a menu newer than the one the cart was priced with: the
 * caller decides (components/cart/cart-store.ts).
 */
export function readStoredCart(text: string | null, findProduct: FindProduct): { items: CartItem[]; avisos: string[] } {
  if (text === null || text.length > 100_000) return { items: [], avisos: [] };
  let stored: unknown;
  try {
    stored = JSON.parse(text);
  } catch {
    return { items: [], avisos: [] };
  }
  const items = reconcileCart(stored, findProduct);
  const avisos = new Set<string>();
  if (Array.isArray(stored) && stored.length <= MAX_STORED_LINES) {
    for (const entry of stored) {
      if (typeof entry !== 'object' || entry === null) continue;
      const { id, nombre, precio, opciones, nota } = entry as Record<string, unknown>;
      if (typeof id !== 'number' || !Number.isSafeInteger(id)) continue;
      const product = findProduct(id);
      if (!product) {
        const name = typeof nombre === 'string' ? oneLine(nombre, 60) : '';
        avisos.add(goneNotice(name || 'Un producto'));
        continue;
      }
      const line = lineFor(product, 1, { opciones, nota }, findProduct);
      if (typeof precio === 'number' && Number.isFinite(precio) && precio !== line.precio) avisos.add(priceNotice(line.nombre, line.precio));
    }
  }
  return { items, avisos: [...avisos].slice(0, MAX_NOTICES) };
}

/** What goes into storage: the spec's fields plus the choices and the note, never the flags. */
export function serializeCart(items: readonly CartItem[]): string {
  return JSON.stringify(items.map(({ id, nombre, precio, cantidad, imagen, opciones, nota }) => ({ id, nombre, precio, cantidad, imagen, opciones, nota })));
}
