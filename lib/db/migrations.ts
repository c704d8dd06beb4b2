import type Database from 'better-sqlite3';

// Schema history. Each entry runs once, in order; PRAGMA user_version records how many have run.
// Append new steps, never edit old ones.
export const migrations: readonly string[] = [
  `CREATE TABLE users (
     id              INTEGER PRIMARY KEY,
     nombre          TEXT    NOT NULL,
     apellido        TEXT    NOT NULL,
     correo          TEXT    NOT NULL,
     password_hash   TEXT    NOT NULL,
     session_version INTEGER NOT NULL DEFAULT 0,
     created_at      TEXT    NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
   ) STRICT;
   CREATE UNIQUE INDEX users_correo_unique ON users (correo);`,
];

/** Brings the schema up to date; safe when two processes open the same file at once. */
export function migrate(db: Database.Database, steps: readonly string[] = migrations): void {
  const version = () => db.pragma('user_version', { simple: true }) as number;
  if (version() === steps.length) return;
  // IMMEDIATE takes the write lock first, so a second process waits and then sees the new version.
  db.transaction(() => {
    const current = version();
    if (current > steps.length) {
      throw new Error(`Database schema version ${current} is newer than this app (${steps.length})`);
    }
    for (let step = current; step < steps.length; step += 1) db.exec(steps[step]!);
    db.pragma(`user_version = ${steps.length}`);
  }).immediate();
}
