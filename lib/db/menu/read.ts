import 'server-only';
import type { Selectable } from 'kysely';
import type { OptionListKey, OptionLists } from '@/data/options';
import { optionListKeys } from '@/data/options';
import type { MenuCategory, SoldOutOption, StoredMenu } from '@/lib/menu/live';
import { defaultSettings, type ShopSettings } from '@/lib/menu/settings';
import type { WeeklyHours } from '@/lib/shop-hours/status';
import type { Db } from '../index';
import type { Schema } from '../schema';
import { parse, store } from './log';
import { itemOf } from './products';

// The menu read whole (the shop keeps it a second, lib/menu/server.ts).

/** The whole menu as the store keeps it, hidden products included. */
export async function readStoredMenu(db?: Db): Promise<StoredMenu> {
  const kysely = await store(db);
  const [state, categoryRows, productRows, listRows, soldOutRows, settingsRow, hourRows] = await Promise.all([
    kysely.selectFrom('menu_state').select('version').where('id', '=', 1).executeTakeFirst(),
    kysely.selectFrom('menu_categories').selectAll().orderBy('position').orderBy('id').execute(),
    kysely.selectFrom('menu_products').selectAll().execute(),
    kysely.selectFrom('option_lists').selectAll().execute(),
    kysely.selectFrom('option_sold_out').selectAll().execute(),
    kysely.selectFrom('shop_settings').selectAll().where('id', '=', 1).executeTakeFirst(),
    kysely.selectFrom('shop_hours').selectAll().orderBy('weekday').execute(),
  ]);
  const categorias: MenuCategory[] = categoryRows.map((row) => ({ id: row.id, nombre: row.name, extras: row.extras === 1 }));
  const order = new Map(categorias.map((category, index) => [category.id, index]));
  const items = productRows
    .map(itemOf)
    .sort((a, b) => (order.get(a.categoriaId) ?? 0) - (order.get(b.categoriaId) ?? 0) || a.posicion - b.posicion || a.id - b.id);
  const lists = new Map(listRows.map((row) => [row.option_group, parse<string[]>(row.options, [])]));
  const listas = Object.fromEntries(optionListKeys.map((key) => [key, lists.get(key) ?? []])) as unknown as OptionLists;
  const hours = new Map(hourRows.map((row) => [row.weekday, parse<WeeklyHours[number]>(row.ranges, [])]));
  return {
    version: state?.version ?? 0,
    categorias,
    items,
    listas,
    agotadas: soldOutRows.map((row): SoldOutOption => ({ grupo: row.option_group as OptionListKey, opcion: row.option, fecha: row.day })),
    ajustes: settingsOf(settingsRow ?? null),
    horario: [0, 1, 2, 3, 4, 5, 6].map((day) => hours.get(day) ?? []),
  };
}

/** "Ajustes" as stored, the build's values until the owner saves them. */
export function settingsOf(row: Selectable<Schema['shop_settings']> | null): ShopSettings {
  const defaults = defaultSettings();
  if (!row) return defaults;
  return {
    envio: row.delivery_fee,
    minimoDomicilio: row.delivery_minimum,
    sinpe: row.sinpe_number,
    pagos: parse(row.payment_methods, defaults.pagos),
    preparacion: row.prep_minutes,
    franja: row.orders_per_slot,
  };
}
