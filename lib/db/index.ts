import 'server-only';
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import {
  CompiledQuery,
  Kysely,
  sql,
  PostgresDialect,
  SqliteAdapter,
  SqliteDialect,
  SqliteDriver,
  type DatabaseConnection,
  type SqliteDialectConfig,
} from 'kysely';
import pg from 'pg';
import { processGlobal } from '@/lib/process-global';
import { storeConfig, type StoreConfig } from './config';
import { closeHub, postgresHub, registerHub, sqliteHub } from './events';
import { migrateToLatest } from './migrations';
import type { Schema } from './schema';
import { StoreUnavailableError } from './unavailable';

// The store (docs/store.md): one Kysely instance per process over SQLite (better-sqlite3, the
// default) or PostgreSQL (pg), picked once from DATABASE_URL; the schema is brought up to date when
// it opens. Callers use the query modules beside this one and never see which engine runs.

export type Db = Kysely<Schema>;
export type { StoreConfig } from './config';
// Every transaction takes SQLite's write lock at once (BEGIN IMMEDIATE): a read-then-write
// decision (a throttle, a migration) cannot interleave with another process's, and a waiting
// process queues on busy_timeout instead of failing on a stale snapshot.
class ImmediateSqliteDriver extends SqliteDriver {
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin immediate'));
  }
}

// Kysely's SQLite adapter runs migrations outside a transaction (and its migration lock is a
// no-op). SQLite's DDL is transactional: in one IMMEDIATE transaction the steps are atomic, and a
// second process starting on the same file waits for the first, then finds them done.
class TransactionalDdlSqliteAdapter extends SqliteAdapter {
  override get supportsTransactionalDdl(): boolean {
    return true;
  }
}

class StoreSqliteDialect extends SqliteDialect {
  readonly #config: SqliteDialectConfig;
  constructor(config: SqliteDialectConfig) {
    super(config);
    this.#config = config;
  }
  override createDriver() {
    return new ImmediateSqliteDriver(this.#config);
  }
  override createAdapter() {
    return new TransactionalDdlSqliteAdapter();
  }
}

/**
 * Opens the SQLite file (creating the folder if needed) with its pragmas. A new file is created
 * with mode 0600 before SQLite opens it, and SQLite gives its -wal and -shm files the same mode.
 */
function openSqliteFile(file: string): Database.Database {
  if (file !== ':memory:') {
    fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
    fs.closeSync(fs.openSync(file, fs.constants.O_CREAT | fs.constants.O_RDWR, 0o600));
  }
  const sqlite = new Database(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('synchronous = NORMAL');
  return sqlite;
}

/** PostgreSQL's bigint (times in ms, counts) as a JavaScript number: every value we store fits. */
const INT8_OID = 20;
const pgTypes = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === INT8_OID && format !== 'binary'
      ? (value: string) => Number(value)
      : pg.types.getTypeParser(oid, format as 'text')) as typeof pg.types.getTypeParser,
};

/** Connections per instance: enough for the page renders and the login's bcrypt-bound requests. */
const POOL_SIZE = 10;

const closeNow = processGlobal('db-close-now', () => new WeakMap<Db, () => void>());

/** Opens the store and brings its schema up to date. */
export async function openStore(config: StoreConfig): Promise<Db> {
  let db: Db;
  if (config.engine === 'postgres') {
    const pool = new pg.Pool({ connectionString: config.url, max: POOL_SIZE, types: pgTypes, application_name: 'crepivara' });
    // An idle connection that drops (a database restart) is an 'error' event: unheard, it would end
    // the process. The pool opens a new connection for the next query.
    pool.on('error', (error) => console.error('[db] a PostgreSQL connection dropped:', error.message));
    db = new Kysely<Schema>({ dialect: new PostgresDialect({ pool }) });
    registerHub(db, postgresHub(config.url));
  } else {
    const sqlite = openSqliteFile(config.file);
    db = new Kysely<Schema>({ dialect: new StoreSqliteDialect({ database: sqlite }) });
    registerHub(db, sqliteHub(path.resolve(config.file)));
    closeNow.set(db, () => sqlite.close());
  }
  try {
    await migrateToLatest(db);
  } catch (error) {
    await closeStore(db);
    throw error;
  }
  return db;
}

/** Closes the store's connections (and its LISTEN connection). */
export async function closeStore(db: Db): Promise<void> {
  await closeHub(db);
  await db.destroy();
}

// One store per process, opened on the first request that needs it (or at start by
// instrumentation.ts; never during `next build`), shared by every route bundle and dev reload.
// A failure to open it, whatever the reason, is a StoreUnavailableError (a 503 to the request).
export function getDb(): Promise<Db> {
  const kept = processGlobal('db', (): { db?: Promise<Db> } => ({}));
  kept.db ??= openStore(storeConfig()).then(
    (db) => {
      // Next finishes the requests in flight on SIGTERM/SIGINT and then exits: SQLite's file is
      // closed then (better-sqlite3 closes synchronously), so the WAL is checkpointed into it.
      process.once('exit', () => closeNow.get(db)?.());
      return db;
    },
    (error: unknown) => {
      kept.db = undefined; // the next request tries again (the database may be back)
      throw new StoreUnavailableError(error);
    },
  );
  return kept.db;
}

/** Throws when the store cannot be opened or answer a trivial query (the health check). */
export async function pingStore(): Promise<void> {
  await sql`select 1`.execute(await getDb());
}
