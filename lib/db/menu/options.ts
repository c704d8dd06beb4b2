import 'server-only';
import type { Author } from '@/lib/account';
import type { OptionListKey } from '@/data/options';
import type { Db } from '../index';
import { change, logChange, type MenuResult, parse, type Trx } from './log';

// The option lists (fruits, flavours, toppings, syrups) and an option sold out for a day.

/** One option list, as the owner left it (names in order). */
export async function writeOptionList(
  grupo: OptionListKey,
  opciones: readonly string[],
  summary: string,
  author: Author,
  now = Date.now(),
  db?: Db,
): Promise<MenuResult<string[]>> {
  return change(db, (trx) => putOptionList(trx, grupo, opciones, summary, author, now));
}

export async function putOptionList(
  trx: Trx,
  grupo: OptionListKey,
  opciones: readonly string[],
  summary: string,
  author: Author,
  now: number,
): Promise<MenuResult<string[]>> {
  const row = await trx.selectFrom('option_lists').select('options').where('option_group', '=', grupo).executeTakeFirst();
  const before = parse<string[]>(row?.options ?? null, []);
  await trx
    .insertInto('option_lists')
    .values({ option_group: grupo, options: JSON.stringify(opciones) })
    .onConflict((conflict) => conflict.column('option_group').doUpdateSet({ options: JSON.stringify(opciones) }))
    .execute();
  await logChange(trx, { kind: 'opciones', summary, antes: { grupo, opciones: before }, despues: { grupo, opciones } }, author, now);
  return { ok: true, value: [...opciones] };
}

/** Marks a single option sold out for the Costa Rica date `fecha`, or available again (null). */
export async function writeOptionSoldOut(
  grupo: OptionListKey,
  opcion: string,
  fecha: string | null,
  summary: string,
  author: Author,
  now = Date.now(),
  db?: Db,
): Promise<MenuResult<null>> {
  return change(db, (trx) => putOptionSoldOut(trx, grupo, opcion, fecha, summary, author, now));
}

export async function putOptionSoldOut(
  trx: Trx,
  grupo: OptionListKey,
  opcion: string,
  fecha: string | null,
  summary: string,
  author: Author,
  now: number,
): Promise<MenuResult<null>> {
  const previous = await trx.selectFrom('option_sold_out').select('day').where('option_group', '=', grupo).where('option', '=', opcion).executeTakeFirst();
  if (fecha === null) await trx.deleteFrom('option_sold_out').where('option_group', '=', grupo).where('option', '=', opcion).execute();
  else
    await trx
      .insertInto('option_sold_out')
      .values({ option_group: grupo, option: opcion, day: fecha })
      .onConflict((conflict) => conflict.columns(['option_group', 'option']).doUpdateSet({ day: fecha }))
      .execute();
  await logChange(trx, { kind: 'agotada', summary, antes: { grupo, opcion, fecha: previous?.day ?? null }, despues: { grupo, opcion, fecha } }, author, now);
  return { ok: true, value: null };
}
