// Where the site keeps its data (the SQLite file, the generated session secret, the product
// photos): one small module below lib/db, lib/auth and lib/photos, with no other imports.
import path from 'node:path';

/** Environment variables, as process.env or a test's plain object. */
export type Env = Record<string, string | undefined>;

const DEFAULT_DATABASE_PATH = '.data/crepivara.db';

/** Absolute path of the SQLite file: DATABASE_PATH, or `.data/crepivara.db` under the working directory. */
export function databasePath(env: Env = process.env): string {
  // A runtime location, not a source file: keep the bundler from tracing the whole project.
  return path.resolve(/*turbopackIgnore: true*/ env.DATABASE_PATH?.trim() || DEFAULT_DATABASE_PATH);
}

/** The product photos' folder, beside the database, so a backup or a move takes both (never public/ or .next/). */
export function photosDirectory(env: Env = process.env): string {
  return path.join(/*turbopackIgnore: true*/ path.dirname(databasePath(env)), 'photos');
}
