import { PostgresAdapter, sql, type CreateTableBuilder, type Kysely, type Migration } from 'kysely';

// What the steps share: the engine they run on and the column types that differ between the two.

// Migrations are written against no particular schema type: they describe the schema.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyDb = Kysely<any>;

export const isPostgres = (db: AnyDb) => db.getExecutor().adapter instanceof PostgresAdapter;

/** The column types that differ: a growing id, and a 64-bit integer (times in ms). */
export function types(db: AnyDb) {
  const postgres = isPostgres(db);
  return {
    int64: postgres ? ('bigint' as const) : ('integer' as const),
    float: postgres ? ('double precision' as const) : ('real' as const),
    /** `id`: SQLite's rowid alias, PostgreSQL's identity column. */
    id: <T extends string, C extends string>(table: CreateTableBuilder<T, C>, type: 'integer' | 'bigint' = 'integer') =>
      postgres
        ? table.addColumn('id', type, (column) => column.primaryKey().generatedByDefaultAsIdentity())
        : table.addColumn('id', 'integer', (column) => column.primaryKey()),
    /** SQLite tables are STRICT (a column's type is enforced), as they always were. */
    strict: <T extends string, C extends string>(table: CreateTableBuilder<T, C>) => (postgres ? table : table.modifyEnd(sql`strict`)),
    nowIso: postgres ? sql`(to_char(now() at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))` : sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`,
  };
}

/** A step that SQLite files of the PRAGMA user_version era may already have (`version` and up). */
export function legacyStep(version: number, up: (db: AnyDb) => Promise<void>): Migration {
  return {
    async up(db) {
      if (!isPostgres(db)) {
        const { rows } = await sql<{ user_version: number }>`pragma user_version`.execute(db);
        if ((rows[0]?.user_version ?? 0) >= version) return;
      }
      await up(db);
    },
  };
}
