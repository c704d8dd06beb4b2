/** `list` with the entry at `index` moved one place up (-1) or down (1): the desk's up and down buttons. Out of range, the same order. */
export function movedOnePlace<T>(list: readonly T[], index: number, step: -1 | 1): T[] {
  const target = index + step;
  if (index < 0 || index >= list.length || target < 0 || target >= list.length) return [...list];
  const next = [...list];
  [next[index], next[target]] = [next[target]!, next[index]!];
  return next;
}
