import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase } from './index';
import { migrate, migrations } from './migrations';
import { bumpSessionVersion, createUser, findSessionUser, verifyCredentials } from './users';
import { hashPassword } from '@/lib/password';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'crepivara-db-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

let db: ReturnType<typeof openDatabase>;
let counter = 0;
beforeEach(() => {
  counter += 1;
  db = openDatabase(path.join(dir, `sub-${counter}`, 'test.db'));
});

const ana = { nombre: 'Ana', apellido: 'Vargas', correo: 'ana@example.com' };

describe('openDatabase', () => {
  it('creates the folder, turns on WAL, busy_timeout and foreign keys, and migrates once', () => {
    expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
    expect(db.pragma('busy_timeout', { simple: true })).toBe(5000);
    expect(db.pragma('foreign_keys', { simple: true })).toBe(1);
    expect(db.pragma('user_version', { simple: true })).toBe(migrations.length);
    const columns = db.prepare("SELECT name FROM pragma_table_info('users')").pluck().all();
    expect(columns).toEqual(['id', 'nombre', 'apellido', 'correo', 'password_hash', 'session_version', 'created_at', 'role']);
    // Running migrate again changes nothing.
    expect(() => migrate(db)).not.toThrow();
  });

  it('refuses a database from a newer app version', () => {
    db.pragma(`user_version = ${migrations.length + 1}`);
    expect(() => migrate(db)).toThrow(/newer than this app/);
  });

  it('applies only the missing steps', () => {
    const file = path.join(dir, 'steps.db');
    const raw = openDatabase(file);
    migrate(raw, [...migrations, 'CREATE TABLE extra (id INTEGER PRIMARY KEY)']);
    expect(raw.pragma('user_version', { simple: true })).toBe(migrations.length + 1);
    expect(raw.prepare("SELECT name FROM sqlite_master WHERE name = 'extra'").pluck().get()).toBe('extra');
  });
});

describe('users', () => {
  it('creates a user and returns only public columns', () => {
    const result = createUser({ ...ana, passwordHash: '$2b$04$hash' }, db);
    expect(result).toEqual({ ok: true, user: { id: expect.any(Number), ...ana } });
  });

  it('reports a duplicate e-mail through the unique index', () => {
    expect(createUser({ ...ana, passwordHash: 'x' }, db).ok).toBe(true);
    expect(createUser({ ...ana, nombre: 'Otra', passwordHash: 'y' }, db)).toEqual({ ok: false, reason: 'duplicate' });
    expect(db.prepare('SELECT count(*) FROM users').pluck().get()).toBe(1);
  });

  it('verifies credentials without exposing the hash', async () => {
    const passwordHash = await hashPassword('Crepa123!', 'signin');
    createUser({ ...ana, passwordHash }, db);
    const user = await verifyCredentials('ana@example.com', 'Crepa123!', db);
    expect(user).toEqual({ id: expect.any(Number), ...ana, sessionVersion: 0 });
    expect(JSON.stringify(user)).not.toContain('$2');
    expect(await verifyCredentials('ana@example.com', 'Crepa123?', db)).toBeNull();
    expect(await verifyCredentials('nadie@example.com', 'Crepa123!', db)).toBeNull();
  });

  it('accepts a session only while its version is current', () => {
    const created = createUser({ ...ana, passwordHash: 'x' }, db);
    if (!created.ok) throw new Error('not created');
    const { id } = created.user;
    // Sign-up makes a customer, whatever the e-mail.
    expect(findSessionUser(id, 0, db)).toEqual({ id, ...ana, owner: false });
    bumpSessionVersion(id, db);
    expect(findSessionUser(id, 0, db)).toBeNull();
    expect(findSessionUser(id, 1, db)).toEqual({ id, ...ana, owner: false });
    expect(findSessionUser(id + 1, 0, db)).toBeNull();
  });
});

describe('file permissions', () => {
  it('creates the database and its -wal and -shm files with mode 0600, in a 0700 folder', () => {
    const folder = path.join(dir, 'modes', 'data');
    const file = path.join(folder, 'private.db');
    const private_ = openDatabase(file);
    private_.prepare("INSERT INTO users (nombre, apellido, correo, password_hash) VALUES ('a', 'b', 'c@d.e', 'x')").run();
    for (const name of [file, `${file}-wal`, `${file}-shm`]) expect(fs.statSync(name).mode & 0o777, name).toBe(0o600);
    expect(fs.statSync(folder).mode & 0o777).toBe(0o700);
    private_.close();
  });
});

describe('migrations', () => {
  it('upgrades a database made by the previous schema in place, keeping its users', () => {
    const file = path.join(dir, 'old-schema.db');
    const old = new Database(file);
    migrate(old, migrations.slice(0, 1));
    old.prepare("INSERT INTO users (nombre, apellido, correo, password_hash) VALUES ('Ana', 'Vargas', 'ana@example.com', 'x')").run();
    old.close();
    const upgraded = openDatabase(file);
    expect(upgraded.pragma('user_version', { simple: true })).toBe(migrations.length);
    expect(upgraded.prepare('SELECT correo FROM users').pluck().all()).toEqual(['ana@example.com']);
    const tables = upgraded.prepare("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name").pluck().all();
    expect(tables).toEqual(expect.arrayContaining(['login_attempts', 'signup_attempts', 'users']));
    upgraded.close();
  });

  it('upgrades a database of the throttles schema (step 2) to the desk tables, keeping users and counters', () => {
    const file = path.join(dir, 'step-2-schema.db');
    const old = new Database(file);
    migrate(old, migrations.slice(0, 2));
    old.prepare("INSERT INTO users (nombre, apellido, correo, password_hash) VALUES ('Vara', 'Dueña', 'duena@example.com', 'x')").run();
    old.prepare("INSERT INTO login_locks (account, level, until) VALUES ('sha256:x', 2, 99)").run();
    old.close();
    const upgraded = openDatabase(file);
    expect(upgraded.pragma('user_version', { simple: true })).toBe(migrations.length);
    expect(upgraded.prepare('SELECT correo FROM users').pluck().all()).toEqual(['duena@example.com']);
    const tables = upgraded.prepare("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name").pluck().all();
    expect(tables).toEqual(expect.arrayContaining(['desk_changes', 'product_availability', 'shop_closure']));
    upgraded.close();
  });

  it('upgrades a database of the desk schema (step 3): every account a customer, whatever OWNER_EMAILS said', () => {
    const file = path.join(dir, 'step-3-schema.db');
    const old = new Database(file);
    migrate(old, migrations.slice(0, 3));
    old.prepare("INSERT INTO users (nombre, apellido, correo, password_hash) VALUES ('Vara', 'Dueña', 'duena@example.com', 'x')").run();
    old.prepare("INSERT INTO login_locks (account, level, until) VALUES ('sha256:x', 2, 99)").run();
    old.close();
    const upgraded = openDatabase(file);
    expect(upgraded.prepare('SELECT correo, role FROM users').all()).toEqual([{ correo: 'duena@example.com', role: 'customer' }]);
    const tables = upgraded.prepare("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name").pluck().all();
    expect(tables).toEqual(expect.arrayContaining(['owner_invites', 'devices', 'login_budget']));
    expect(tables).not.toContain('login_locks');
    expect(() => upgraded.prepare("UPDATE users SET role = 'admin'").run()).toThrow(/CHECK/);
    upgraded.close();
  });
});
