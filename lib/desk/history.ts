// "Historial": what each change is about, so that "Deshacer" shows on the newest change of each
// thing (a product, an option list, an option's sold-out switch, a category's order, "Ajustes",
// "Horario") and the server refuses to undo one that changed again since. Pure.
import type { MenuChange } from '@/lib/db/menu';

type Change = Pick<MenuChange, 'kind' | 'productId' | 'antes' | 'despues'>;

const field = (value: unknown, key: string): unknown => (typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[key] : undefined);

/**
 * The thing a change is about ("opciones:frutas"): a later change with the same subject supersedes
 * it. Null for a change that cannot be undone: the categories (a category added stays), and lines
 * written before the history kept what they replaced.
 */
export function changeSubject(change: Change): string | null {
  switch (change.kind) {
    case 'producto':
      return change.productId === null ? null : `producto:${change.productId}`;
    case 'opciones': {
      const grupo = field(change.despues, 'grupo');
      return typeof grupo === 'string' && Array.isArray(field(change.antes, 'opciones')) ? `opciones:${grupo}` : null;
    }
    case 'agotada': {
      const [grupo, opcion] = [field(change.antes, 'grupo'), field(change.antes, 'opcion')];
      return typeof grupo === 'string' && typeof opcion === 'string' ? `agotada:${grupo}:${opcion}` : null;
    }
    case 'orden': {
      const categoria = field(change.antes, 'categoriaId');
      return typeof categoria === 'number' && Array.isArray(field(change.antes, 'ids')) ? `orden:${categoria}` : null;
    }
    case 'ajustes':
      return 'ajustes';
    case 'horario':
      return Array.isArray(change.antes) && change.antes.length === 7 ? 'horario' : null;
    case 'categorias':
      return null;
  }
}

/** The ids, among `changes` (newest first), that carry "Deshacer": the newest of each subject. */
export function undoableChanges(changes: readonly (Change & { id: number })[]): Set<number> {
  const seen = new Set<string>();
  const undoable = new Set<number>();
  for (const change of changes) {
    const subject = changeSubject(change);
    if (subject === null || seen.has(subject)) continue;
    seen.add(subject);
    undoable.add(change.id);
  }
  return undoable;
}

/** A line of "Historial": the menu's changes (with their "Deshacer") and the desk's switches, closures and pauses. */
export type HistoryEntry = { key: string; id: number | null; summary: string; nombre: string; at: number; deshacer: boolean };

/**
 * The two logs as one, newest first, at most `limit`: a menu change (with "Deshacer" on the latest of
 * each thing) and a desk change (a product switched off, a closure, a pause: switched back in place).
 * The weekly hours are logged in both (the desk's "Horario" line covers the week and the closure):
 * shown once.
 */
export function historyEntries(
  menu: readonly (Change & { id: number; summary: string; nombre: string; at: number })[],
  desk: readonly { id: number; detail: string; nombre: string; at: number }[],
  limit: number,
): HistoryEntry[] {
  const undoable = undoableChanges(menu);
  const menuLines = new Set(menu.map((change) => `${change.at}\u0000${change.summary}`));
  const entries: HistoryEntry[] = [
    ...menu.map((change) => ({
      key: `m${change.id}`,
      id: change.id,
      summary: change.summary,
      nombre: change.nombre,
      at: change.at,
      deshacer: undoable.has(change.id),
    })),
    ...desk
      .filter((change) => !menuLines.has(`${change.at}\u0000${change.detail}`))
      .map((change) => ({ key: `d${change.id}`, id: null, summary: change.detail, nombre: change.nombre, at: change.at, deshacer: false })),
  ];
  // Newest first; at the same moment, the order each log gave.
  return entries
    .map((entry, index) => ({ entry, index }))
    .sort((a, b) => b.entry.at - a.entry.at || a.index - b.index)
    .slice(0, limit)
    .map(({ entry }) => entry);
}

const UNDONE = 'Deshecho: ';
const REDONE = 'Rehecho: ';

/** The line of an undo: "Deshecho: <line>"; an undo of an undo says "Rehecho: <line>", and so on. */
export function undoSummary(summary: string): string {
  if (summary.startsWith(UNDONE)) return REDONE + summary.slice(UNDONE.length);
  if (summary.startsWith(REDONE)) return UNDONE + summary.slice(REDONE.length);
  return UNDONE + summary;
}
