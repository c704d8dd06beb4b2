import 'server-only';
import type { Transaction } from 'kysely';
import type { Author } from '@/lib/account';
import { publish } from '../events';
import { getDb, type Db } from '../index';
import type { Schema } from '../schema';

// The shop's one change log and transaction (docs/menu.md): each owner change (the menu, its options,
// "Ajustes", the hours and closures, the availability switches, the orders' pause) is written with
// its history line and a new menu version, then announced to every instance on the 'desk' channel.
// The table keeps the name it got when it held only the menu's changes: menu_changes.

export type Trx = Transaction<Schema>;
export type ChangeKind = 'producto' | 'orden' | 'opciones' | 'agotada' | 'categorias' | 'ajustes' | 'horario' | 'cierre' | 'disponibilidad' | 'pausa';

export type MenuChange = {
  id: number;
  kind: ChangeKind;
  productId: number | null;
  summary: string;
  antes: unknown;
  despues: unknown;
  nombre: string;
  at: number;
};

/** Why a change was not written: the product or category is not there, someone else changed it, the name is taken. */
export type MenuProblem = 'missing' | 'category' | 'conflict' | 'duplicate' | 'notLatest';
export type MenuResult<T> = { ok: true; value: T } | { ok: false; problem: MenuProblem };

export const store = async (db?: Db) => db ?? (await getDb());
export const parse = <T>(text: string | null, fallback: T): T => {
  if (text === null) return fallback;
  try {
    return JSON.parse(text) as T;
  } catch {
    return fallback;
  }
};

/** The menu's version, bumped inside every change's transaction (it also orders concurrent writers on PostgreSQL). */
async function bumpMenuVersion(trx: Trx): Promise<void> {
  await trx
    .updateTable('menu_state')
    .set((eb) => ({ version: eb('version', '+', 1) }))
    .where('id', '=', 1)
    .execute();
}

export async function logChange(
  trx: Trx,
  change: { kind: ChangeKind; productId?: number | null; summary: string; antes: unknown; despues: unknown },
  author: Author,
  now: number,
): Promise<void> {
  await trx
    .insertInto('menu_changes')
    .values({
      kind: change.kind,
      product_id: change.productId ?? null,
      summary: change.summary,
      before: change.antes === null ? null : JSON.stringify(change.antes),
      after: change.despues === null ? null : JSON.stringify(change.despues),
      user_id: author.id,
      user_name: author.nombre,
      at: now,
    })
    .execute();
}

/** Runs one change: its transaction (the version bumped first), then the announcement to every instance. */
export async function change<T>(db: Db | undefined, write: (trx: Trx) => Promise<MenuResult<T>>): Promise<MenuResult<T>> {
  const kysely = await store(db);
  let result: MenuResult<T>;
  try {
    result = await kysely.transaction().execute(async (trx) => {
      await bumpMenuVersion(trx);
      const outcome = await write(trx);
      // A refusal writes nothing: the transaction is rolled back, version included.
      if (!outcome.ok) throw new Refused(outcome.problem);
      return outcome;
    });
  } catch (error) {
    if (error instanceof Refused) return { ok: false, problem: error.problem };
    if (isUniqueViolation(error)) return { ok: false, problem: 'duplicate' };
    throw error;
  }
  await publish(kysely, 'desk', 'menu');
  return result;
}

class Refused extends Error {
  constructor(readonly problem: MenuProblem) {
    super(problem);
  }
}

/** Two saves racing for one name: the unique index has the last word (SQLite and PostgreSQL codes). */
function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'SQLITE_CONSTRAINT_UNIQUE' || code === '23505';
}
