#!/usr/bin/env node
// `npm run backup -- <file>`: a consistent copy of the live database, safe while the site serves
// requests. The copy gets mode 0600, never overwrites a file nor writes through a symbolic link, and
// a failure removes what was written. DATABASE_URL and DATABASE_PATH are read as the site reads them
// (environment, then .env files of the project).
// - SQLite: SQLite's online backup API (better-sqlite3's db.backup), which copies page by page and
//   starts over on its own when a write lands in between; then an integrity check of the copy, turned
//   to a rollback journal so it stays one file (no -wal or -shm beside it).
// - PostgreSQL (DATABASE_URL): pg_dump's custom format (one consistent snapshot; restore with
//   pg_restore) when pg_dump is on the PATH; otherwise the command to run where it is.
// The product photos (the `photos` folder of the data folder, lib/photos/store.ts) are copied
// beside it, into `<file without extension>-photos/`: every complete photo, never a temporary
// folder. Photos never change once written, so they are copied before and after the database: a
// photo the copied database names is there. It refuses a target inside a folder the server serves
// (public/, app/, the build's .next*/): a copy there would hand every e-mail and password hash to
// whoever asks for its URL.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { loadProjectEnv, projectDatabasePath, root } from './project.mjs';

loadProjectEnv();

/** The real path of `file` as far as it exists (symlinks resolved), plus the rest as written. */
function realPath(file) {
  const missing = [];
  let existing = file;
  while (!fs.existsSync(existing)) {
    missing.unshift(path.basename(existing));
    existing = path.dirname(existing);
  }
  return path.join(fs.realpathSync(existing), ...missing);
}

/** The served folder of the project that `file` would land in, or null. */
function servedFolder(file) {
  const relative = path.relative(fs.realpathSync(root), realPath(file));
  if (relative.startsWith('..') || path.isAbsolute(relative)) return null;
  const [first = ''] = relative.split(path.sep);
  const served = ['public', 'app', process.env.NEXT_DIST_DIR || '.next'];
  return served.includes(first) || first === '.next' || first.startsWith('.next-') ? first : null;
}

const target = process.argv[2];
if (!target || target.startsWith('-')) {
  console.error('Usage: npm run backup -- <file>   (for example: npm run backup -- backups/crepivara-2026-11-24.db)');
  process.exit(2);
}
const source = projectDatabasePath();
const destination = path.resolve(target);
const served = servedFolder(destination);
if (served) {
  console.error(`${destination} is inside ${served}/, which the site serves to anyone: choose a private folder (for example backups/).`);
  process.exit(1);
}
const photos = path.join(path.dirname(source), 'photos');
const photosCopy = path.join(path.dirname(destination), `${path.basename(destination, path.extname(destination))}-photos`);
const databaseUrl = process.env.DATABASE_URL?.trim();
if (!databaseUrl && !fs.existsSync(source)) {
  console.error(`No database at ${source} (DATABASE_PATH): nothing to back up.`);
  process.exit(1);
}
// SQLite's side files too: one left there, or a link, would be written through when the copy is checked.
const sideFiles = ['-wal', '-shm', '-journal'].map((suffix) => `${destination}${suffix}`);
for (const existing of [destination, photosCopy, ...sideFiles]) {
  // lstat, not existsSync: a dangling link looks absent to existsSync, and open() would fail on it.
  const found = lstatOrNull(existing);
  if (found?.isSymbolicLink()) {
    console.error(`${existing} is a symbolic link: choose a new file name (a backup never writes through a link).`);
    process.exit(1);
  }
  if (found) {
    console.error(`${existing} already exists: choose a new file name (a backup never overwrites).`);
    process.exit(1);
  }
}

/** What is at `file`, a link itself rather than what it points to; null when nothing (or no folder) is there. */
function lstatOrNull(file) {
  try {
    return fs.lstatSync(file);
  } catch {
    return null;
  }
}

/** What this run created, the copy and the photos folder: all a failure removes, never a file someone else put there. */
const created = { copy: false, photos: false };

/** Creates the empty copy (mode 0600) and its folder; fails on anything already there, a link included. */
function createCopy() {
  fs.mkdirSync(path.dirname(destination), { recursive: true, mode: 0o700 });
  fs.closeSync(fs.openSync(destination, 'wx', 0o600));
  created.copy = true;
}

