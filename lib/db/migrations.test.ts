import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import Database from 'better-sqlite3';
import { CompiledQuery, Kysely, PostgresDialect, SqliteDialect, sql } from 'kysely';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { legacyDatabase } from '@/test-fixtures/legacy-sqlite';
import { describeEachEngine } from '@/test-fixtures/stores';
import type { StoreConfig } from './config';
import { closeStore, openStore, type Db } from './index';
import { readAvailability, readClosure, readOrdersPause } from './desk';
import { photosInUse, readMenuChanges, readStoredMenu, undoMenuChange } from './menu';
import { seedStoredMenu } from '@/lib/menu/seed';
import { migrateToLatest, migrations } from './migrations';
import { findInvite, pendingInvites } from './owners';
import { createUser, findSessionAccount, verifyCredentials } from './users';
import type { Schema } from './schema';
import { hashPassword } from '@/lib/password';

/** The session user a token of this version would get (the version check of tokenFitsAccount). */
const findSessionUser = async (id: number, version: number, db: Db) => {
  const account = await findSessionAccount(id, db);
  return account && account.sessionVersion === version ? account.user : null;
};

const steps = Object.keys(migrations);
const executed = async (db: Db) =>
  (
    await db
      .selectFrom('kysely_migration' as never)
      .select('name' as never)
      .orderBy('name' as never)
      .execute()
  ).map((row) => (row as { name: string }).name);
const tables = async (db: Db) => (await db.introspection.getTables()).map((table) => table.name).sort();

describeEachEngine('opening the store', (store) => {
  it('creates every table once; opening it again changes nothing', async () => {
    const { db, open } = await store.fresh();
    expect(await executed(db)).toEqual(steps);
    expect(await tables(db)).toEqual([
      'activation_attempts',
      'devices',
      'login_attempts',
      'login_budget',
      'menu_categories',
      'menu_changes',
      'menu_products',
      'menu_state',
      'option_lists',
      'option_sold_out',
      'order_attempts',
      'order_lines',
      'order_status_changes',
      'order_withdrawals',
      'orders',
      'orders_pause',
      'owner_invites',
      'product_availability',
      'push_keys',
      'push_subscriptions',
      'shop_closure',
      'shop_hours',
      'shop_settings',
      'signup_attempts',
      'users',
    ]);
    const again = await open();
    expect(await executed(again)).toEqual(steps);
  });

  it('applies only the missing steps', async () => {
    const { db } = await store.fresh();
    await migrateToLatest(db, {
      ...migrations,
      '9000_extra': {
        up: (kysely) =>
          kysely.schema
            .createTable('extra')
            .addColumn('id', 'integer', (column) => column.primaryKey())
            .execute(),
      },
    });
    expect(await executed(db)).toEqual([...steps, '9000_extra']);
    expect(await tables(db)).toContain('extra');
  });

  it('refuses a database from a newer version of the site, naming the reason', async () => {
    const { db, config } = await store.fresh();
    await db
      .insertInto('kysely_migration' as never)
      .values({ name: '9999_future', timestamp: new Date().toISOString() } as never)
      .execute();
    await expect(openStore(config)).rejects.toThrow(/schema could not be brought up to date.*9999_future/);
  });

  it('runs the steps once when several instances start together', async () => {
    const config = await store.freshConfig();
    if (config.engine === 'sqlite') {
      // SQLite is synchronous: separate processes, as separate servers would be.
      const run = promisify(execFile);
      await Promise.all([1, 2, 3].map(() => run(process.execPath, [path.resolve('test-fixtures/open-store.mjs'), config.file])));
    } else {
      await Promise.all([1, 2, 3, 4].map(async () => closeStore(await openStore(config))));
    }
    const db = await openStore(config);
    expect(await executed(db)).toEqual(steps);
    await closeStore(db);
  }, 30_000);
});

/** A store of `config` with only the steps before `step` run, as a shop that has not updated yet has it. */
async function storeBefore(config: StoreConfig, step: string): Promise<Kysely<Schema>> {
  if (config.engine === 'sqlite') fs.mkdirSync(path.dirname(config.file), { recursive: true });
  const old = new Kysely<Schema>({
    dialect:
      config.engine === 'sqlite'
        ? new SqliteDialect({
            database: new Database(config.file),
            onCreateConnection: (connection) => connection.executeQuery(CompiledQuery.raw('pragma foreign_keys = on')).then(() => {}),
          })
        : new PostgresDialect({ pool: new pg.Pool({ connectionString: config.url, max: 1 }) }),
  });
  await migrateToLatest(old, Object.fromEntries(Object.entries(migrations).filter(([name]) => name < step)));
  return old;
}

