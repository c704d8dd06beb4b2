import { sql, type Migration } from 'kysely';
import menuSeed from './0006-menu-seed.json';
import { types } from './kit';

// The menu's steps: the owner's menu (categories, products, options, settings, hours, history)
// and its first content, today's data/.

export const menuSteps: Record<string, Migration> = {
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

  // The first menu: the categories, products with our descriptions and illustrations, the option
  // lists and the weekly hours, as data/ had them when this step was written. The rows are frozen
  // in ./0006-menu-seed.json, so a later edit of data/ changes only what the build shows, never
  // what this step writes. The settings have no row until the owner saves them.
  '0006_menu_seed': {
    async up(db) {
      // In the file's order: the categories before the products that reference them.
      for (const [table, rows] of Object.entries(menuSeed)) await db.insertInto(table).values(rows).execute();
      await db.insertInto('menu_state').values({ id: 1, version: 1 }).execute();
    },
  },

  // One change log (lib/db/menu/log.ts): the desk's switches, closures and pauses join the menu's
  // history, in the order they happened (the log is read by id). The weekly hours were logged in
  // both: their desk line is not copied again; a desk "horario" line left is a closure.
  '0028_one_change_log': {
    async up(db) {
      const t = types(db);
      await t
        .strict(
          t
            .id(db.schema.createTable('changes_next'))
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
      await sql`insert into changes_next (kind, product_id, summary, antes, despues, user_id, user_name, at)
        select kind, product_id, summary, antes, despues, user_id, user_name, at from (
          select kind, product_id, summary, antes, despues, user_id, user_name, at, 0 as log, id from menu_changes
          union all
          select case section when 'horario' then 'cierre' else section end, null, detail, null, null, user_id, user_name, at, 1, id
          from desk_changes
          where not exists (select 1 from menu_changes where menu_changes.at = desk_changes.at and menu_changes.summary = desk_changes.detail)
        ) as lines
        order by at, log, id`.execute(db);
      await db.schema.dropTable('desk_changes').execute();
      await db.schema.dropTable('menu_changes').execute();
      await db.schema.alterTable('changes_next').renameTo('menu_changes').execute();
      await db.schema.createIndex('menu_changes_product').on('menu_changes').columns(['product_id', 'id']).execute();
    },
  },
};
