import 'server-only';
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { processGlobal } from '@/lib/process-global';
import { migrate } from './migrations';
import { databasePath } from '@/lib/data-dir';

export type Db = Database.Database;

/**
 * Opens (creating the folder if needed) and prepares a database file. A new file is created with
 * mode 0600 before SQLite opens it, and SQLite gives its -wal and -shm files the same mode.
 */
export function openDatabase(file: string): Db {
  if (file !== ':memory:') {
    fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
    fs.closeSync(fs.openSync(file, fs.constants.O_CREAT | fs.constants.O_RDWR, 0o600));
  }
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma('busy_timeout = 5000');
  db.pragma('foreign_keys = ON');
  db.pragma('synchronous = NORMAL');
  migrate(db);
  return db;
}

// One connection per process, created on the first request that needs it (never during
// `next build`), shared by every route bundle and dev reload (processGlobal).
export function getDb(): Db {
  return processGlobal('db', () => {
    const db = openDatabase(databasePath());
    // Next finishes the requests in flight on SIGTERM/SIGINT and then exits: close the file then,
    // so the WAL is checkpointed into it and nothing is left half-written.
    process.once('exit', () => db.close());
    return db;
  });
}
