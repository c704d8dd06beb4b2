import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import pg from 'pg';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { isStoreUnavailable, StoreUnavailableError } from './unavailable';

// What counts as the store being down (a 503), told from an error in the request or the code (a 500).

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'crepivara-unavailable-'));
fs.writeFileSync(path.join(dir, 'a-file'), '');
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/** What `run` throws. */
async function thrown(run: () => unknown): Promise<unknown> {
  try {
    await run();
  } catch (error) {
    return error;
  }
  throw new Error('nothing was thrown');
}

describe('errors the drivers really throw', () => {
  it('SQLite: a file that cannot be opened (SQLITE_CANTOPEN)', async () => {
    const error = await thrown(() => new Database(path.join(dir, 'a-file', 'x.db')));
    expect(error).toMatchObject({ code: 'SQLITE_CANTOPEN' });
    expect(isStoreUnavailable(error)).toBe(true);
  });

  it('SQLite: a write lock held past busy_timeout (SQLITE_BUSY)', async () => {
    const file = path.join(dir, 'busy.db');
    const holder = new Database(file);
    const other = new Database(file, { timeout: 0 });
    holder.exec('create table t (x); begin immediate; insert into t values (1)');
    const error = await thrown(() => other.exec('insert into t values (2)'));
    holder.exec('rollback');
    holder.close();
    other.close();
    expect(error).toMatchObject({ code: 'SQLITE_BUSY' });
    expect(isStoreUnavailable(error)).toBe(true);
  });

  it('PostgreSQL: nothing listening (ECONNREFUSED)', async () => {
    const closed = await new Promise<number>((resolve) => {
      const server = net.createServer().listen(0, '127.0.0.1', () => {
        const { port } = server.address() as net.AddressInfo;
        server.close(() => resolve(port));
      });
    });
    const client = new pg.Client({ host: '127.0.0.1', port: closed, user: 'x', database: 'x' });
    const error = await thrown(() => client.connect());
    expect(isStoreUnavailable(error)).toBe(true);
  });

  it('the store that cannot be opened (getDb), its reason kept as the message', async () => {
    vi.stubEnv('DATABASE_URL', '');
    vi.stubEnv('DATABASE_PATH', path.join(dir, 'a-file', 'crepivara.db'));
    const { getDb } = await import('./index');
    const error = await thrown(() => getDb());
    expect(error).toBeInstanceOf(StoreUnavailableError);
    expect((error as Error).message).toMatch(/EEXIST|ENOTDIR/);
    expect(isStoreUnavailable(error)).toBe(true);
    vi.unstubAllEnvs();
  });
});

describe('isStoreUnavailable', () => {
  it.each([
    ['another copy of StoreUnavailableError (another route bundle)', { name: 'StoreUnavailableError', code: 'CREPIVARA_STORE_UNAVAILABLE', message: 'x' }],
    ['SQLite disk I/O', new Database.SqliteError('disk I/O error', 'SQLITE_IOERR_WRITE')],
    ['SQLite read-only after the file moved', new Database.SqliteError('attempt to write a readonly database', 'SQLITE_READONLY_DBMOVED')],
    ['SQLite disk full', new Database.SqliteError('database or disk is full', 'SQLITE_FULL')],
    ['PostgreSQL shutting down', Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' })],
    ['PostgreSQL connection failure', Object.assign(new Error('connection failure'), { code: '08006' })],
    ['PostgreSQL too many connections', Object.assign(new Error('sorry, too many clients already'), { code: '53300' })],
    ['pg losing its connection', new Error('Connection terminated unexpectedly')],
    ['the pool waiting too long for a connection', new Error('timeout exceeded when trying to connect')],
    [
      'a refusal inside an AggregateError (IPv4 and IPv6)',
      new AggregateError([Object.assign(new Error('connect ECONNREFUSED ::1:5432'), { code: 'ECONNREFUSED' })]),
    ],
    ['a refusal as the cause of another error', new Error('query failed', { cause: Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' }) })],
  ])('%s: the store is down', (_case, error) => {
    expect(isStoreUnavailable(error)).toBe(true);
  });

  it.each([
    ['a unique constraint (SQLite)', new Database.SqliteError('UNIQUE constraint failed: users.email', 'SQLITE_CONSTRAINT_UNIQUE')],
    ['a wrong query (SQLite)', new Database.SqliteError('no such column: x', 'SQLITE_ERROR')],
    ['a unique violation (PostgreSQL)', Object.assign(new Error('duplicate key value'), { code: '23505' })],
    ['a bug', new TypeError("Cannot read properties of undefined (reading 'id')")],
    ['a missing file that is not the store', Object.assign(new Error('ENOENT: no such file'), { code: 'ENOENT' })],
    ['nothing', null],
    ['a string', 'SQLITE_BUSY'],
  ])('%s: not the store being down', (_case, error) => {
    expect(isStoreUnavailable(error)).toBe(false);
  });
});
