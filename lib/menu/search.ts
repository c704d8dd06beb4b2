// The menu's search: every word typed must match a word of the product's name, category or
// ingredients, without accents or case. A word matches when it starts it once a plural "s" is
// dropped from both ("crepa" finds "Crepas", "caf" finds "Café"). Only a typed word of 5 letters
// or more that matches nothing that way is read as having one typo (a letter missing, extra,
// wrong or swapped: "nutela", "capiorio"), so "crema" finds the cream, not every "crepa".
import { foldText } from '@/lib/text';

const MIN_TYPO_LENGTH = 5;

export function searchWords(text: string): string[] {
  return foldText(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
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

/** The items whose texts match every word of `query`, in their order (all of them for no query). */
export function searchItems<T>(items: readonly T[], textsOf: (item: T) => readonly string[], query: string): T[] {
  const needles = searchWords(query);
  if (needles.length === 0) return [...items];
  const words = items.map((item) => textsOf(item).flatMap(searchWords));
  const rules = needles.map((needle) =>
    words.some((list) => list.some((word) => startsWord(needle, word))) ? startsWord : oneTypoFrom,
  );
  return items.filter((_, index) => needles.every((needle, n) => words[index]!.some((word) => rules[n]!(needle, word))));
}
