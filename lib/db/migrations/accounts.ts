import { sql, type Migration } from 'kysely';
import { isPostgres, legacyStep, types } from './kit';

// The accounts' steps: users, the login and activation limits, the owner's desk, owner accounts
// and devices, ids never given again. Steps 1-4 are the PRAGMA user_version era's (legacyStep).

export const accountsSteps: Record<string, Migration> = {
  '0001_users': legacyStep(1, async (db) => {
    const t = types(db);
    await t
      .strict(
        t
          .id(db.schema.createTable('users'))
          .addColumn('nombre', 'text', (column) => column.notNull())
          .addColumn('apellido', 'text', (column) => column.notNull())
          .addColumn('correo', 'text', (column) => column.notNull())
          .addColumn('password_hash', 'text', (column) => column.notNull())
          .addColumn('session_version', 'integer', (column) => column.notNull().defaultTo(0))
          .addColumn('created_at', 'text', (column) => column.notNull().defaultTo(t.nowIso)),
      )
      .execute();
    await db.schema.createIndex('users_correo_unique').unique().on('users').column('correo').execute();
  }),

  // Throttle counters (lib/db/attempts.ts): in the store so traffic cannot evict them, a restart
  // does not forget them and every instance shares them.
  '0002_login_throttles': legacyStep(2, async (db) => {
    const t = types(db);
    await t
      .strict(
        t
          .id(db.schema.createTable('login_attempts'), 'bigint')
          .addColumn('account', 'text', (column) => column.notNull())
          .addColumn('address', 'text', (column) => column.notNull())
          .addColumn('device', 'text')
          .addColumn('trusted', 'integer', (column) => column.notNull().defaultTo(0))
          .addColumn('at', t.int64, (column) => column.notNull()),
      )
      .execute();
    await db.schema.createIndex('login_attempts_account').on('login_attempts').columns(['account', 'trusted', 'at']).execute();
    await db.schema.createIndex('login_attempts_address').on('login_attempts').columns(['address', 'at']).execute();
    await db.schema.createIndex('login_attempts_device').on('login_attempts').columns(['device', 'at']).where('device', 'is not', null).execute();
    await db.schema.createIndex('login_attempts_at').on('login_attempts').column('at').execute();
    await t
      .strict(
        db.schema
          .createTable('login_locks')
          .addColumn('account', 'text', (column) => column.primaryKey())
          .addColumn('level', 'integer', (column) => column.notNull())
          .addColumn('until', t.int64, (column) => column.notNull()),
      )
      .execute();
    await t
      .strict(
        t
          .id(db.schema.createTable('signup_attempts'), 'bigint')
          .addColumn('address', 'text', (column) => column.notNull())
          .addColumn('at', t.int64, (column) => column.notNull()),
      )
      .execute();
    await db.schema.createIndex('signup_attempts_address').on('signup_attempts').columns(['address', 'at']).execute();
    await db.schema.createIndex('signup_attempts_at').on('signup_attempts').column('at').execute();
  }),

  // The owner's desk (lib/db/desk.ts): availability as an overlay on the menu facts of data/ (a row
  // per product the owner switched), the temporary closure (one row) and who changed what and when.
  '0003_owner_desk': legacyStep(3, async (db) => {
    const t = types(db);
    await t
      .strict(
        db.schema
          .createTable('product_availability')
          .addColumn('product_id', 'integer', (column) => column.primaryKey())
          .addColumn('disponible', 'integer', (column) => column.notNull().check(sql`disponible in (0, 1)`)),
      )
      .execute();
    await t
      .strict(
        db.schema
          .createTable('shop_closure')
          .addColumn('id', 'integer', (column) => column.primaryKey().check(sql`id = 1`))
          .addColumn('reabre', 'text', (column) => column.notNull()),
      )
      .execute();
    await t
      .strict(
        t
          .id(db.schema.createTable('desk_changes'))
          .addColumn('section', 'text', (column) => column.notNull())
          .addColumn('detail', 'text', (column) => column.notNull())
          .addColumn('user_id', 'integer')
          .addColumn('user_name', 'text', (column) => column.notNull())
          .addColumn('at', t.int64, (column) => column.notNull()),
      )
      .execute();
    await db.schema.createIndex('desk_changes_section').on('desk_changes').columns(['section', 'at']).execute();
  }),

  // Owners come from the operator (docs/decisions/011-owner-accounts.md): a role on the account,
  // granted only by a one-time link from `npm run owner -- invite` (stored as a hash). Devices: the
  // browsers an account signed in from, by the hash of their cookie. The guessing budget per
  // account replaces the growing lock of step 2.
  '0004_owner_accounts': legacyStep(4, async (db) => {
    const t = types(db);
    await db.schema
      .alterTable('users')
      .addColumn('role', 'text', (column) =>
        column
          .notNull()
          .defaultTo('customer')
          .check(sql`role in ('customer', 'owner')`),
      )
      .execute();
    await t
      .strict(
        db.schema
          .createTable('owner_invites')
          .addColumn('token_hash', 'text', (column) => column.primaryKey())
          .addColumn('correo', 'text', (column) => column.notNull())
          .addColumn('created_at', t.int64, (column) => column.notNull())
          .addColumn('used_at', t.int64),
      )
      .execute();
    await db.schema.createIndex('owner_invites_correo').on('owner_invites').column('correo').execute();
    await t
      .strict(
        db.schema
          .createTable('devices')
          .addColumn('id', 'text', (column) => column.primaryKey())
          .addColumn('user_id', 'integer', (column) => column.notNull().references('users.id').onDelete('cascade'))
          .addColumn('label', 'text', (column) => column.notNull())
          .addColumn('created_at', t.int64, (column) => column.notNull())
          .addColumn('last_seen_at', t.int64, (column) => column.notNull()),
      )
      .execute();
    await db.schema.createIndex('devices_user').on('devices').columns(['user_id', 'last_seen_at']).execute();
    await t
      .strict(
        db.schema
          .createTable('login_budget')
          .addColumn('account', 'text', (column) => column.primaryKey())
          .addColumn('tokens', t.float, (column) => column.notNull())
          .addColumn('at', t.int64, (column) => column.notNull()),
      )
      .execute();
    await db.schema.dropTable('login_locks').execute();
  }),

  // An account's id is never given again (docs/security.md "Sessions"): SQLite's plain rowid reuses
  // the highest id after a delete, so a deleted account's cookie would name the next one. The users
  // table is rebuilt with AUTOINCREMENT, its sequence started past every id the logs ever saw, and
  // every account gets a random session key that its tokens carry from now on. PostgreSQL's
  // identity column never reuses ids: there only the key is added.
  '0012_accounts_never_reused': {
    async up(db) {
      if (isPostgres(db)) {
        await db.schema.alterTable('users').addColumn('session_key', 'text').execute();
        await sql`update users set session_key = replace(gen_random_uuid()::text, '-', '')`.execute(db);
        await db.schema
          .alterTable('users')
          .alterColumn('session_key', (column) => column.setNotNull())
          .execute();
        return;
      }
      const t = types(db);
      // The devices table refers to users: its rows move to a copy that refers to the new table,
      // so that dropping the old one (foreign keys are on) deletes no device by cascade.
      await t
        .strict(
          db.schema
            .createTable('users_next')
            .addColumn('id', 'integer', (column) => column.primaryKey().autoIncrement())
            .addColumn('nombre', 'text', (column) => column.notNull())
            .addColumn('apellido', 'text', (column) => column.notNull())
            .addColumn('correo', 'text', (column) => column.notNull())
            .addColumn('password_hash', 'text', (column) => column.notNull())
            .addColumn('session_version', 'integer', (column) => column.notNull().defaultTo(0))
            .addColumn('created_at', 'text', (column) => column.notNull().defaultTo(t.nowIso))
            .addColumn('role', 'text', (column) =>
              column
                .notNull()
                .defaultTo('customer')
                .check(sql`role in ('customer', 'owner')`),
            )
            .addColumn('session_key', 'text', (column) => column.notNull()),
        )
        .execute();
      await sql`insert into users_next (id, nombre, apellido, correo, password_hash, session_version, created_at, role, session_key)
        select id, nombre, apellido, correo, password_hash, session_version, created_at, role, lower(hex(randomblob(16))) from users`.execute(db);
      await t
        .strict(
          db.schema
            .createTable('devices_next')
            .addColumn('id', 'text', (column) => column.primaryKey())
            .addColumn('user_id', 'integer', (column) => column.notNull().references('users_next.id').onDelete('cascade'))
            .addColumn('label', 'text', (column) => column.notNull())
            .addColumn('created_at', 'integer', (column) => column.notNull())
            .addColumn('last_seen_at', 'integer', (column) => column.notNull()),
        )
        .execute();
      await sql`insert into devices_next select id, user_id, label, created_at, last_seen_at from devices`.execute(db);
      await db.schema.dropTable('devices').execute();
      await db.schema.dropTable('users').execute();
      // SQLite renames the devices' reference along with the table.
      await db.schema.alterTable('users_next').renameTo('users').execute();
      await db.schema.alterTable('devices_next').renameTo('devices').execute();
      await db.schema.createIndex('users_correo_unique').unique().on('users').column('correo').execute();
      await db.schema.createIndex('devices_user').on('devices').columns(['user_id', 'last_seen_at']).execute();
      // Ids deleted before this step are known only from the logs that name their author (those
      // this file has: a shop may run the steps of a block out of order, docs/decisions/070).
      const { rows } = await sql<{ name: string }>`select name from sqlite_master where type = 'table'`.execute(db);
      const logs = ['desk_changes', 'menu_changes', 'order_status_changes'].filter((table) => rows.some((row) => row.name === table));
      const logged = logs.map((table) => sql`coalesce((select max(user_id) from ${sql.table(table)}), 0)`);
      await sql`delete from sqlite_sequence where name = 'users'`.execute(db);
      await sql`insert into sqlite_sequence (name, seq) select 'users', max(${sql.join([sql`0`, sql`coalesce(max(id), 0)`, ...logged])}) from users`.execute(
        db,
      );
    },
  },

  // Failed owner activations per address (lib/db/attempts.ts hitActivationFailure): a flood of
  // made-up invitation links is refused with 429, counted in the store as the login limits are.
  '0020_activation_attempts': {
    async up(db) {
      const t = types(db);
      await t
        .strict(
          t
            .id(db.schema.createTable('activation_attempts'), 'bigint')
            .addColumn('address', 'text', (column) => column.notNull())
            .addColumn('at', t.int64, (column) => column.notNull()),
        )
        .execute();
      await db.schema.createIndex('activation_attempts_address').on('activation_attempts').columns(['address', 'at']).execute();
      await db.schema.createIndex('activation_attempts_at').on('activation_attempts').column('at').execute();
    },
  },
};