describeEachEngine('step 0012: an account id is never given twice', (store) => {
  it('keeps every account, device and live session; a new account gets neither a deleted nor a logged id', async () => {
    const config = await store.freshConfig();
    const old = await storeBefore(config, '0012');
    // Three accounts, the newest deleted; an owner's change logged by account 7, deleted long ago.
    const account = (n: number) => ({ nombre: `N${n}`, apellido: 'A', correo: `n${n}@example.com`, password_hash: `hash${n}` });
    // The users table as it was then: Spanish columns (until step 0029), no session key.
    type OldUsers = Omit<Schema['users'], 'session_key' | 'first_name' | 'last_name' | 'email'> & { nombre: string; apellido: string; correo: string };
    const before = await (old as unknown as Kysely<Omit<Schema, 'users'> & { users: OldUsers }>)
      .insertInto('users')
      .values([account(1), account(2), account(3)])
      .returning(['id', 'created_at'])
      .execute();
    await old.updateTable('users').set({ session_version: 4, role: 'owner' }).where('id', '=', before[0]!.id).execute();
    await old.insertInto('devices').values({ id: 'd1', user_id: before[0]!.id, label: 'Chrome', created_at: 1, last_seen_at: 2 }).execute();
    await sql`insert into desk_changes (section, detail, user_id, user_name, at) values ('ajustes', '-', 7, 'Vara', 1)`.execute(old);
    await old.deleteFrom('users').where('id', '=', before[2]!.id).execute();
    await old.destroy();

    const db = await openStore(config);
    try {
      expect(await db.selectFrom('users').select(['id', 'email', 'password_hash', 'session_version', 'role', 'created_at']).orderBy('id').execute()).toEqual([
        { id: before[0]!.id, email: 'n1@example.com', password_hash: 'hash1', session_version: 4, role: 'owner', created_at: before[0]!.created_at },
        { id: before[1]!.id, email: 'n2@example.com', password_hash: 'hash2', session_version: 0, role: 'customer', created_at: before[1]!.created_at },
      ]);
      expect(await db.selectFrom('devices').select(['id', 'user_id']).execute()).toEqual([{ id: 'd1', user_id: before[0]!.id }]);
      const keys = await db.selectFrom('users').select('session_key').execute();
      expect(new Set(keys.map((row) => row.session_key)).size).toBe(2);
      for (const { session_key } of keys) expect(session_key).toMatch(/^[0-9a-f]{32}$/);
      // A token issued before the step (no key) is checked against the account's creation
      // (lib/auth/session-token.ts tokenFitsAccount): it must read as a moment in the past.
      const owner = await findSessionAccount(before[0]!.id, db);
      expect(owner).toMatchObject({ sessionVersion: 4, user: { correo: 'n1@example.com', owner: true } });
      expect(owner!.createdAt).toBeGreaterThan(Date.now() - 60_000);
      expect(owner!.createdAt).toBeLessThanOrEqual(Date.now());

      const created = await createUser({ nombre: 'Nueva', apellido: 'B', correo: 'nueva@example.com', passwordHash: 'x' }, db);
      if (!created.ok) throw new Error('not created');
      expect(created.user.id).toBeGreaterThan(before[2]!.id);
      if (config.engine === 'sqlite') expect(created.user.id).toBeGreaterThan(7);
      // The devices still go with their account, and the table is still STRICT.
      await db.deleteFrom('users').where('id', '=', before[0]!.id).execute();
      expect(await db.selectFrom('devices').select('id').execute()).toEqual([]);
      if (config.engine === 'sqlite') {
        const strict = (await sql<{ name: string; strict: number }>`select name, strict from pragma_table_list where name in ('users', 'devices')`.execute(db))
          .rows;
        expect(strict).toEqual(
          expect.arrayContaining([
            { name: 'users', strict: 1 },
            { name: 'devices', strict: 1 },
          ]),
        );
      }
    } finally {
      await closeStore(db);
    }
  });
});

