import { Migrator, type Migration } from 'kysely';
import { accountsSteps } from './accounts';
import type { AnyDb } from './kit';
import { menuSteps } from './menu';
import { namesSteps } from './names';
import { ordersSteps } from './orders';

// The schema's history for both engines, run by Kysely's Migrator at start (lib/db/index.ts). Each
// step runs once, in order, recorded in the kysely_migration table; append new steps, never edit
// old ones. PostgreSQL: the Migrator holds an advisory lock, so instances starting together wait
// for one another. SQLite: every transaction of the store begins IMMEDIATE, so a second process
// waits for the file's write lock and then finds the steps done.
//
// Files made before Kysely kept their schema version in PRAGMA user_version (steps 1-4, the same
// tables): a step the file already has is skipped, so they upgrade in place (./kit.ts legacyStep).
//
// One file per subject (./accounts.ts, ./menu.ts, ./orders.ts, ./names.ts); a step's name is its number.

/** Every step, in name order (the order they run in on a new database). */
export const migrations: Record<string, Migration> = Object.fromEntries(
  Object.entries({ ...accountsSteps, ...menuSteps, ...ordersSteps, ...namesSteps }).sort(([a], [b]) => a.localeCompare(b)),
);

/** Brings the schema up to date (a no-op when it is); throws with the reason when a step fails. */
export async function migrateToLatest(db: AnyDb, steps: Record<string, Migration> = migrations): Promise<void> {
  // Steps are numbered by block per piece of work, so a shop may have run a later block first (the
  // orders' 0010 before the menu's 0005-0006): the missing ones run, in name order (docs/decisions/070).
  const migrator = new Migrator({ db, provider: { getMigrations: async () => steps }, allowUnorderedMigrations: true });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((result) => result.status === 'Error')?.migrationName;
    throw new Error(
      `[db] the schema could not be brought up to date${failed ? ` (step ${failed})` : ''}: ${error instanceof Error ? error.message : String(error)}`,
      { cause: error },
    );
  }
}
