import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_DETAILS } from '@/lib/order/details';
import { forgetOrderType, initialDetails, rememberDetails } from './order-details-store';

const NOW = Date.UTC(2026, 11, 9, 21);

/** A browser's localStorage, as a test sets it (and a storage that refuses everything). */
function storage(entries: Record<string, string> = {}, refuses = false): Storage {
  const values = new Map(Object.entries(entries));
  const refuse = () => {
    throw new DOMException('refused', 'SecurityError');
  };
  return {
    get length() {
      return values.size;
    },
    key: (index) => [...values.keys()][index] ?? null,
    getItem: (key) => (refuses ? refuse() : (values.get(key) ?? null)),
    setItem: (key, value) => (refuses ? refuse() : void values.set(key, value)),
    removeItem: (key) => void values.delete(key),
    clear: () => values.clear(),
  };
}

function browserWith(localStorage: Storage) {
  vi.stubGlobal('window', { localStorage, location: { search: '' } });
}

beforeEach(() => {
  vi.useFakeTimers({ now: NOW });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the checkout over a reload', () => {
  it('comes back with the order type and its table, as with the name and the address', () => {
    const local = storage();
    browserWith(local);
    rememberDetails({ ...DEFAULT_DETAILS, nombre: 'Ana', tipo: 'mesa', mesa: '12' });
    expect(initialDetails()).toEqual({ ...DEFAULT_DETAILS, nombre: 'Ana', tipo: 'mesa', mesa: '12' });
    rememberDetails({ ...DEFAULT_DETAILS, nombre: 'Ana', tipo: 'domicilio', direccion: 'Barrio X' });
    expect(initialDetails()).toEqual({ ...DEFAULT_DETAILS, nombre: 'Ana', tipo: 'domicilio', direccion: 'Barrio X' });
  });

  it('forgets the order type once the order is sent, and 3 hours on; the name stays', () => {
    const local = storage();
    browserWith(local);
    rememberDetails({ ...DEFAULT_DETAILS, nombre: 'Ana', tipo: 'llevar' });
    forgetOrderType();
    expect(initialDetails()).toEqual({ ...DEFAULT_DETAILS, nombre: 'Ana' });
    rememberDetails({ ...DEFAULT_DETAILS, nombre: 'Ana', tipo: 'llevar' });
    vi.setSystemTime(NOW + 3 * 60 * 60 * 1000);
    expect(initialDetails()).toEqual({ ...DEFAULT_DETAILS, nombre: 'Ana' });
  });

  it('falls back to the defaults for corrupt or tampered storage, and for storage that refuses', () => {
    const corrupt = [
      '{',
      'null',
      '[]',
      '"llevar"',
      JSON.stringify({ tipo: 'avion', hasta: NOW + 1000 }),
      JSON.stringify({ tipo: 'mesa', mesa: '5000', hasta: NOW + 1000 }),
    ];
    for (const text of corrupt) {
      browserWith(storage({ 'pedido-tipo': text, 'pedido-datos': text }));
      expect(initialDetails(), text).toEqual(DEFAULT_DETAILS);
    }
    browserWith(storage({ 'pedido-tipo': JSON.stringify({ tipo: 'llevar', mesa: '0', hasta: NOW + 1000 }), 'pedido-datos': '{"nombre":7,"pago":"bitcoin"}' }));
    expect(initialDetails()).toEqual({ ...DEFAULT_DETAILS, tipo: 'llevar' });
    browserWith(storage({}, true));
    expect(initialDetails()).toEqual(DEFAULT_DETAILS);
    expect(() => rememberDetails({ ...DEFAULT_DETAILS, tipo: 'llevar' })).not.toThrow();
  });
});
