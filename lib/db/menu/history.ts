import 'server-only';
import type { Selectable } from 'kysely';
import type { Author } from '@/lib/account';
import type { OptionListKey } from '@/data/options';
import type { MenuItem } from '@/lib/menu/live';
import { defaultSettings, type ShopSettings } from '@/lib/menu/settings';
import type { WeeklyHours } from '@/lib/shop-hours/status';
import { changeSubject, undoSummary } from '@/lib/desk/history';
import type { Db } from '../index';
import type { Schema } from '../schema';
import { putOrder } from './categories';
import { change, logChange, type MenuChange, type ChangeKind, type MenuResult, parse, store, type Trx } from './log';
import { putOptionList, putOptionSoldOut } from './options';
import { categoryExists, type Describe, nameTaken, productColumns, type ProductSnapshot, readItem, snapshotOf } from './products';
import { putSettings, putWeeklyHours } from './shop';

// "Historial": the shop's change log read back, and "Deshacer" of a line.

function changeOf(row: Selectable<Schema['menu_changes']>): MenuChange {
  return {
    id: row.id,
    kind: row.kind as ChangeKind,
    productId: row.product_id,
    summary: row.summary,
    antes: parse<unknown>(row.before, null),
    despues: parse<unknown>(row.after, null),
    nombre: row.user_name,
    at: row.at,
  };
}

/** What an "ajustes" line kept of the settings it replaced: the settings, or in older lines the store's row (its column names, the payment methods as JSON text). */
type LoggedSettings = Partial<Omit<ShopSettings, 'pagos'>> & { minimo_domicilio?: number; pagos?: ShopSettings['pagos'] | string };

/** The settings an "ajustes" line replaced (null: none saved, the build's values). */
function loggedSettings(antes: unknown): ShopSettings {
  const defaults = defaultSettings();
  if (typeof antes !== 'object' || antes === null) return defaults;
  const logged = antes as LoggedSettings;
  return {
    envio: logged.envio ?? defaults.envio,
    minimoDomicilio: logged.minimoDomicilio ?? logged.minimo_domicilio ?? defaults.minimoDomicilio,
    sinpe: logged.sinpe ?? defaults.sinpe,
    pagos: typeof logged.pagos === 'string' ? parse(logged.pagos, defaults.pagos) : (logged.pagos ?? defaults.pagos),
    // A row kept before "Tiempo de preparación" or "Pedidos por franja" existed has neither.
    preparacion: logged.preparacion ?? defaults.preparacion,
    franja: logged.franja ?? defaults.franja,
  };
}

/** The newest changes first (the desk's "Historial"). */
export async function readMenuChanges(limit = 20, db?: Db): Promise<MenuChange[]> {
  const rows = await (await store(db)).selectFrom('menu_changes').selectAll().orderBy('id', 'desc').limit(limit).execute();
  return rows.map(changeOf);
}

/** The newest change of one of `kinds`, for a section's "Último cambio". */
export async function lastMenuChange(kinds: readonly ChangeKind[], db?: Db): Promise<MenuChange | null> {
  const row = await (
    await store(db)
  )
    .selectFrom('menu_changes')
    .selectAll()
    .where('kind', 'in', [...kinds])
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row ? changeOf(row) : null;
}

/**
 * "Deshacer": puts back what change `changeId` replaced (a product as it was, a new one hidden; an
 * option list, an option's sold-out switch, a category's order, "Ajustes", "Horario"). Refused as
 * 'notLatest' when the same thing changed again since (lib/desk/history.ts changeSubject), as
 * 'missing' when there is no such change or it cannot be undone; the undo is itself a change.
 * Answers the history's line for it.
 */
export async function undoMenuChange(
  changeId: number,
  describe: Describe,
  author: Author,
  now = Date.now(),
  db?: Db,
): Promise<MenuResult<{ summary: string; product: MenuItem | null }>> {
  return change(db, async (trx) => {
    const row = await trx.selectFrom('menu_changes').selectAll().where('id', '=', changeId).executeTakeFirst();
    const found = row ? changeOf(row) : null;
    const subject = found ? changeSubject(found) : null;
    if (!found || subject === null) return { ok: false, problem: 'missing' };
    const later = await trx.selectFrom('menu_changes').selectAll().where('kind', '=', found.kind).where('id', '>', changeId).execute();
    if (later.some((other) => changeSubject(changeOf(other)) === subject)) return { ok: false, problem: 'notLatest' };

    const summary = undoSummary(found.summary);
    const antes = found.antes as Record<string, unknown>;
    const undone = (result: MenuResult<unknown>): MenuResult<{ summary: string; product: MenuItem | null }> =>
      result.ok ? { ok: true, value: { summary, product: null } } : result;
    switch (found.kind) {
      case 'producto': {
        const product = await restoreProduct(trx, found, describe, author, now);
        return product.ok ? { ok: true, value: { summary: product.value.summary, product: product.value.item } } : product;
      }
      case 'opciones':
        return undone(await putOptionList(trx, antes.grupo as OptionListKey, antes.opciones as string[], summary, author, now));
      case 'agotada':
        return undone(
          await putOptionSoldOut(trx, antes.grupo as OptionListKey, antes.opcion as string, (antes.fecha as string | null) ?? null, summary, author, now),
        );
      case 'orden':
        return undone(await putOrder(trx, antes.categoriaId as number, antes.ids as number[], summary, author, now));
      case 'ajustes':
        return undone(await putSettings(trx, loggedSettings(found.antes), summary, author, now));
      case 'horario':
        return undone(await putWeeklyHours(trx, found.antes as WeeklyHours, () => summary, author, now));
      default:
        return { ok: false, problem: 'missing' };
    }
  });
}

/** A product as it was before `found` (a product made by it is hidden). */
async function restoreProduct(
  trx: Trx,
  found: MenuChange,
  describe: Describe,
  author: Author,
  now: number,
): Promise<MenuResult<{ item: MenuItem; summary: string }>> {
  const before = await readItem(trx, found.productId!);
  if (!before) return { ok: false, problem: 'missing' };
  const restored: ProductSnapshot =
    found.antes === null ? { ...snapshotOf(before), oculto: true } : { ...snapshotOf(before), ...(found.antes as ProductSnapshot) };
  if (!(await categoryExists(trx, restored.categoriaId))) return { ok: false, problem: 'category' };
  if (await nameTaken(trx, restored.nombre, before.id)) return { ok: false, problem: 'duplicate' };
  await trx
    .updateTable('menu_products')
    .set({
      ...productColumns(restored),
      hidden: restored.oculto ? 1 : 0,
      photo: restored.foto ? JSON.stringify(restored.foto) : null,
      version: before.version + 1,
    })
    .where('id', '=', before.id)
    .execute();
  const after = (await readItem(trx, before.id))!;
  const summary = `Deshecho: ${describe(before, after)}`;
  await logChange(trx, { kind: 'producto', productId: before.id, summary, antes: snapshotOf(before), despues: snapshotOf(after) }, author, now);
  return { ok: true, value: { item: after, summary } };
}
