import 'server-only';
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { migrate } from './migrations';
import { databasePath } from './path';

export type Db = Database.Database;

/** Opens (creating the folder if needed) and prepares a database file. */
export function openDatabase(file: string): Db {
  if (file !== ':memory:') fs.mkdirSync(path.dirname(file), { recursive: true });
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma('busy_timeout = 5000');
  db.pragma('foreign_keys = ON');
  db.pragma('synchronous = NORMAL');
  migrate(db);
  return db;
}

// One connection per process, created on the first request that needs it (never during
// `next build`), and kept on globalThis so dev reloads and separate route bundles share it.
const globalForDb = globalThis as unknown as { crepivaraDb?: Db };

export function getDb(): Db {
  globalForDb.crepivaraDb ??= openDatabase(databasePath());
  return globalForDb.crepivaraDb;
}
