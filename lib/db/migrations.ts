import { Migrator, PostgresAdapter, sql, type CreateTableBuilder, type Kysely, type Migration } from 'kysely';
import { nameKey } from '@/lib/menu/names';
import { seedStoredMenu } from '@/lib/menu/seed';

// The schema's history for both engines, run by Kysely's Migrator at start (lib/db/index.ts). Each
// step runs once, in order, recorded in the kysely_migration table; append new steps, never edit
// old ones. PostgreSQL: the Migrator holds an advisory lock, so instances starting together wait
// for one another. SQLite: every transaction of the store begins IMMEDIATE, so a second process
// waits for the file's write lock and then finds the steps done.
//
// Files made before Kysely kept their schema version in PRAGMA user_version (steps 1-4 below, the
// same tables): a step the file already has is skipped, so they upgrade in place.

// Migrations are written against no particular schema type: they describe the schema.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

const isPostgres = (db: AnyDb) => db.getExecutor().adapter instanceof PostgresAdapter;

/** The column types that differ: a growing id, and a 64-bit integer (times in ms). */
function types(db: AnyDb) {
  const postgres = isPostgres(db);
  return {
    int64: postgres ? ('bigint' as const) : ('integer' as const),
    float: postgres ? ('double precision' as const) : ('real' as const),
    /** `id`: SQLite's rowid alias, PostgreSQL's identity column. */
    id: <T extends string, C extends string>(table: CreateTableBuilder<T, C>, type: 'integer' | 'bigint' = 'integer') =>
      postgres
        ? table.addColumn('id', type, (column) => column.primaryKey().generatedByDefaultAsIdentity())
        : table.addColumn('id', 'integer', (column) => column.primaryKey()),
    /** SQLite tables are STRICT (a column's type is enforced), as they always were. */
    strict: <T extends string, C extends string>(table: CreateTableBuilder<T, C>) => (postgres ? table : table.modifyEnd(sql`strict`)),
    nowIso: postgres ? sql`(to_char(now() at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))` : sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`,
  };
}

/** A step that SQLite files of the PRAGMA user_version era may already have (`version` and up). */
function legacyStep(version: number, up: (db: AnyDb) => Promise<void>): Migration {
  return {
    async up(db) {
      if (!isPostgres(db)) {
        const { rows } = await sql<{ user_version: number }>`pragma user_version`.execute(db);
        if ((rows[0]?.user_version ?? 0) >= version) return;
      }
      await up(db);
    },
  };
}

export const migrations: Record<string, Migration> = {
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

  // The menu becomes the owner's (docs/menu.md): categories in order, products (with their photo
  // and a version for the conflict check), the option lists, single options sold out for a day, the
  // settings for taking orders, the weekly hours, the history of changes, and one version number
  // for them all. The switches (product_availability) and the closure stay where they were.
  '0005_menu': {
    async up(db) {
      const t = types(db);
      await t
        .strict(
          db.schema
            .createTable('menu_categories')
            .addColumn('id', 'integer', (column) => column.primaryKey())
            .addColumn('nombre', 'text', (column) => column.notNull().unique())
            .addColumn('posicion', 'integer', (column) => column.notNull())
            .addColumn('extras', 'integer', (column) =>
              column
                .notNull()
                .defaultTo(0)
                .check(sql`extras in (0, 1)`),
            ),
        )
        .execute();
      await t
        .strict(
          db.schema
            .createTable('menu_products')
            .addColumn('id', 'integer', (column) => column.primaryKey())
            .addColumn('categoria_id', 'integer', (column) => column.notNull().references('menu_categories.id'))
            .addColumn('nombre', 'text', (column) => column.notNull())
            .addColumn('nombre_clave', 'text', (column) => column.notNull().unique())
            .addColumn('precio', 'integer', (column) => column.notNull().check(sql`precio >= 0`))
            .addColumn('descripcion', 'text', (column) => column.notNull().defaultTo(''))
            .addColumn('ingredientes', 'text', (column) => column.notNull().defaultTo('[]'))
            .addColumn('imagen', 'text', (column) => column.notNull().defaultTo(''))
            .addColumn('foto', 'text')
            .addColumn('con_extras', 'integer', (column) =>
              column
                .notNull()
                .defaultTo(0)
                .check(sql`con_extras in (0, 1)`),
            )
            .addColumn('oculto', 'integer', (column) =>
              column
                .notNull()
                .defaultTo(0)
                .check(sql`oculto in (0, 1)`),
            )
            .addColumn('posicion', 'integer', (column) => column.notNull())
            .addColumn('version', 'integer', (column) => column.notNull().defaultTo(1)),
        )
        .execute();
      await db.schema.createIndex('menu_products_categoria').on('menu_products').columns(['categoria_id', 'posicion']).execute();
      await t
        .strict(
          db.schema
            .createTable('option_lists')
            .addColumn('grupo', 'text', (column) => column.primaryKey())
            .addColumn('opciones', 'text', (column) => column.notNull()),
        )
        .execute();
      await t
        .strict(
          db.schema
            .createTable('option_sold_out')
            .addColumn('grupo', 'text', (column) => column.notNull())
            .addColumn('opcion', 'text', (column) => column.notNull())
            .addColumn('fecha', 'text', (column) => column.notNull())
            .addPrimaryKeyConstraint('option_sold_out_key', ['grupo', 'opcion']),
        )
        .execute();
      await t
        .strict(
          db.schema
            .createTable('shop_settings')
            .addColumn('id', 'integer', (column) => column.primaryKey().check(sql`id = 1`))
            .addColumn('envio', 'integer', (column) => column.notNull())
            .addColumn('minimo_domicilio', 'integer', (column) => column.notNull())
            .addColumn('sinpe', 'text', (column) => column.notNull())
            .addColumn('pagos', 'text', (column) => column.notNull()),
        )
        .execute();
      await t
        .strict(
          db.schema
            .createTable('shop_hours')
            .addColumn('dia', 'integer', (column) => column.primaryKey().check(sql`dia between 0 and 6`))
            .addColumn('rangos', 'text', (column) => column.notNull()),
        )
        .execute();
      await t
        .strict(
          t
            .id(db.schema.createTable('menu_changes'))
            .addColumn('kind', 'text', (column) => column.notNull())
            .addColumn('product_id', 'integer')
            .addColumn('summary', 'text', (column) => column.notNull())
            .addColumn('antes', 'text')
            .addColumn('despues', 'text')
            .addColumn('user_id', 'integer')
            .addColumn('user_name', 'text', (column) => column.notNull())
            .addColumn('at', t.int64, (column) => column.notNull()),
        )
        .execute();
      await db.schema.createIndex('menu_changes_product').on('menu_changes').columns(['product_id', 'id']).execute();
      await t
        .strict(
          db.schema
            .createTable('menu_state')
            .addColumn('id', 'integer', (column) => column.primaryKey().check(sql`id = 1`))
            .addColumn('version', 'integer', (column) => column.notNull()),
        )
        .execute();
    },
  },

  // The first menu is today's data/ (the seed): categories, products with our descriptions and
  // illustrations, the option lists and the weekly hours. The settings have no row until the owner
  // saves them (the build's values hold until then).
  '0006_menu_seed': {
    async up(db) {
      const seed = seedStoredMenu();
      await db
        .insertInto('menu_categories')
        .values(seed.categorias.map((category, posicion) => ({ id: category.id, nombre: category.nombre, posicion, extras: category.extras ? 1 : 0 })))
        .execute();
      await db
        .insertInto('menu_products')
        .values(
          seed.items.map((item) => ({
            id: item.id,
            categoria_id: item.categoriaId,
            nombre: item.nombre,
            nombre_clave: nameKey(item.nombre),
            precio: item.precio,
            descripcion: item.descripcion,
            ingredientes: JSON.stringify(item.ingredientes),
            imagen: item.imagen,
            foto: null,
            con_extras: item.conExtras ? 1 : 0,
            oculto: 0,
            posicion: item.posicion,
            version: 1,
          })),
        )
        .execute();
      await db
        .insertInto('option_lists')
        .values(Object.entries(seed.listas).map(([grupo, opciones]) => ({ grupo, opciones: JSON.stringify(opciones) })))
        .execute();
      await db
        .insertInto('shop_hours')
        .values(seed.horario.map((rangos, dia) => ({ dia, rangos: JSON.stringify(rangos) })))
        .execute();
      await db.insertInto('menu_state').values({ id: 1, version: 1 }).execute();
    },
  },

  // The orders (lib/db/orders/, docs/orders.md): an order with its lines (names, choices and
  // prices as they were, so a later menu never rewrites the past), who moved it when, and the
  // per-address counter of the post's limit. The key's hash is unique (a retry finds its order);
  // the reference is the browser's 5 characters and repeats. Personal data (name, phone, address,
  // notes, reasons) is erased after 90 days in place (lib/order/retention.ts).
  '0010_orders': {
    async up(db) {
      const t = types(db);
      await t
        .strict(
          t
            .id(db.schema.createTable('orders'), 'bigint')
            .addColumn('reference', 'text', (column) => column.notNull())
            .addColumn('created_at', t.int64, (column) => column.notNull())
            .addColumn('key_hash', 'text', (column) => column.notNull())
            .addColumn('token_hash', 'text')
            .addColumn('fingerprint', 'text', (column) => column.notNull())
            .addColumn('customer', 'text', (column) => column.notNull())
            .addColumn('fulfilment', 'text', (column) => column.notNull().check(sql`fulfilment in ('mesa', 'llevar', 'domicilio')`))
            .addColumn('table_number', 'integer')
            .addColumn('address', 'text', (column) => column.notNull())
            .addColumn('landmark', 'text', (column) => column.notNull())
            .addColumn('phone', 'text', (column) => column.notNull())
            .addColumn('payment', 'text', (column) => column.notNull().check(sql`payment in ('efectivo', 'tarjeta', 'sinpe')`))
            .addColumn('cash_amount', 'integer')
            .addColumn('subtotal', 'integer', (column) => column.notNull())
            .addColumn('delivery_fee', 'integer', (column) => column.notNull())
            .addColumn('total', 'integer', (column) => column.notNull())
            .addColumn('change_due', 'integer')
            .addColumn('out_of_hours', 'integer', (column) => column.notNull().check(sql`out_of_hours in (0, 1)`))
            .addColumn('status', 'text', (column) => column.notNull().check(sql`status in ('nuevo', 'preparando', 'listo', 'entregado', 'cancelado')`))
            .addColumn('cancel_reason', 'text', (column) => column.notNull())
            .addColumn('updated_at', t.int64, (column) => column.notNull())
            .addColumn('erased_at', t.int64),
        )
        .execute();
      await db.schema.createIndex('orders_key_hash').unique().on('orders').column('key_hash').execute();
      await db.schema.createIndex('orders_token_hash').unique().on('orders').column('token_hash').execute();
      await db.schema.createIndex('orders_created_at').on('orders').column('created_at').execute();
      await t
        .strict(
          db.schema
            .createTable('order_lines')
            .addColumn('order_id', t.int64, (column) => column.notNull().references('orders.id').onDelete('cascade'))
            .addColumn('position', 'integer', (column) => column.notNull())
            .addColumn('product_id', 'integer', (column) => column.notNull())
            .addColumn('name', 'text', (column) => column.notNull())
            .addColumn('quantity', 'integer', (column) => column.notNull())
            .addColumn('choices', 'text', (column) => column.notNull())
            .addColumn('extras', 'text', (column) => column.notNull())
            .addColumn('note', 'text', (column) => column.notNull())
            .addColumn('base_price', 'integer', (column) => column.notNull())
            .addColumn('unit_price', 'integer', (column) => column.notNull())
            .addColumn('line_total', 'integer', (column) => column.notNull())
            .addPrimaryKeyConstraint('order_lines_pk', ['order_id', 'position']),
        )
        .execute();
      await t
        .strict(
          t
            .id(db.schema.createTable('order_status_changes'), 'bigint')
            .addColumn('order_id', t.int64, (column) => column.notNull().references('orders.id').onDelete('cascade'))
            .addColumn('from_status', 'text', (column) => column.notNull())
            .addColumn('to_status', 'text', (column) => column.notNull())
            .addColumn('reason', 'text', (column) => column.notNull())
            .addColumn('at', t.int64, (column) => column.notNull())
            .addColumn('user_id', 'integer')
            .addColumn('user_name', 'text', (column) => column.notNull()),
        )
        .execute();
      await db.schema.createIndex('order_status_changes_order').on('order_status_changes').columns(['order_id', 'at']).execute();
      await t
        .strict(
          t
            .id(db.schema.createTable('order_attempts'), 'bigint')
            .addColumn('address', 'text', (column) => column.notNull())
            .addColumn('at', t.int64, (column) => column.notNull()),
        )
        .execute();
      await db.schema.createIndex('order_attempts_address').on('order_attempts').columns(['address', 'at']).execute();
      await db.schema.createIndex('order_attempts_at').on('order_attempts').column('at').execute();
    },
  },

  // Posts withdrawn before the store had them (lib/db/orders/intake.ts withdrawOrder): the key's hash, so
  // that a copy arriving later (a slow connection, the service worker's queue) is refused.
  '0011_order_withdrawals': {
    async up(db) {
      const t = types(db);
      await t
        .strict(
          db.schema
            .createTable('order_withdrawals')
            .addColumn('key_hash', 'text', (column) => column.primaryKey())
            .addColumn('at', t.int64, (column) => column.notNull()),
        )
        .execute();
      await db.schema.createIndex('order_withdrawals_at').on('order_withdrawals').column('at').execute();
    },
  },

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

  // What the customer's message said when the menu priced the order otherwise by the time it was
  // recorded (a message sent offline from an older menu): kept beside the shop's prices.
  '0013_order_message_prices': {
    async up(db) {
      await db.schema.alterTable('orders').addColumn('message_total', 'integer').execute();
      await db.schema.alterTable('order_lines').addColumn('message_price', 'integer').execute();
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

  // "Pausar pedidos" (lib/order/pause.ts): one row while online orders are paused, until `hasta`
  // (ms) or, with none, until the owner reopens them.
  '0021_orders_pause': {
    async up(db) {
      const t = types(db);
      await t
        .strict(
          db.schema
            .createTable('orders_pause')
            .addColumn('id', 'integer', (column) => column.primaryKey().check(sql`id = 1`))
            .addColumn('hasta', t.int64),
        )
        .execute();
    },
  },

  // "Listo aprox.": the owner's preparation time in "Ajustes" (minutes, 20 until set), and each
  // order's estimate (ms), which the board moves with "+5" / "+15". Orders from before have none.
  '0022_ready_time': {
    async up(db) {
      const t = types(db);
      await db.schema
        .alterTable('shop_settings')
        .addColumn('preparacion', 'integer', (column) => column.notNull().defaultTo(20))
        .execute();
      await db.schema.alterTable('orders').addColumn('ready_at', t.int64).execute();
    },
  },
  '0023_order_channel': {
    async up(db) {
      await db.schema
        .alterTable('orders')
        .addColumn('channel', 'text', (column) => column.notNull().defaultTo('web'))
        .execute();
    },
  },
  '0024_sinpe_proof': {
    async up(db) {
      const t = types(db);
      await db.schema.alterTable('orders').addColumn('sinpe_number', 'text').execute();
      await db.schema.alterTable('orders').addColumn('payment_reference', 'text').execute();
      await db.schema.alterTable('orders').addColumn('paid_at', t.int64).execute();
    },
  },
  // Web Push (docs/push.md): the VAPID key pair every instance signs with, made by the first one
  // to need it; the browsers to ring, each for one order ("Avísame", until it is delivered or
  // cancelled, at most a day) or for an owner's device (every new order, until the device goes).
  '0025_push': {
    async up(db) {
      const t = types(db);
      await t
        .strict(
          db.schema
            .createTable('push_keys')
            .addColumn('id', 'integer', (column) => column.primaryKey().check(sql`id = 1`))
            .addColumn('public_key', 'text', (column) => column.notNull())
            .addColumn('private_key', 'text', (column) => column.notNull()),
        )
        .execute();
      await t
        .strict(
          t
            .id(db.schema.createTable('push_subscriptions'), 'bigint')
            .addColumn('endpoint', 'text', (column) => column.notNull())
            .addColumn('p256dh', 'text', (column) => column.notNull())
            .addColumn('auth', 'text', (column) => column.notNull())
            .addColumn('order_id', t.int64, (column) => column.references('orders.id').onDelete('cascade'))
            .addColumn('device_id', 'text', (column) => column.references('devices.id').onDelete('cascade'))
            .addColumn('created_at', t.int64, (column) => column.notNull())
            .addColumn('expires_at', t.int64)
            .addCheckConstraint('push_subscriptions_one_target', sql`(order_id is null) <> (device_id is null)`),
        )
        .execute();
      await db.schema.createIndex('push_subscriptions_order').on('push_subscriptions').columns(['order_id']).execute();
      await db.schema.createIndex('push_subscriptions_device').on('push_subscriptions').columns(['device_id']).execute();
      await db.schema.createIndex('push_subscriptions_endpoint').on('push_subscriptions').columns(['endpoint']).execute();
    },
  },
  // "Pedir de nuevo" with an account: the account a web order was sent from, listed in Mi cuenta.
  // Deleting the account keeps its orders for the shop, without the link.
  '0026_order_account': {
    async up(db) {
      await db.schema
        .alterTable('orders')
        .addColumn('user_id', 'integer', (column) => column.references('users.id').onDelete('set null'))
        .execute();
      await db.schema.createIndex('orders_user').on('orders').columns(['user_id', 'created_at']).execute();
    },
  },
};

/** Brings the schema up to date (a no-op when it is); throws with the reason when a step fails. */
export async function migrateToLatest(db: AnyDb, steps: Record<string, Migration> = migrations): Promise<void> {
  // Steps are numbered by block per piece of work, so a shop may have run a later block first (the
  // orders' 0010 before the menu's 0005-0006): the missing ones run, in name order (docs/decisions/070).
  const migrator = new Migrator({ db, provider: { getMigrations: async () => steps }, allowUnorderedMigrations: true });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((result) => result.status === 'Error')?.migrationName;
    throw new Error(
      `[db] the schema could not be brought up to date${failed ? ` (step ${failed})` : ''}: ${error instanceof Error ? error.message : String(error)}`,
      { cause: error },
    );
  }
}
