import 'server-only';
import { EventEmitter } from 'node:events';
import { PostgresAdapter, sql, type Kysely } from 'kysely';
import pg from 'pg';
import { processGlobal } from '@/lib/process-global';
import type { Schema } from './schema';

// A small publish/subscribe beside the store, so a change made through one instance reaches the
// others (the desk's availability today, the orders board next). PostgreSQL: NOTIFY through the
// pool and one LISTEN connection per instance. SQLite: in-process events (one file has one server).
// Messages are hints to read the store again, never the data itself: a listener that missed one
// (a reconnect) is told so with an empty message and reads again anyway.

export type Channel = 'desk' | 'orders';
export type Listener = (message: string) => void;

type Db = Kysely<Schema>;
type Hub = { emitter: EventEmitter; listen?: (channel: Channel) => Promise<void>; close(): Promise<void> };

// On globalThis (processGlobal): Next bundles this module once per route, and the store opened by
// one route's copy is used by all.
const hubs = processGlobal('db-hubs', () => new WeakMap<Db, Hub>());
const RECONNECT_MS = 1000;

/** One emitter per SQLite file, shared by every store opened on it in this process. */
export function sqliteHub(file: string): Hub {
  const byFile = processGlobal('db-events', () => new Map<string, EventEmitter>());
  let emitter = byFile.get(file);
  if (!emitter) {
    emitter = new EventEmitter().setMaxListeners(0);
    byFile.set(file, emitter);
  }
  return { emitter, close: async () => {} };
}

/** A LISTEN connection, opened with the first subscription and reopened when it drops. */
export function postgresHub(url: string): Hub {
  const emitter = new EventEmitter().setMaxListeners(0);
  const channels = new Set<Channel>();
  let client: pg.Client | null = null;
  let connecting: Promise<void> | null = null;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;

  const connect = (): Promise<void> =>
    (connecting ??= (async () => {
      const next = new pg.Client({ connectionString: url, application_name: 'crepivara-listen' });
      const drop = () => {
        if (client !== next) return;
        client = null;
        connecting = null;
        next.end().catch(() => {});
        if (!closed) retry = setTimeout(() => void connect().then(() => channels.forEach((channel) => emitter.emit(channel, ''))), RECONNECT_MS).unref();
      };
      next.on('notification', ({ channel, payload }) => emitter.emit(channel, payload ?? ''));
      next.on('error', drop);
      next.on('end', drop);
      try {
        await next.connect();
        for (const channel of channels) await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
        client = next;
      } catch (error) {
        console.error('[db] the LISTEN connection could not be opened:', error instanceof Error ? error.message : error);
        connecting = null;
        await next.end().catch(() => {});
        if (!closed) retry = setTimeout(() => void connect(), RECONNECT_MS).unref();
      }
    })());

  return {
    emitter,
    async listen(channel) {
      if (channels.has(channel)) return;
      channels.add(channel);
      await connect();
      await client?.query(`LISTEN ${pg.escapeIdentifier(channel)}`).catch(() => {});
    },
    async close() {
      closed = true;
      clearTimeout(retry);
      await connecting;
      await client?.end().catch(() => {});
      client = null;
    },
  };
}

export function registerHub(db: Db, hub: Hub): void {
  hubs.set(db, hub);
}

function hubOf(db: Db): Hub {
  const hub = hubs.get(db);
  if (!hub) throw new Error('[db] this store was not opened by openStore()');
  return hub;
}

/** Tells every instance (this one included) that something on `channel` changed. */
export async function publish(db: Db, channel: Channel, message = ''): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) await sql`select pg_notify(${channel}, ${message})`.execute(db);
  else hubOf(db).emitter.emit(channel, message);
}

/**
 * Calls `listener` for each message on `channel` from any instance, from the moment the promise
 * resolves (PostgreSQL: the LISTEN is in place); resolves to the unsubscribe.
 */
export async function subscribe(db: Db, channel: Channel, listener: Listener): Promise<() => void> {
  const hub = hubOf(db);
  hub.emitter.on(channel, listener);
  await hub.listen?.(channel);
  return () => hub.emitter.off(channel, listener);
}

/** Ends the LISTEN connection, if any (closeStore). */
export async function closeHub(db: Db): Promise<void> {
  await hubs.get(db)?.close();
}
