// Which engine the store runs on, decided once from the environment: DATABASE_URL with a
// postgres:// address -> PostgreSQL; unset -> the SQLite file (DATABASE_PATH, or .data/crepivara.db).
// No imports beyond data-dir, so the start script's checks and the tests can read it too.
import { databasePath, type Env } from '@/lib/data-dir';

export type StoreConfig = { engine: 'sqlite'; file: string } | { engine: 'postgres'; url: string };

export function storeConfig(env: Env = process.env): StoreConfig {
  const url = env.DATABASE_URL?.trim();
  if (!url) return { engine: 'sqlite', file: databasePath(env) };
  if (/^postgres(ql)?:\/\//i.test(url)) return { engine: 'postgres', url };
  throw new Error('[db] DATABASE_URL must be a postgres:// address (leave it unset to use the SQLite file of DATABASE_PATH)');
}
