import Database from 'better-sqlite3';

// The SQLite schema as the releases before Kysely made it, frozen: PRAGMA user_version counted the
// steps that ran. Tests build old-format files with it and open them with today's store.
const legacySteps: readonly string[] = [
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

/** A database file as a release with the first `steps` steps made it (WAL, user_version set). */
export function legacyDatabase(file: string, steps = legacySteps.length): Database.Database {
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  for (const step of legacySteps.slice(0, steps)) db.exec(step);
  db.pragma(`user_version = ${steps}`);
  return db;
}