/** Removes what this run wrote, so a failure leaves no half backup. */
function removeWritten() {
  if (created.copy) for (const file of [destination, ...sideFiles]) fs.rmSync(file, { force: true });
  if (created.photos) fs.rmSync(photosCopy, { recursive: true, force: true });
}

/** Any failure once writing began: one line, what was written removed, exit 1. */
function fail(reason) {
  removeWritten();
  console.error(`The backup failed (${reason instanceof Error ? reason.message : reason}): no copy was kept.`);
  process.exit(1);
}

/** Copies the photos not copied yet (a folder per photo, named by its content hash); returns how many there are. */
function copyPhotos() {
  if (!fs.existsSync(photos)) return 0;
  if (!created.photos) fs.mkdirSync(photosCopy, { mode: 0o700 });
  created.photos = true;
  const ids = fs.readdirSync(photos).filter((name) => /^[0-9a-f]{16}$/.test(name));
  for (const id of ids) {
    const copy = path.join(photosCopy, id);
    if (fs.existsSync(copy)) continue;
    // Into a temporary name first, so an interrupted backup holds no half photo under a real name.
    const temporary = path.join(photosCopy, `.tmp-${id}`);
    fs.cpSync(path.join(photos, id), temporary, { recursive: true, errorOnExist: true, force: false });
    fs.renameSync(temporary, copy);
  }
  return ids.length;
}

const photosLine = (count) => (count > 0 ? ` and ${count} photos to ${photosCopy}.` : '; no photos yet.');

/** pg_dump with the password (if any) in PGPASSWORD, never on a command line others can read. */
function backUpPostgres(url) {
  const address = new URL(url);
  const password = decodeURIComponent(address.password);
  address.password = '';
  const args = ['--format=custom', `--file=${destination}`, address.toString()];
  const quoted = args.map((arg) => (/^[\w@%+=:,./-]+$/.test(arg) ? arg : `'${arg.replaceAll("'", "'\\''")}'`)).join(' ');
  const check = spawnSync('pg_dump', ['--version'], { encoding: 'utf8' });
  if (check.error) {
    console.error(
      `pg_dump is not on the PATH (Debian: apt-get install postgresql-client). Run this where it is:\n  ${password ? 'PGPASSWORD=... ' : ''}pg_dump ${quoted}`,
    );
    process.exit(1);
  }
  createCopy();
  copyPhotos();
  const dump = spawnSync('pg_dump', args, { stdio: ['ignore', 'inherit', 'inherit'], env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) } });
  if (dump.status !== 0) {
    removeWritten();
    console.error(`pg_dump failed (exit ${dump.status ?? dump.signal}): no backup was written.`);
    process.exit(1);
  }
  const photoCount = copyPhotos();
  console.log(
    `Backed up the PostgreSQL database ${address.host}${address.pathname} to ${destination} with pg_dump (${check.stdout.trim()}; restore with pg_restore)${photosLine(photoCount)}`,
  );
  process.exit(0);
}
/** SQLite: the online backup, then the copy checked on its own, as one file. */
async function backUpSqlite() {
  createCopy();
  copyPhotos();
  const db = new Database(source, { fileMustExist: true });
  db.pragma('busy_timeout = 5000');
  try {
    await db.backup(destination);
  } finally {
    db.close();
  }
  const photoCount = copyPhotos();
  const copy = new Database(destination);
  let integrity;
  let users;
  try {
    // The copy has the live database's WAL mode, and opening it would leave -wal and -shm beside it: a backup is one file.
    copy.pragma('journal_mode = DELETE');
    integrity = copy.pragma('integrity_check', { simple: true });
    users = copy.prepare("SELECT count(*) FROM sqlite_master WHERE name = 'users'").pluck().get()
      ? copy.prepare('SELECT count(*) FROM users').pluck().get()
      : 0;
  } finally {
    copy.close();
  }
  if (integrity !== 'ok') {
    console.error(`The copy in ${destination} failed SQLite's integrity check: ${integrity}`);
    process.exit(1);
  }
  console.log(`Backed up ${source} to ${destination} (${users} users, integrity ok)${photosLine(photoCount)}`);
}

try {
  if (databaseUrl) backUpPostgres(databaseUrl);
  else await backUpSqlite();
} catch (error) {
  fail(error);
}
