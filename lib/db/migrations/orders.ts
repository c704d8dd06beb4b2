import { sql, type Migration } from 'kysely';
import { types } from './kit';

// The orders' steps: orders and their lines, withdrawals, the message's prices, the pause, ready
// times, channels, SINPE proof, Web Push, the account an order came from and orders for later.

export const ordersSteps: Record<string, Migration> = {
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

  // What the customer's message said when the menu priced the order otherwise by the time it was
  // recorded (a message sent offline from an older menu): kept beside the shop's prices.
  '0013_order_message_prices': {
    async up(db) {
      await db.schema.alterTable('orders').addColumn('message_total', 'integer').execute();
      await db.schema.alterTable('order_lines').addColumn('message_price', 'integer').execute();
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
  // Orders for later ("¿Para cuándo?", lib/order/schedule.ts): the quarter hour an order is for,
  // null for "Lo antes posible"; and "Pedidos por franja", how many one quarter hour takes.
  '0027_order_for_later': {
    async up(db) {
      const t = types(db);
      await db.schema.alterTable('orders').addColumn('scheduled_for', t.int64).execute();
      await db.schema.createIndex('orders_scheduled_for').on('orders').columns(['scheduled_for']).execute();
      await db.schema
        .alterTable('shop_settings')
        .addColumn('franja', 'integer', (column) => column.notNull().defaultTo(4))
        .execute();
    },
  },
};
