// Where the site keeps its data (the SQLite file and the generated session secret): one small
// module below both lib/db and lib/auth, with no other imports.
import path from 'node:path';

/** Environment variables, as process.env or a test's plain object. */
export type Env = Record<string, string | undefined>;

export const DEFAULT_DATABASE_PATH = '.data/crepivara.db';

/** Absolute path of the SQLite file: DATABASE_PATH, or `.data/crepivara.db` under the working directory. */
export function databasePath(env: Env = process.env): string {
  // A runtime location, not a source file: keep the bundler from tracing the whole project.
  return path.resolve(/*turbopackIgnore: true*/ env.DATABASE_PATH?.trim() || DEFAULT_DATABASE_PATH);
}