describeEachEngine('step 0028: one change log', (store) => {
  it("moves the desk's lines into the shop's log, the weekly hours once, a closure as one, and drops the desk's table", async () => {
    const config = await store.freshConfig();
    const old = await storeBefore(config, '0028');
    const line = (kind: string, summary: string, at: number) => ({
      kind,
      product_id: null,
      summary,
      antes: null,
      despues: null,
      user_id: 1,
      user_name: 'Vara',
      at,
    });
    await old
      .insertInto('menu_changes')
      .values([line('producto', 'Capiberry: precio', 100), line('horario', 'Martes: cerrado', 300)])
      .execute();
    await sql`insert into desk_changes (section, detail, user_id, user_name, at) values
      ('disponibilidad', 'Churchill: No Disponible', 1, 'Vara', 200), ('horario', 'Martes: cerrado', 1, 'Vara', 300),
      ('horario', 'Cerrado hoy', 1, 'Vara', 400), ('pausa', 'Pedidos en línea pausados 15 min', 1, 'Vara', 500)`.execute(old);
    await old.destroy();

    const db = await openStore(config);
    try {
      expect((await readMenuChanges(20, db)).map(({ kind, summary, at }) => ({ kind, summary, at }))).toEqual([
        { kind: 'pausa', summary: 'Pedidos en línea pausados 15 min', at: 500 },
        { kind: 'cierre', summary: 'Cerrado hoy', at: 400 },
        { kind: 'horario', summary: 'Martes: cerrado', at: 300 },
        { kind: 'disponibilidad', summary: 'Churchill: No Disponible', at: 200 },
        { kind: 'producto', summary: 'Capiberry: precio', at: 100 },
      ]);
      expect(await tables(db)).not.toContain('desk_changes');
    } finally {
      await closeStore(db);
    }
  });
});

