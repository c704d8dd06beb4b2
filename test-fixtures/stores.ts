import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, inject } from 'vitest';
import { closeStore, openStore, type Db, type StoreConfig } from '@/lib/db';

// The store's tests run once per engine: describeEachEngine('users', (store) => ...) declares the
// suite for SQLite and for PostgreSQL (skipped, with the global setup's one line, when PostgreSQL
// is not installed). store.fresh() opens a new empty database: a file in a temporary folder, or a
// new database in the throwaway cluster; fresh.open() opens a second connection to it, as a
// second instance would.

export type Engine = StoreConfig['engine'];
export const postgresUrl = inject('postgresUrl');

interface TestDatabase {
  db: Db;
  config: StoreConfig;
  /** Another store on the same database (a second instance, or a restart). */
  open(): Promise<Db>;
}

export interface EngineHarness {
  engine: Engine;
  fresh(): Promise<TestDatabase>;
  /** A new empty database's config, not opened yet. */
  freshConfig(): Promise<StoreConfig>;
}

let counter = 0;

async function createPostgresDatabase(): Promise<StoreConfig> {
  if (!postgresUrl) throw new Error('no PostgreSQL server');
  counter += 1;
  const name = `t_${process.pid}_${counter}_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: postgresUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(postgresUrl);
  url.pathname = `/${name}`;
  return { engine: 'postgres', url: url.toString() };
}

export function harness(engine: Engine): EngineHarness {
  const opened: Db[] = [];
  const dir = engine === 'sqlite' ? fs.mkdtempSync(path.join(os.tmpdir(), 'crepivara-store-')) : null;
  afterAll(async () => {
    await Promise.all(opened.splice(0).map((db) => closeStore(db).catch(() => {})));
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  });
  const freshConfig = async (): Promise<StoreConfig> => {
    if (engine === 'postgres') return createPostgresDatabase();
    counter += 1;
    return { engine: 'sqlite', file: path.join(dir!, `store-${counter}`, 'test.db') };
  };
  const open = async (config: StoreConfig) => {
    const db = await openStore(config);
    opened.push(db);
    return db;
  };
  return {
    engine,
    freshConfig,
    async fresh() {
      const config = await freshConfig();
      return { db: await open(config), config, open: () => open(config) };
    },
  };
}

/** Declares `body` once per engine. */
export function describeEachEngine(title: string, body: (store: EngineHarness) => void): void {
  for (const engine of ['sqlite', 'postgres'] as const) {
    describe.skipIf(engine === 'postgres' && !postgresUrl)(`${title} [${engine}]`, () => body(harness(engine)));
  }
}
