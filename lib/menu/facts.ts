// The live menu as the browser gets it: every shop page carries it (the shop layout) and GET
// /api/menu answers it, so the cart prices from the owner's menu of now, never from what it stored
// and never from a copy baked into the scripts. Only what the cart, the options dialog, /orders
// and the opening line need: no descriptions, no hidden products. Pure and browser-safe; the
// browser checks every answer by hand (zod would add its weight to every page).
import type { CatalogProduct } from '@/data/menu';
import { optionListKeys, type OptionLists } from '@/data/options';
import type { PaymentMethod } from '@/lib/order/details';
import type { StoredPhoto } from '@/lib/photos/sources';
import type { WeeklyHours } from '@/lib/shop-hours/status';
import { isOrdersPause, type OrdersPause } from '@/lib/order/pause';
import { visibleProducts, type ShopMenu } from './live';
import { PAYMENT_METHODS, type ShopSettings } from './settings';

/** A stored photo without its placeholder (the cart's small pictures load at once). */
type FactPhoto = Omit<StoredPhoto, 'placeholder'>;

type FactProduct = {
  id: number;
  nombre: string;
  precio: number;
  categoria: string;
  ingredientes: string[];
  imagen: string;
  foto: FactPhoto | null;
  disponible: boolean;
  /** Takes the extras (the products of the extras category, in `extras`). */
  conExtras: boolean;
};

export type MenuFacts = {
  version: number;
  categorias: string[];
  productos: FactProduct[];
  /** Ids of the extras, in order. */
  extras: number[];
  listas: OptionLists;
  /** Single options sold out today: 'frutas:Kiwi'. */
  agotadas: string[];
  ajustes: ShopSettings;
  horario: WeeklyHours;
  /** The first day open again after the owner's closure, or null. */
  cierre: string | null;
  /** "Pausar pedidos" while it holds (lib/order/pause.ts), or null. Absent in facts kept from before it. */
  pausa?: OrdersPause | null;
};

/** A product the cart can price, with its photo for the cart's line. */
export type FactCatalogProduct = CatalogProduct & { foto: FactPhoto | null };

export function menuFacts(menu: ShopMenu, cierre: string | null, pausa: OrdersPause | null = null): MenuFacts {
  const shown = visibleProducts(menu);
  const extrasCategory = new Set(menu.categorias.filter((category) => category.extras).map((category) => category.nombre));
  return {
    version: menu.version,
    categorias: menu.categorias.map((category) => category.nombre),
    productos: shown.map((product) => ({
      id: product.id,
      nombre: product.nombre,
      precio: product.precio,
      categoria: product.categoria,
      ingredientes: product.ingredientes,
      imagen: product.imagenes[0] ?? '',
      foto: product.foto && {
        id: product.foto.id,
        width: product.foto.width,
        height: product.foto.height,
        widths: product.foto.widths,
        focus: product.foto.focus,
      },
      disponible: product.disponible,
      conExtras: product.conExtras,
    })),
    extras: shown.filter((product) => extrasCategory.has(product.categoria)).map((product) => product.id),
    listas: menu.listas,
    agotadas: [...menu.soldOutOptions],
    ajustes: menu.ajustes,
    horario: menu.horario,
    cierre,
    pausa,
  };
}

/** The cart's products by id: each with the lists and extras it offers (lib/cart/options.ts). */
export function factsCatalog(facts: MenuFacts): Map<number, FactCatalogProduct> {
  return new Map(
    facts.productos.map((product) => [
      product.id,
      {
        id: product.id,
        nombre: product.nombre,
        precio: product.precio,
        imagenes: [product.imagen],
        ingredientes: product.ingredientes,
        disponible: product.disponible,
        categoria: product.categoria,
        listas: facts.listas,
        extras: product.conExtras ? facts.extras.filter((id) => id !== product.id) : [],
        foto: product.foto,
      },
    ]),
  );
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isText = (value: unknown, max = 300): value is string => typeof value === 'string' && value.length <= max;
const isWhole = (value: unknown, min = 0, max = Number.MAX_SAFE_INTEGER): value is number =>
  Number.isSafeInteger(value) && (value as number) >= min && (value as number) <= max;
const isTexts = (value: unknown, max = 200): value is string[] => Array.isArray(value) && value.length <= max && value.every((item) => isText(item, 120));
const isShare = (value: unknown) => typeof value === 'number' && value >= 0 && value <= 1;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

function isPhoto(value: unknown): value is FactPhoto | null {
  if (value === null) return true;
  if (!isObject(value) || !isObject(value.focus)) return false;
  return (
    typeof value.id === 'string' &&
    /^[0-9a-f]{16}$/.test(value.id) &&
    isWhole(value.width, 1, 10_000) &&
    isWhole(value.height, 1, 10_000) &&
    Array.isArray(value.widths) &&
    value.widths.length > 0 &&
    value.widths.every((width) => isWhole(width, 1, 10_000)) &&
    isShare(value.focus.x) &&
    isShare(value.focus.y)
  );
}

function isProduct(value: unknown): value is FactProduct {
  return (
    isObject(value) &&
    isWhole(value.id, 1) &&
    isText(value.nombre, 120) &&
    isWhole(value.precio, 0, 10_000_000) &&
    isText(value.categoria, 120) &&
    isTexts(value.ingredientes, 40) &&
    isText(value.imagen, 300) &&
    isPhoto(value.foto) &&
    typeof value.disponible === 'boolean' &&
    typeof value.conExtras === 'boolean'
  );
}

function isSettings(value: unknown): value is ShopSettings {
  return (
    isObject(value) &&
    isWhole(value.envio, 0, 10_000_000) &&
    isWhole(value.minimoDomicilio, 0, 10_000_000) &&
    typeof value.sinpe === 'string' &&
    /^(\d{8})?$/.test(value.sinpe) &&
    Array.isArray(value.pagos) &&
    value.pagos.every((method) => PAYMENT_METHODS.includes(method as PaymentMethod)) &&
    (value.preparacion === undefined || isWhole(value.preparacion, 1, 24 * 60)) &&
    (value.franja === undefined || isWhole(value.franja, 1, 1000))
  );
}

function isHours(value: unknown): value is WeeklyHours {
  return (
    Array.isArray(value) &&
    value.length === 7 &&
    value.every(
      (day) =>
        Array.isArray(day) && day.length <= 2 && day.every((range) => isObject(range) && TIME.test(String(range.abre)) && TIME.test(String(range.cierra))),
    )
  );
}

/** GET /api/menu's `data`, checked: anything malformed (a proxy's page, a tampered cache) gives null. */
export function parseMenuFacts(value: unknown): MenuFacts | null {
  if (!isObject(value)) return null;
  const { version, categorias, productos, extras, listas, agotadas, ajustes, horario, cierre, pausa } = value;
  const valid =
    isWhole(version) &&
    isTexts(categorias, 50) &&
    Array.isArray(productos) &&
    productos.length <= 500 &&
    productos.every(isProduct) &&
    Array.isArray(extras) &&
    extras.every((id) => isWhole(id, 1)) &&
    isObject(listas) &&
    optionListKeys.every((key) => isTexts(listas[key], 60)) &&
    isTexts(agotadas, 300) &&
    isSettings(ajustes) &&
    isHours(horario) &&
    (cierre === null || (typeof cierre === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(cierre))) &&
    (pausa === undefined || pausa === null || isOrdersPause(pausa));
  return valid ? (value as MenuFacts) : null;
}