describeEachEngine('step 0029: the store columns in English', (store) => {
  it('keeps every row under the new names: accounts, invitations, switches, the menu, its options, settings, hours and history', async () => {
    const config = await store.freshConfig();
    const old = await storeBefore(config, '0029');
    const hash = await hashPassword('Crepa123!', 'signin');
    const photo = JSON.stringify({ id: 'aaaaaaaaaaaaaaaa', width: 1600, height: 1200, widths: [800, 1600], focus: { x: 0.5, y: 0.5 } });
    // What a shop has before the step, written with the columns it had then.
    await sql`insert into users (nombre, apellido, correo, password_hash, session_key) values ('Vara', 'Dueña', 'duena@example.com', ${hash}, 'k1')`.execute(
      old,
    );
    await sql`insert into owner_invites (token_hash, correo, created_at) values ('h1', 'duena@example.com', 5)`.execute(old);
    await sql`insert into product_availability (product_id, disponible) values (13, 0)`.execute(old);
    await sql`insert into orders_pause (id, hasta) values (1, 1700000000000)`.execute(old);
    await sql`insert into shop_closure (id, reabre) values (1, '2026-12-07')`.execute(old);
    await sql`update menu_categories set nombre = 'Crepas', posicion = 9 where id = 1`.execute(old);
    await sql`update menu_products set nombre = 'Capiberry grande', nombre_clave = 'capiberry grande', precio = 2500, descripcion = 'Grande',
      ingredientes = '["Fresa"]', foto = ${photo}, con_extras = 0, oculto = 1 where id = 5`.execute(old);
    await sql`update option_lists set opciones = '["Fresa","Kiwi"]' where grupo = 'frutas'`.execute(old);
    await sql`insert into option_sold_out (grupo, opcion, fecha) values ('frutas', 'Kiwi', '2026-11-24')`.execute(old);
    await sql`insert into shop_settings (id, envio, minimo_domicilio, sinpe, pagos, preparacion, franja)
      values (1, 700, 4000, '88887777', '["efectivo","sinpe"]', 30, 3)`.execute(old);
    await sql`update shop_hours set rangos = '[]' where dia = 2`.execute(old);
    await sql`insert into menu_changes (kind, product_id, summary, antes, despues, user_id, user_name, at) values
      ('producto', 5, 'Capiberry: foto', ${JSON.stringify({ foto: { id: 'bbbbbbbbbbbbbbbb' } })}, null, 1, 'Vara', 100),
      ('ajustes', null, 'Envío: ₡700', ${JSON.stringify({ id: 1, envio: 500, minimo_domicilio: 0, sinpe: '', pagos: '["efectivo"]', preparacion: 20, franja: 4 })},
        ${JSON.stringify({ envio: 700 })}, 1, 'Vara', 200)`.execute(old);
    await old.destroy();

    const db = await openStore(config);
    try {
      const user = await verifyCredentials('duena@example.com', 'Crepa123!', db);
      expect(user).toMatchObject({ nombre: 'Vara', apellido: 'Dueña', correo: 'duena@example.com' });
      // The e-mail is still unique (its index was made again under its new name).
      expect(await createUser({ nombre: 'Otra', apellido: 'B', correo: 'duena@example.com', passwordHash: 'x' }, db)).toEqual({
        ok: false,
        reason: 'duplicate',
      });
      expect(await pendingInvites(0, db)).toEqual([{ correo: 'duena@example.com', createdAt: 5 }]);
      expect(await findInvite('h1', db)).toMatchObject({ correo: 'duena@example.com', user: { id: user!.id, nombre: 'Vara', apellido: 'Dueña' } });
      expect(await readAvailability(db)).toEqual(new Map([[13, false]]));
      expect(await readOrdersPause(db)).toEqual({ hasta: 1700000000000 });
      expect(await readClosure(db)).toBe('2026-12-07');

      const menu = await readStoredMenu(db);
      expect(menu.categorias.at(-1)).toMatchObject({ id: 1, nombre: 'Crepas' });
      expect(menu.items).toHaveLength(30);
      expect(menu.items.find((item) => item.id === 5)).toMatchObject({
        nombre: 'Capiberry grande',
        precio: 2500,
        categoriaId: 1,
        descripcion: 'Grande',
        ingredientes: ['Fresa'],
        foto: JSON.parse(photo),
        conExtras: false,
        oculto: true,
      });
      expect(menu.listas.frutas).toEqual(['Fresa', 'Kiwi']);
      expect(menu.agotadas).toEqual([{ grupo: 'frutas', opcion: 'Kiwi', fecha: '2026-11-24' }]);
      expect(menu.ajustes).toEqual({ envio: 700, minimoDomicilio: 4000, sinpe: '88887777', pagos: ['efectivo', 'sinpe'], preparacion: 30, franja: 3 });
      expect(menu.horario[2]).toEqual([]);
      expect(menu.horario[1]).not.toEqual([]);

      const [settingsLine, productLine] = await readMenuChanges(2, db);
      expect(productLine).toMatchObject({ kind: 'producto', antes: { foto: { id: 'bbbbbbbbbbbbbbbb' } }, despues: null });
      expect(await photosInUse(200, db)).toEqual(new Set(['aaaaaaaaaaaaaaaa', 'bbbbbbbbbbbbbbbb']));
      // "Deshacer" of a line written before the step puts back the settings it kept.
      expect(await undoMenuChange(settingsLine!.id, () => '', { id: 1, nombre: 'Vara' }, 300, db)).toMatchObject({ ok: true });
      expect((await readStoredMenu(db)).ajustes).toEqual({ envio: 500, minimoDomicilio: 0, sinpe: '', pagos: ['efectivo'], preparacion: 20, franja: 4 });

      // No index or constraint keeps a Spanish column's name.
      const names =
        config.engine === 'sqlite'
          ? (await sql<{ name: string }>`select name from sqlite_master where type = 'index'`.execute(db)).rows
          : (
              await sql<{ name: string }>`select indexname as name from pg_indexes where schemaname = 'public'
                union select conname from pg_constraint where connamespace = 'public'::regnamespace`.execute(db)
            ).rows;
      const all = names.map((row) => row.name);
      expect(all).toEqual(expect.arrayContaining(['users_email_unique', 'owner_invites_email', 'menu_products_category']));
      expect(all.filter((name) => /correo|nombre|categoria|precio|disponible|con_extras|oculto|_dia_/.test(name))).toEqual([]);
    } finally {
      await closeStore(db);
    }
  });
});

