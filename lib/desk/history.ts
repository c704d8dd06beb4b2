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
    // A category added stays; a switch, a closure or a pause is switched back where it is.
    case 'categorias':
    case 'disponibilidad':
    case 'cierre':
    case 'pausa':
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

/** A line of "Historial": a change, with "Deshacer" on the newest change of each thing. */
export type HistoryEntry = { id: number; summary: string; nombre: string; at: number; deshacer: boolean };

/** The log's lines (newest first) as "Historial" shows them. */
export function historyEntries(changes: readonly (Change & { id: number; summary: string; nombre: string; at: number })[]): HistoryEntry[] {
  const undoable = undoableChanges(changes);
  return changes.map(({ id, summary, nombre, at }) => ({ id, summary, nombre, at, deshacer: undoable.has(id) }));
}

const UNDONE = 'Deshecho: ';
const REDONE = 'Rehecho: ';

/** The line of an undo: "Deshecho: <line>"; an undo of an undo says "Rehecho: <line>", and so on. */
export function undoSummary(summary: string): string {
  if (summary.startsWith(UNDONE)) return REDONE + summary.slice(UNDONE.length);
  if (summary.startsWith(REDONE)) return UNDONE + summary.slice(REDONE.length);
  return UNDONE + summary;
}
