// The menu's search, for natural searches ("crepa de nutela"): the little words (de, con, y,
// el, la, sin...) are left out, and every other word typed must match a word of the product's
// name, category, ingredients or description, without accents or case. A word matches when it
// starts it once a plural "s" is dropped from both ("crepa" finds "Crepas", "caf" finds "Café").
// Only a typed word of 5 letters or more that matches nothing that way is read as having one typo
// (a letter missing, extra, wrong or swapped: "nutela", "capiorio"), so "crema" finds the cream,
// not every "crepa". Descriptions are prose full of short words: only words of 3 letters or more
// are looked for there ("té" is not the "te" of "te guste"). Results are ranked by where their
// words matched, the name first (ties keep the menu's order). docs/decisions/023-menu-search.md
import type { MenuEntry } from '@/lib/menu/filters';
import { foldText } from '@/lib/text';

const MIN_TYPO_LENGTH = 5;
const MIN_PROSE_LENGTH = 3;

/** Articles, prepositions and conjunctions: they say nothing about a product. */
const LITTLE_WORDS = new Set([
  'a',
  'al',
  'con',
  'de',
  'del',
  'e',
  'el',
  'en',
  'la',
  'las',
  'lo',
  'los',
  'o',
  'para',
  'por',
  'sin',
  'u',
  'un',
  'una',
  'unas',
  'unos',
  'y',
]);

/** Where a product's words come from; the weights rank the results. */
export type SearchFields = { name: string; tags: readonly string[]; prose?: string };
const WEIGHT = { name: 4, tags: 2, prose: 1 } as const;

export function searchWords(text: string): string[] {
  return foldText(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/** The words a search looks for: the little words left out, unless they are all there is. */
export function searchTerms(query: string): string[] {
  const words = searchWords(query);
  const meaningful = words.filter((word) => !LITTLE_WORDS.has(word));
  return meaningful.length > 0 ? meaningful : words;
}

/** Drops one plural "s" ("crepas" -> "crepa", "leches" -> "leche"). */
function stem(word: string): string {
  return word.length > 3 && word.endsWith('s') ? word.slice(0, -1) : word;
}

/** True when `a` and `b` are at most one edit apart (insertion, deletion, substitution or swap). */
export function withinOneEdit(a: string, b: string): boolean {
  if (a === b) return true;
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i += 1;
  const restA = a.slice(i + 1);
  const restB = b.slice(i + 1);
  if (a.length === b.length) {
    // One substitution, or two neighbours swapped.
    return restA === restB || (a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2));
  }
  return a.length > b.length ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
}

const startsWord = (needle: string, word: string) => stem(word).startsWith(stem(needle));

function oneTypoFrom(needle: string, word: string): boolean {
  const q = stem(needle);
  const w = stem(word);
  return q.length >= MIN_TYPO_LENGTH && (withinOneEdit(q, w) || withinOneEdit(q, w.slice(0, q.length)));
}

type Indexed = { name: string[]; tags: string[]; prose: string[] };

/** The items matching every term of `query`, best first (all of them, in order, for no query). */
export function searchItems<T>(items: readonly T[], fieldsOf: (item: T) => SearchFields, query: string): T[] {
  const needles = searchTerms(query);
  if (needles.length === 0) return [...items];
  const indexed: Indexed[] = items.map((item) => {
    const { name, tags, prose = '' } = fieldsOf(item);
    return { name: searchWords(name), tags: tags.flatMap(searchWords), prose: searchWords(prose) };
  });
  const fields = (needle: string) => (needle.length >= MIN_PROSE_LENGTH ? (['name', 'tags', 'prose'] as const) : (['name', 'tags'] as const));
  // A needle is read as typed wherever it matches something as typed, else with one typo.
  const rules = needles.map((needle) =>
    indexed.some((entry) => fields(needle).some((field) => entry[field].some((word) => startsWord(needle, word)))) ? startsWord : oneTypoFrom,
  );
  const scored = indexed.map((entry, index) => {
    let score = 0;
    for (const [n, needle] of needles.entries()) {
      const field = fields(needle).find((key) => entry[key].some((word) => rules[n]!(needle, word)));
      if (!field) return { index, score: 0 };
      score += WEIGHT[field];
    }
    return { index, score };
  });
  return scored
    .filter(({ score }) => score > 0)
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .map(({ index }) => items[index]!);
}

/**
 * The menu's search over the name, the category, the ingredients and the description, the best
 * matches first (the whole menu, in order, for no query).
 */
export function searchMenu<T extends MenuEntry>(products: readonly T[], query: string): T[] {
  return searchItems(products, (product) => ({ name: product.nombre, tags: [product.categoria, ...product.ingredientes], prose: product.descripcion }), query);
}