describe('SQLite files of the releases before Kysely (PRAGMA user_version)', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'crepivara-legacy-'));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it.each([1, 2, 3, 4])('a file at schema version %i upgrades in place, keeping its rows', async (version) => {
    const file = path.join(dir, `v${version}.db`);
    const old = legacyDatabase(file, version);
    const hash = await hashPassword('Crepa123!', 'signin');
    old.prepare("INSERT INTO users (nombre, apellido, correo, password_hash, session_version) VALUES ('Vara', 'Dueña', 'duena@example.com', ?, 2)").run(hash);
    if (version === 2 || version === 3) old.prepare("INSERT INTO login_locks (account, level, until) VALUES ('sha256:x', 2, 99)").run();
    if (version >= 2) old.prepare("INSERT INTO login_attempts (account, address, at) VALUES ('sha256:x', '198.51.100.1', 99)").run();
    if (version >= 4) {
      old.prepare("UPDATE users SET role = 'owner'").run();
      old.prepare("INSERT INTO devices (id, user_id, label, created_at, last_seen_at) VALUES ('d1', 1, 'Chrome', 1, 2)").run();
      old.prepare("INSERT INTO login_budget (account, tokens, at) VALUES ('sha256:x', 2.5, 99)").run();
    }
    if (version >= 3) {
      old.prepare('INSERT INTO product_availability (product_id, disponible) VALUES (9, 0)').run();
      old.prepare("INSERT INTO shop_closure (id, reabre) VALUES (1, '2026-12-07')").run();
    }
    old.close();

    const db = await openStore({ engine: 'sqlite', file });
    expect(await executed(db)).toEqual(steps);
    const user = await verifyCredentials('duena@example.com', 'Crepa123!', db);
    expect(user).toMatchObject({ nombre: 'Vara', sessionVersion: 2 });
    // Every account of a release before the role is a customer (the operator invites the owner).
    expect(await findSessionUser(user!.id, 2, db)).toMatchObject({ correo: 'duena@example.com', owner: version >= 4 });
    expect(await db.selectFrom('login_attempts').select('account').execute()).toEqual(version >= 2 ? [{ account: 'sha256:x' }] : []);
    expect(await db.selectFrom('login_budget').selectAll().execute()).toEqual(version >= 4 ? [{ account: 'sha256:x', tokens: 2.5, at: 99 }] : []);
    expect(await db.selectFrom('devices').select('id').execute()).toEqual(version >= 4 ? [{ id: 'd1' }] : []);
    expect(await tables(db)).not.toContain('login_locks');
    expect([...(await readAvailability(db))]).toEqual(version >= 3 ? [[9, false]] : []);
    expect(await readClosure(db)).toBe(version >= 3 ? '2026-12-07' : null);
    // The tables stay STRICT, old or new.
    const strict = (
      await sql<{
        name: string;
        strict: number;
      }>`select name, strict from pragma_table_list where schema = 'main' and name not like 'sqlite_%' and name not like 'kysely_%'`.execute(db)
    ).rows;
    expect(strict.every((table) => table.strict === 1)).toBe(true);
    await closeStore(db);
    // The file is still a plain SQLite database with every row.
    const reread = new Database(file, { readonly: true });
    expect(reread.prepare('SELECT count(*) FROM users').pluck().get()).toBe(1);
    reread.close();
  });
});

describe('the steps are frozen', () => {
  it('no step reads live code that a later edit could change (data/, the menu seed): what they seed is in files of their own', () => {
    const dir = path.join(__dirname, 'migrations');
    for (const file of fs.readdirSync(dir).filter((name) => name.endsWith('.ts'))) {
      const source = fs.readFileSync(path.join(dir, file), 'utf8');
      expect(source, file).not.toMatch(/from '@\/(data|lib\/menu)\//);
    }
  });

  it('step 0006 seeds the frozen menu, which today still matches data/', async () => {
    const db = await openStore({ engine: 'sqlite', file: ':memory:' });
    try {
      const menu = await readStoredMenu(db);
      const seed = seedStoredMenu();
      expect(menu.categorias).toEqual(seed.categorias);
      expect(menu.items).toEqual(seed.items);
      expect(menu.listas).toEqual(seed.listas);
      expect(menu.horario).toEqual(seed.horario);
    } finally {
      await closeStore(db);
    }
  });
});
