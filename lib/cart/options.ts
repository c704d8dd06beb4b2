// A product's choices, read from its facts: "2 frutas" means choose exactly two fruits, "Helado"
// one ice-cream flavour, "2 toppings" two toppings; a batido picks one flavour from its own list.
// Everything else in `ingredientes` (Nutella, Oreo, Chantilly...) is fixed. Crepes and waffles
// also take paid extras. Pure: products are passed in, and each carries the option lists and the
// extras of the live menu (`listas`, `extras`; the seed's, data/options.ts, when it does not).
import type { CatalogProduct } from '@/data/menu';
import type { OptionLists } from '@/data/options';
import { formatColones } from '@/lib/money';
import { oneLine } from '@/lib/text';
import { extraIds, extrasCategories, extrasProductIds, flavourFromIngredients, MAX_EXTRA_EACH, optionLists, type OptionListKey } from '@/data/options';

export type ChoiceGroup = {
  key: OptionListKey | 'sabor';
  /** The legend: "Frutas", "Helado", "Sabor"... */
  label: string;
  /** Exactly this many must be chosen. */
  count: number;
  options: readonly string[];
  /** "Elige 2 frutas". */
  hint: string;
};

export type Extra = { id: number; nombre: string; precio: number };

/** Chosen options per group key, and `extras`: the names of the extras, repeated per unit. */
export type Opciones = Record<string, string[]>;

export const MAX_NOTE_LENGTH = 80;
export const EXTRAS_KEY = 'extras';

const GROUP_WORDS: Array<{ key: OptionListKey; singular: string; plural: string }> = [
  { key: 'frutas', singular: 'fruta', plural: 'frutas' },
  { key: 'helados', singular: 'helado', plural: 'helados' },
  { key: 'toppings', singular: 'topping', plural: 'toppings' },
  { key: 'jarabes', singular: 'jarabe', plural: 'jarabes' },
];

const capitalize = (word: string) => word[0]!.toUpperCase() + word.slice(1);

function group(key: ChoiceGroup['key'], singular: string, plural: string, count: number, options: readonly string[]): ChoiceGroup {
  const word = count === 1 ? singular : plural;
  return { key, label: capitalize(word), count, options, hint: `Elige ${count} ${word}` };
}

/** The group a stored order's choice was shown under ("Frutas", "Helado", "Sabor"), or null. */
export function groupKeyOfLabel(label: string): ChoiceGroup['key'] | null {
  const word = label.toLowerCase();
  if (word === 'sabor' || word === 'sabores') return 'sabor';
  return GROUP_WORDS.find((entry) => entry.singular === word || entry.plural === word)?.key ?? null;
}

/** "2 frutas" -> two fruits, "Helado" / "1 helado" -> one flavour; null for a fixed ingredient. */
function parseIngredient(ingredient: string): { key: OptionListKey; count: number } | null {
  const match = /^(?:(\d{1,2}) )?(\p{L}+)$/u.exec(ingredient.trim().toLowerCase());
  if (!match) return null;
  const [, digits, word] = match;
  const found = GROUP_WORDS.find((entry) => (digits ? [entry.singular, entry.plural] : [entry.singular]).includes(word!));
  const count = digits ? Number(digits) : 1;
  return found && count >= 1 ? { key: found.key, count } : null;
}

/** The groups a list of ingredients asks the customer to choose ("2 frutas", "Helado"), with how many of each. */
function choiceCounts(ingredientes: readonly string[]): Map<OptionListKey, number> {
  const counts = new Map<OptionListKey, number>();
  for (const ingredient of ingredientes) {
    const parsed = parseIngredient(ingredient);
    if (parsed) counts.set(parsed.key, (counts.get(parsed.key) ?? 0) + parsed.count);
  }
  return counts;
}

/** The option key of a single option, as the sold-out list names it: 'frutas:Kiwi' (lib/order/pricing's optionKey). */
export function optionKey(group: string, option: string): string {
  return `${group}:${option}`;
}

export function choiceGroups(product: CatalogProduct): ChoiceGroup[] {
  if (flavourFromIngredients(product.nombre) && product.ingredientes.length > 0) {
    return [group('sabor', 'sabor', 'sabores', 1, product.ingredientes)];
  }
  const lists = product.listas ?? optionLists;
  const counts = choiceCounts(product.ingredientes);
  // A list the owner emptied offers nothing to choose: its group is left out rather than never complete.
  return GROUP_WORDS.filter(({ key }) => counts.has(key) && lists[key].length > 0).map(({ key, singular, plural }) =>
    group(key, singular, plural, Math.min(counts.get(key)!, lists[key].length), lists[key]),
  );
}

export function extraOptions(product: CatalogProduct, findProduct: (id: number) => CatalogProduct | undefined): Extra[] {
  if (product.extras) {
    return product.extras.flatMap((id) => {
      const extra = findProduct(id);
      return extra ? [{ id: extra.id, nombre: extra.nombre, precio: extra.precio }] : [];
    });
  }
  const takesExtras = (extrasCategories as readonly string[]).includes(product.categoria) || (extrasProductIds as readonly number[]).includes(product.id);
  if (!takesExtras) return [];
  return extraIds.flatMap((id) => {
    const extra = findProduct(id);
    return extra ? [{ id: extra.id, nombre: extra.nombre, precio: extra.precio }] : [];
  });
}

export function hasChoices(product: CatalogProduct, findProduct: (id: number) => CatalogProduct | undefined): boolean {
  return choiceGroups(product).length > 0 || extraOptions(product, findProduct).length > 0;
}

