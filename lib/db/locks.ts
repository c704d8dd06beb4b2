import 'server-only';
import { PostgresAdapter, sql, type Transaction } from 'kysely';
import type { Schema } from './schema';

/**
 * Makes the transaction the only one deciding on these keys until it ends. SQLite: nothing to do,
 * its transactions begin IMMEDIATE and hold the file's single write lock. PostgreSQL: an advisory
 * lock per key, released at commit, taken in a fixed order so two transactions never deadlock.
 */
export async function serialize(trx: Transaction<Schema>, keys: string[]): Promise<void> {
  if (!(trx.getExecutor().adapter instanceof PostgresAdapter)) return;
  for (const key of [...keys].sort()) await sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`.execute(trx);
}
