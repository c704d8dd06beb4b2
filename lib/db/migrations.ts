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
  // Throttle counters (lib/db/attempts.ts): in the database so traffic cannot evict them, a restart
  // does not forget them and every process on the same file shares them. Times in ms since 1970.
  `CREATE TABLE login_attempts (
     id      INTEGER PRIMARY KEY,
     account TEXT    NOT NULL,
     address TEXT    NOT NULL,
     device  TEXT,
     trusted INTEGER NOT NULL DEFAULT 0,
     at      INTEGER NOT NULL
   ) STRICT;
   CREATE INDEX login_attempts_account ON login_attempts (account, trusted, at);
   CREATE INDEX login_attempts_address ON login_attempts (address, at);
   CREATE INDEX login_attempts_device ON login_attempts (device, at) WHERE device IS NOT NULL;
   CREATE INDEX login_attempts_at ON login_attempts (at);
   CREATE TABLE login_locks (
     account TEXT    PRIMARY KEY,
     level   INTEGER NOT NULL,
     until   INTEGER NOT NULL
   ) STRICT;
   CREATE TABLE signup_attempts (
     id      INTEGER PRIMARY KEY,
     address TEXT    NOT NULL,
     at      INTEGER NOT NULL
   ) STRICT;
   CREATE INDEX signup_attempts_address ON signup_attempts (address, at);
   CREATE INDEX signup_attempts_at ON signup_attempts (at);`,
  // The owner's desk (lib/db/desk.ts): availability as an overlay on the menu facts of data/ (a
  // row per product the owner switched), the shop's temporary closure (one row, the first day it
  // opens again, a Costa Rica date), and who changed what and when.
  `CREATE TABLE product_availability (
     product_id INTEGER PRIMARY KEY,
     disponible INTEGER NOT NULL CHECK (disponible IN (0, 1))
   ) STRICT;
   CREATE TABLE shop_closure (
     id     INTEGER PRIMARY KEY CHECK (id = 1),
     reabre TEXT    NOT NULL
   ) STRICT;
   CREATE TABLE desk_changes (
     id        INTEGER PRIMARY KEY,
     section   TEXT    NOT NULL,
     detail    TEXT    NOT NULL,
     user_id   INTEGER,
     user_name TEXT    NOT NULL,
     at        INTEGER NOT NULL
   ) STRICT;
   CREATE INDEX desk_changes_section ON desk_changes (section, at);`,
  // Owners come from the operator (docs/decisions/011-owner-accounts.md): a role on the account,
  // granted only by a one-time link from `npm run owner -- invite` (stored as a hash). Devices: the
  // browsers an account signed in from, by the hash of their cookie. The guessing budget per
  // account replaces the growing lock of step 2.
  `ALTER TABLE users ADD COLUMN role TEXT NOT NULL DEFAULT 'customer' CHECK (role IN ('customer', 'owner'));
   CREATE TABLE owner_invites (
     token_hash TEXT    PRIMARY KEY,
     correo     TEXT    NOT NULL,
     created_at INTEGER NOT NULL,
     used_at    INTEGER
   ) STRICT;
   CREATE INDEX owner_invites_correo ON owner_invites (correo);
   CREATE TABLE devices (
     id           TEXT    PRIMARY KEY,
     user_id      INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
     label        TEXT    NOT NULL,
     created_at   INTEGER NOT NULL,
     last_seen_at INTEGER NOT NULL
   ) STRICT;
   CREATE INDEX devices_user ON devices (user_id, last_seen_at);
   CREATE TABLE login_budget (
     account TEXT    PRIMARY KEY,
     tokens  REAL    NOT NULL,
     at      INTEGER NOT NULL
   ) STRICT;
   DROP TABLE login_locks;`,
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
