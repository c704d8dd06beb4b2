import { sql, type Migration } from 'kysely';
import { isPostgres, type AnyDb } from './kit';

// The store's names in English (docs/architecture.md "Names"): a column keeps its data, its
// constraints and its indexes when renamed. The values in the columns stay as they are.

/** Table -> [old column, new column]. */
const columns: Record<string, [string, string][]> = {
  users: [
    ['nombre', 'first_name'],
    ['apellido', 'last_name'],
    ['correo', 'email'],
  ],
  owner_invites: [['correo', 'email']],
  product_availability: [['disponible', 'available']],
  orders_pause: [['hasta', 'until']],
  shop_closure: [['reabre', 'reopens_on']],
  menu_categories: [
    ['nombre', 'name'],
    ['posicion', 'position'],
  ],
  menu_products: [
    ['categoria_id', 'category_id'],
    ['nombre', 'name'],
    ['nombre_clave', 'name_key'],
    ['precio', 'price'],
    ['descripcion', 'description'],
    ['ingredientes', 'ingredients'],
    ['imagen', 'image'],
    ['foto', 'photo'],
    ['con_extras', 'with_extras'],
    ['oculto', 'hidden'],
    ['posicion', 'position'],
  ],
  option_lists: [
    ['grupo', 'option_group'],
    ['opciones', 'options'],
  ],
  option_sold_out: [
    ['grupo', 'option_group'],
    ['opcion', 'option'],
    ['fecha', 'day'],
  ],
  shop_settings: [
    ['envio', 'delivery_fee'],
    ['minimo_domicilio', 'delivery_minimum'],
    ['sinpe', 'sinpe_number'],
    ['pagos', 'payment_methods'],
    ['preparacion', 'prep_minutes'],
    ['franja', 'orders_per_slot'],
  ],
  shop_hours: [
    ['dia', 'weekday'],
    ['rangos', 'ranges'],
  ],
  menu_changes: [
    ['antes', 'before'],
    ['despues', 'after'],
  ],
};

/** The indexes the steps named after a column: [old name, new name, table, columns, unique]. */
const indexes: [string, string, string, string[], boolean][] = [
  ['users_correo_unique', 'users_email_unique', 'users', ['email'], true],
  ['owner_invites_correo', 'owner_invites_email', 'owner_invites', ['email'], false],
  ['menu_products_categoria', 'menu_products_category', 'menu_products', ['category_id', 'position'], false],
];

/** Renames an index: PostgreSQL in place; SQLite has no such statement, so the index is made again. */
async function renameIndex(db: AnyDb, [from, to, table, on, unique]: (typeof indexes)[number]): Promise<void> {
  if (isPostgres(db)) {
    await sql`alter index ${sql.id(from)} rename to ${sql.id(to)}`.execute(db);
    return;
  }
  await db.schema.dropIndex(from).execute();
  const index = db.schema.createIndex(to).on(table).columns(on);
  await (unique ? index.unique() : index).execute();
}

/**
 * PostgreSQL named the constraints declared with a column after it (menu_products_precio_check,
 * menu_categories_nombre_key, menu_products_categoria_id_fkey): they follow the column's new name.
 */
async function renamePostgresConstraints(db: AnyDb): Promise<void> {
  for (const [table, renames] of Object.entries(columns)) {
    for (const [from, to] of renames) {
      const { rows } = await sql<{ conname: string }>`select conname from pg_constraint
        where conrelid = ${table}::regclass and conname in (${sql.join(['key', 'check', 'fkey'].map((suffix) => `${table}_${from}_${suffix}`))})`.execute(db);
      for (const { conname } of rows) {
        const name = `${table}_${to}_${conname.slice(`${table}_${from}_`.length)}`;
        await sql`alter table ${sql.table(table)} rename constraint ${sql.id(conname)} to ${sql.id(name)}`.execute(db);
      }
    }
  }
}

// Renames columns of every block's tables (accounts, menu, orders' pause and settings): it sorts
// after all of them (docs/decisions/070-migrations-in-any-order.md).
export const namesSteps: Record<string, Migration> = {
  '0029_english_columns': {
    async up(db) {
      for (const [table, renames] of Object.entries(columns)) {
        for (const [from, to] of renames) await db.schema.alterTable(table).renameColumn(from, to).execute();
      }
      for (const index of indexes) await renameIndex(db, index);
      if (isPostgres(db)) await renamePostgresConstraints(db);
    },
  },
};
