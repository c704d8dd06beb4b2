import 'server-only';
import { getDb, type Db } from './index';

// All SQL of the owner's desk: the availability overlay, the temporary closure and the log of
// who changed what. Each change and its log line are written in one transaction.

export type DeskSection = 'disponibilidad' | 'horario';
export type DeskAuthor = { id: number; nombre: string };
export type DeskChange = { nombre: string; at: number; detail: string };

/** The owner's switches: product id -> available, only for the products switched at least once. */
export function readAvailability(db: Db = getDb()): Map<number, boolean> {
  const rows = db.prepare<[], { product_id: number; disponible: number }>('SELECT product_id, disponible FROM product_availability').all();
  return new Map(rows.map((row) => [row.product_id, row.disponible === 1]));
}

function logChange(db: Db, section: DeskSection, detail: string, author: DeskAuthor, now: number) {
  db.prepare('INSERT INTO desk_changes (section, detail, user_id, user_name, at) VALUES (?, ?, ?, ?, ?)').run(section, detail, author.id, author.nombre, now);
}

/** Switches a product (the caller checked the id against the menu) and logs who did it. */
export function writeAvailability(productId: number, disponible: boolean, detail: string, author: DeskAuthor, now = Date.now(), db: Db = getDb()): void {
  db.transaction(() => {
    db.prepare(
      `INSERT INTO product_availability (product_id, disponible) VALUES (?, ?)
       ON CONFLICT (product_id) DO UPDATE SET disponible = excluded.disponible`,
    ).run(productId, disponible ? 1 : 0);
    logChange(db, 'disponibilidad', detail, author, now);
  }).immediate();
}

/** The first day (Costa Rica date, YYYY-MM-DD) the shop opens again, or null when not closed. */
export function readClosure(db: Db = getDb()): string | null {
  return db.prepare<[], string>('SELECT reabre FROM shop_closure WHERE id = 1').pluck().get() ?? null;
}

/** Sets (a date) or lifts (null) the temporary closure, and logs who did it. */
export function writeClosure(reabre: string | null, detail: string, author: DeskAuthor, now = Date.now(), db: Db = getDb()): void {
  db.transaction(() => {
    if (reabre === null) db.prepare('DELETE FROM shop_closure WHERE id = 1').run();
    else db.prepare('INSERT INTO shop_closure (id, reabre) VALUES (1, ?) ON CONFLICT (id) DO UPDATE SET reabre = excluded.reabre').run(reabre);
    logChange(db, 'horario', detail, author, now);
  }).immediate();
}

/** The newest change of a section, or null when it was never changed. */
export function lastChange(section: DeskSection, db: Db = getDb()): DeskChange | null {
  const row = db
    .prepare<[string], { user_name: string; at: number; detail: string }>('SELECT user_name, at, detail FROM desk_changes WHERE section = ? ORDER BY at DESC, id DESC LIMIT 1')
    .get(section);
  return row ? { nombre: row.user_name, at: row.at, detail: row.detail } : null;
}
