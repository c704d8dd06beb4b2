import { describe, expect, it } from 'vitest';
import { changeSubject, historyEntries, undoableChanges, undoSummary } from './history';

const week = [[], [], [], [], [], [], []];

describe('changeSubject', () => {
  it('names what each change is about', () => {
    expect(changeSubject({ kind: 'producto', productId: 5, antes: null, despues: {} })).toBe('producto:5');
    expect(
      changeSubject({ kind: 'opciones', productId: null, antes: { grupo: 'frutas', opciones: [] }, despues: { grupo: 'frutas', opciones: ['Fresa'] } }),
    ).toBe('opciones:frutas');
    expect(changeSubject({ kind: 'agotada', productId: null, antes: { grupo: 'frutas', opcion: 'Kiwi', fecha: null }, despues: {} })).toBe(
      'agotada:frutas:Kiwi',
    );
    expect(changeSubject({ kind: 'orden', productId: null, antes: { categoriaId: 2, ids: [11, 12] }, despues: {} })).toBe('orden:2');
    expect(changeSubject({ kind: 'ajustes', productId: null, antes: null, despues: {} })).toBe('ajustes');
    expect(changeSubject({ kind: 'horario', productId: null, antes: week, despues: week })).toBe('horario');
  });

  it('has none for what cannot be undone: the categories, and lines that kept nothing of what they replaced', () => {
    expect(changeSubject({ kind: 'categorias', productId: null, antes: ['Crepas'], despues: ['Crepas dulces'] })).toBeNull();
    // A sold-out switch written before the history kept the previous state.
    expect(changeSubject({ kind: 'agotada', productId: null, antes: null, despues: { grupo: 'frutas', opcion: 'Kiwi', fecha: '2026-11-24' } })).toBeNull();
    expect(changeSubject({ kind: 'horario', productId: null, antes: 'roto', despues: week })).toBeNull();
    expect(changeSubject({ kind: 'opciones', productId: null, antes: null, despues: { grupo: 'frutas' } })).toBeNull();
  });
});

describe('undoableChanges', () => {
  it('offers "Deshacer" on the newest change of each thing only (newest first)', () => {
    const changes = [
      { id: 9, kind: 'ajustes' as const, productId: null, antes: null, despues: {} },
      { id: 8, kind: 'producto' as const, productId: 5, antes: {}, despues: {} },
      { id: 7, kind: 'producto' as const, productId: 6, antes: {}, despues: {} },
      { id: 6, kind: 'producto' as const, productId: 5, antes: {}, despues: {} },
      { id: 5, kind: 'ajustes' as const, productId: null, antes: null, despues: {} },
      { id: 4, kind: 'categorias' as const, productId: null, antes: [], despues: [] },
      { id: 3, kind: 'horario' as const, productId: null, antes: week, despues: week },
    ];
    expect([...undoableChanges(changes)].sort()).toEqual([3, 7, 8, 9]);
  });
});

describe('historyEntries', () => {
  it('shows the one log as it is read, "Deshacer" on the newest change of each thing that can be undone', () => {
    const changes = [
      { id: 14, kind: 'horario' as const, productId: null, antes: week, despues: week, summary: 'Martes: cerrado', nombre: 'Vara', at: 300 },
      { id: 13, kind: 'disponibilidad' as const, productId: null, antes: null, despues: null, summary: 'Churchill: No Disponible', nombre: 'Vara', at: 200 },
      { id: 12, kind: 'producto' as const, productId: 5, antes: {}, despues: {}, summary: 'Capiberry: precio', nombre: 'Ana', at: 100 },
      { id: 11, kind: 'pausa' as const, productId: null, antes: null, despues: null, summary: 'Pedidos en línea pausados 15 min', nombre: 'Ana', at: 50 },
      { id: 10, kind: 'cierre' as const, productId: null, antes: null, despues: null, summary: 'Cerrado hoy', nombre: 'Ana', at: 40 },
    ];
    expect(historyEntries(changes)).toEqual([
      { id: 14, summary: 'Martes: cerrado', nombre: 'Vara', at: 300, deshacer: true },
      { id: 13, summary: 'Churchill: No Disponible', nombre: 'Vara', at: 200, deshacer: false },
      { id: 12, summary: 'Capiberry: precio', nombre: 'Ana', at: 100, deshacer: true },
      { id: 11, summary: 'Pedidos en línea pausados 15 min', nombre: 'Ana', at: 50, deshacer: false },
      { id: 10, summary: 'Cerrado hoy', nombre: 'Ana', at: 40, deshacer: false },
    ]);
  });
});

describe('undoSummary', () => {
  it('says "Deshecho", and "Rehecho" for the undo of an undo', () => {
    expect(undoSummary('Martes: cerrado')).toBe('Deshecho: Martes: cerrado');
    expect(undoSummary('Deshecho: Martes: cerrado')).toBe('Rehecho: Martes: cerrado');
    expect(undoSummary('Rehecho: Martes: cerrado')).toBe('Deshecho: Martes: cerrado');
  });
});
