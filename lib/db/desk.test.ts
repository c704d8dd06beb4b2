import { beforeEach, expect, it } from 'vitest';
import { describeEachEngine } from '@/test-fixtures/stores';
import type { Db } from './index';
import { readAvailability, readClosure, readOrdersPause, writeAvailability, writeClosure, writeOrdersPause } from './desk';
import { lastMenuChange, readStoredMenu } from './menu';
import { subscribe } from './events';

const vara = { id: 1, nombre: 'Vara' };
const ana = { id: 2, nombre: 'Ana' };
const T0 = Date.parse('2026-11-24T18:00:00Z');

/** Listens on the desk channel of `db`; resolves, once listening, to the next message's promise. */
async function nextDeskMessage(db: Db, ms = 4000): Promise<{ message: Promise<string> }> {
  let received: (text: string) => void = () => {};
  const message = new Promise<string>((resolve) => (received = resolve));
  const unsubscribe = await subscribe(db, 'desk', (text) => received(text));
  const timeout = new Promise<never>((_, reject) => setTimeout(() => reject(new Error('no message on the desk channel')), ms).unref());
  return { message: Promise.race([message, timeout]).finally(unsubscribe) };
}

describeEachEngine('the desk', (store) => {
  let db: Db;
  let open: () => Promise<Db>;
  beforeEach(async () => {
    ({ db, open } = await store.fresh());
  });

  it('the availability overlay is empty until the owner switches something, then keeps the last switch per product', async () => {
    expect((await readAvailability(db)).size).toBe(0);
    await writeAvailability(9, false, 'Churchill: No Disponible', vara, T0, db);
    await writeAvailability(12, false, 'Capiberry: No Disponible', vara, T0 + 1, db);
    await writeAvailability(9, true, 'Churchill: Disponible', ana, T0 + 2, db);
    expect([...(await readAvailability(db))].sort()).toEqual([
      [12, false],
      [9, true],
    ]);
  });

  it('logs who changed the availability and when', async () => {
    expect(await lastMenuChange(['disponibilidad'], db)).toBeNull();
    await writeAvailability(9, false, 'Churchill: No Disponible', vara, T0, db);
    await writeAvailability(9, true, 'Churchill: Disponible', ana, T0 + 60_000, db);
    expect(await lastMenuChange(['disponibilidad'], db)).toMatchObject({ nombre: 'Ana', at: T0 + 60_000, summary: 'Churchill: Disponible' });
    expect(await lastMenuChange(['cierre'], db)).toBeNull();
  });

  it('the closure is set, moved and lifted, each change logged in its section', async () => {
    expect(await readClosure(db)).toBeNull();
    await writeClosure('2026-11-25', 'Cerrado hoy', vara, T0, db);
    expect(await readClosure(db)).toBe('2026-11-25');
    await writeClosure('2026-12-07', 'Cerrado hasta el 7 de diciembre', ana, T0 + 1, db);
    expect(await readClosure(db)).toBe('2026-12-07');
    await writeClosure(null, 'Abierto según el horario', vara, T0 + 2, db);
    expect(await readClosure(db)).toBeNull();
    expect(await lastMenuChange(['cierre'], db)).toMatchObject({ nombre: 'Vara', at: T0 + 2, summary: 'Abierto según el horario' });
    expect(await lastMenuChange(['disponibilidad'], db)).toBeNull();
  });

  it('online orders are paused until a time or until reopened, and resumed; each change logged, with a new menu version', async () => {
    expect(await readOrdersPause(db)).toBeNull();
    const before = (await readStoredMenu(db)).version;
    await writeOrdersPause({ hasta: T0 + 15 * 60_000 }, 'Pedidos pausados 15 min', vara, T0, db);
    expect(await readOrdersPause(db)).toEqual({ hasta: T0 + 15 * 60_000 });
    expect((await readStoredMenu(db)).version).toBeGreaterThan(before);
    await writeOrdersPause({ hasta: null }, 'Pedidos pausados hasta reanudar', ana, T0 + 1, db);
    expect(await readOrdersPause(db)).toEqual({ hasta: null });
    await writeOrdersPause(null, 'Pedidos reanudados', vara, T0 + 2, db);
    expect(await readOrdersPause(db)).toBeNull();
    expect(await lastMenuChange(['pausa'], db)).toMatchObject({ nombre: 'Vara', at: T0 + 2, summary: 'Pedidos reanudados' });
  });

  it('a change through one instance is announced to another on the desk channel, and it reads the new state', async () => {
    const other = await open();
    const { message: availability } = await nextDeskMessage(other);
    await writeAvailability(9, false, 'Churchill: No Disponible', vara, T0, db);
    expect(await availability).toBe('menu');
    expect(await readAvailability(other)).toEqual(new Map([[9, false]]));
    const { message: closure } = await nextDeskMessage(other);
    await writeClosure('2026-12-07', 'Cerrado hasta el 7 de diciembre', vara, T0, db);
    expect(await closure).toBe('menu');
  });
});