/** hasChoices for a live product (it names its extras), without looking the extras up: the cards ask on the server. */
export function offersChoices(product: CatalogProduct): boolean {
  return choiceGroups(product).length > 0 || (product.extras ? product.extras.length > 0 : extraOptions(product, () => undefined).length > 0);
}

/** Line breaks, control characters and runs of spaces folded; at most 80 characters. */
export function cleanNote(raw: unknown): string {
  return typeof raw === 'string' ? oneLine(raw, MAX_NOTE_LENGTH) : '';
}

export type CleanSelection = { opciones: Opciones; incompleto: boolean };

/**
 * Whatever was stored or clicked, as a trustworthy selection: only groups the product has, only
 * options that are in the data now, each at most once and no more than the group allows, in the
 * data's order (so the same choice is always the same line); extras 0-3 each. `incompleto` when a
 * group has fewer than it needs.
 */
export function cleanOptions(product: CatalogProduct, raw: unknown, findProduct: (id: number) => CatalogProduct | undefined): CleanSelection {
  const stored = typeof raw === 'object' && raw !== null && !Array.isArray(raw) ? (raw as Record<string, unknown>) : {};
  const opciones: Opciones = {};
  let incompleto = false;
  for (const { key, count, options } of choiceGroups(product)) {
    const given = Array.isArray(stored[key]) ? (stored[key] as unknown[]) : [];
    const chosen = options.filter((option) => given.includes(option)).slice(0, count);
    if (chosen.length > 0) opciones[key] = chosen;
    if (chosen.length < count) incompleto = true;
  }
  const givenExtras = Array.isArray(stored[EXTRAS_KEY]) ? (stored[EXTRAS_KEY] as unknown[]) : [];
  const extras = extraOptions(product, findProduct).flatMap(({ nombre }) =>
    Array<string>(Math.min(MAX_EXTRA_EACH, givenExtras.filter((name) => name === nombre).length)).fill(nombre),
  );
  if (extras.length > 0) opciones[EXTRAS_KEY] = extras;
  return { opciones, incompleto };
}

/** The first group still missing choices, as its hint ("Elige 2 frutas"), or null when complete. */
export function missingHint(product: CatalogProduct, opciones: Opciones): string | null {
  return choiceGroups(product).find(({ key, count }) => (opciones[key]?.length ?? 0) < count)?.hint ?? null;
}

/** The unit price: the menu's price plus the extras, always from the menu. */
export function linePrice(product: CatalogProduct, opciones: Opciones, findProduct: (id: number) => CatalogProduct | undefined): number {
  const extras = extraOptions(product, findProduct);
  return (opciones[EXTRAS_KEY] ?? []).reduce((sum, name) => sum + (extras.find((extra) => extra.nombre === name)?.precio ?? 0), product.precio);
}

/** "Frutas: Fresa, Kiwi · Jarabe: Chocolate": the choices without the extras; '' for none. */
export function describeChoices(product: CatalogProduct, opciones: Opciones): string {
  return choiceGroups(product)
    .flatMap(({ key, label }) => (opciones[key]?.length ? [`${label}: ${opciones[key].join(', ')}`] : []))
    .join(' · ');
}

/** Each extra once with how many times it was taken: [["Topping", 2], ["Nutella", 1]]. */
function countedExtras(opciones: Opciones): Array<[string, number]> {
  const extras = opciones[EXTRAS_KEY] ?? [];
  return [...new Set(extras)].map((name) => [name, extras.filter((extra) => extra === name).length]);
}

const times = (name: string, count: number) => (count > 1 ? `${name} x${count}` : name);

/** "Frutas: Fresa, Kiwi · Jarabe: Chocolate · Extras: Topping x2, Nutella"; '' for a plain line. */
export function describeOptions(product: CatalogProduct, opciones: Opciones): string {
  const extras = countedExtras(opciones).map(([name, count]) => times(name, count));
  return [describeChoices(product, opciones), ...(extras.length > 0 ? [`Extras: ${extras.join(', ')}`] : [])].filter(Boolean).join(' · ');
}

/** What a unit's price includes on top of the menu's: "Topping x2 +₡700, Nutella +₡500"; '' for none. */
export function describeExtras(product: CatalogProduct, opciones: Opciones, findProduct: (id: number) => CatalogProduct | undefined): string {
  const extras = extraOptions(product, findProduct);
  return countedExtras(opciones)
    .map(([name, count]) => `${times(name, count)} +${formatColones(count * (extras.find((extra) => extra.nombre === name)?.precio ?? 0))}`)
    .join(', ');
}

/** The same product with the same choices and note is one line; anything different is another. */
export function lineKey(id: number, opciones: Opciones, nota: string): string {
  const chosen = Object.keys(opciones)
    .sort()
    .map((key) => `${key}=${opciones[key]!.join(',')}`)
    .join(';');
  return chosen === '' && nota === '' ? String(id) : `${id}|${chosen}|${nota}`;
}

/** The desk's line under the ingredients as typed: "El cliente elige: 2 frutas, 1 jarabe." with the owner's lists. */
export function choicesSummary(nombre: string, ingredientes: string[], listas: OptionLists): string {
  const groups = choiceGroups({ id: 0, nombre, precio: 0, imagenes: [], ingredientes, disponible: true, categoria: '', listas });
  if (groups.length === 0) return 'Sin elecciones: todo lo de la lista va incluido.';
  return `El cliente elige: ${groups.map((group) => (group.key === 'sabor' ? `1 sabor (${group.options.join(', ')})` : group.hint.replace(/^Elige /, ''))).join(', ')}.`;
}
