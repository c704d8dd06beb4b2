import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase } from './index';
import { lastChange, readAvailability, readClosure, writeAvailability, writeClosure } from './desk';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'crepivara-desk-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const vara = { id: 1, nombre: 'Vara' };
const ana = { id: 2, nombre: 'Ana' };
const T0 = Date.parse('2026-11-24T18:00:00Z');

let db: ReturnType<typeof openDatabase>;
let counter = 0;
beforeEach(() => {
  counter += 1;
  db = openDatabase(path.join(dir, `desk-${counter}.db`));
});

describe('the availability overlay', () => {
  it('is empty until the owner switches something, then keeps the last switch per product', () => {
    expect(readAvailability(db).size).toBe(0);
    writeAvailability(9, false, 'Churchill: No Disponible', vara, T0, db);
    writeAvailability(12, false, 'Capiberry: No Disponible', vara, T0 + 1, db);
    writeAvailability(9, true, 'Churchill: Disponible', ana, T0 + 2, db);
    expect([...readAvailability(db)].sort()).toEqual([
      [12, false],
      [9, true],
    ]);
  });

  it('logs who changed it and when', () => {
    expect(lastChange('disponibilidad', db)).toBeNull();
    writeAvailability(9, false, 'Churchill: No Disponible', vara, T0, db);
    writeAvailability(9, true, 'Churchill: Disponible', ana, T0 + 60_000, db);
    expect(lastChange('disponibilidad', db)).toEqual({ nombre: 'Ana', at: T0 + 60_000, detail: 'Churchill: Disponible' });
    expect(lastChange('horario', db)).toBeNull();
  });
});

describe('the closure', () => {
  it('is set, moved and lifted, each change logged in its section', () => {
    expect(readClosure(db)).toBeNull();
    writeClosure('2026-11-25', 'Cerrado hoy', vara, T0, db);
    expect(readClosure(db)).toBe('2026-11-25');
    writeClosure('2026-12-07', 'Cerrado hasta el 7 de diciembre', ana, T0 + 1, db);
    expect(readClosure(db)).toBe('2026-12-07');
    writeClosure(null, 'Abierto según el horario', vara, T0 + 2, db);
    expect(readClosure(db)).toBeNull();
    expect(lastChange('horario', db)).toEqual({ nombre: 'Vara', at: T0 + 2, detail: 'Abierto según el horario' });
    expect(lastChange('disponibilidad', db)).toBeNull();
  });
});
