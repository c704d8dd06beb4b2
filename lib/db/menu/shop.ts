import 'server-only';
import type { Author } from '@/lib/account';
import { type ShopSettings } from '@/lib/menu/settings';
import type { WeeklyHours } from '@/lib/shop-hours/status';
import type { Db } from '../index';
import { change, logChange, type MenuResult, parse, type Trx } from './log';
import { settingsOf } from './read';

// The shop's "Ajustes" and its weekly hours.

export async function writeSettings(settings: ShopSettings, summary: string, author: Author, now = Date.now(), db?: Db): Promise<MenuResult<ShopSettings>> {
  return change(db, (trx) => putSettings(trx, settings, summary, author, now));
}

export async function putSettings(trx: Trx, settings: ShopSettings, summary: string, author: Author, now: number): Promise<MenuResult<ShopSettings>> {
  const row = await trx.selectFrom('shop_settings').selectAll().where('id', '=', 1).executeTakeFirst();
  const values = {
    delivery_fee: settings.envio,
    delivery_minimum: settings.minimoDomicilio,
    sinpe_number: settings.sinpe,
    payment_methods: JSON.stringify(settings.pagos),
    prep_minutes: settings.preparacion,
    orders_per_slot: settings.franja,
  };
  await trx
    .insertInto('shop_settings')
    .values({ id: 1, ...values })
    .onConflict((conflict) => conflict.column('id').doUpdateSet(values))
    .execute();
  // The line keeps the settings, not the row: "Deshacer" reads them whatever the store's columns are called.
  await logChange(trx, { kind: 'ajustes', summary, antes: row ? settingsOf(row) : null, despues: settings }, author, now);
  return { ok: true, value: settings };
}

export async function writeWeeklyHours(
  horario: WeeklyHours,
  summaryOf: (before: WeeklyHours) => string,
  author: Author,
  now = Date.now(),
  db?: Db,
): Promise<MenuResult<WeeklyHours>> {
  return change(db, (trx) => putWeeklyHours(trx, horario, summaryOf, author, now));
}

export async function putWeeklyHours(
  trx: Trx,
  horario: WeeklyHours,
  summaryOf: (before: WeeklyHours) => string,
  author: Author,
  now: number,
): Promise<MenuResult<WeeklyHours>> {
  const rows = await trx.selectFrom('shop_hours').selectAll().orderBy('weekday').execute();
  const before: WeeklyHours = rows.map((row) => parse(row.ranges, []));
  // The history says what changed, read in the same transaction as the week it replaces.
  const summary = summaryOf(before);
  for (const [dia, rangos] of horario.entries()) {
    await trx
      .insertInto('shop_hours')
      .values({ weekday: dia, ranges: JSON.stringify(rangos) })
      .onConflict((conflict) => conflict.column('weekday').doUpdateSet({ ranges: JSON.stringify(rangos) }))
      .execute();
  }
  await logChange(trx, { kind: 'horario', summary, antes: before, despues: horario }, author, now);
  return { ok: true, value: horario };
}
