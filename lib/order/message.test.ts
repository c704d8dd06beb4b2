import { describe, expect, it } from 'vitest';
import type { CartItem } from '@/lib/cart/cart';
import { whatsappLink } from '@/lib/config';
import {
  buildOrderMessage,
  customerName,
  orderReference,
  parseTableNumber,
  REFERENCE_ALPHABET,
  REFERENCE_LENGTH,
} from './message';

const nbsp = '\u00a0';
const item = (id: number, nombre: string, precio: number, cantidad: number, disponible = true): CartItem => ({
  id,
  nombre,
  precio,
  cantidad,
  imagen: '',
  disponible,
});

describe('buildOrderMessage', () => {
  it('writes the exact order text', () => {
    const message = buildOrderMessage({
      reference: 'K7Q2P',
      customer: 'Ana Pérez',
      table: 5,
      items: [item(10, 'La CrepiVara', 5900, 2), item(16, 'Té', 800, 1)],
    });
    expect(message).toBe(
      [
        '¡Hola CrepiVara! Quiero hacer un pedido.',
        'Pedido #K7Q2P',
        'Cliente: Ana Pérez',
        'Mesa: 5',
        '',
        `• 2 x La CrepiVara - ₡5${nbsp}900 c/u = ₡11${nbsp}800`,
        '• 1 x Té - ₡800 c/u = ₡800',
        '',
        `Total: ₡12${nbsp}600`,
        '¡Muchas gracias!',
      ].join('\n'),
    );
  });

  it('uses "Cliente" for an empty name and leaves unavailable lines out', () => {
    const message = buildOrderMessage({
      reference: 'AAAAA',
      customer: '   ',
      table: 0,
      items: [item(10, 'La CrepiVara', 5900, 1), item(16, 'Té', 800, 3, false)],
    });
    expect(message).toContain('Cliente: Cliente\nMesa: 0');
    expect(message).not.toContain('Té');
    expect(message).toContain(`Total: ₡5${nbsp}900`);
  });

  it('survives the trip through a wa.me link: ñ, accents, ₡, &, # and new lines', () => {
    const text = buildOrderMessage({
      reference: 'ZZ9ZZ',
      customer: 'Íñigo & Ñandú #1',
      table: 12,
      items: [item(11, 'Batido natural (en agua)', 1450, 1)],
    });
    const link = whatsappLink(text);
    // Only URL-safe ASCII after "?text=": no raw space, new line, "&", "#" or accented letter.
    expect(link.split('?text=')[1]).toMatch(/^[A-Za-z0-9%\-_.!~*'()]+$/);
    const url = new URL(link);
    expect(url.searchParams.get('text')).toBe(text);
    expect([...url.searchParams.keys()]).toEqual(['text']);
    expect(url.hash).toBe('');
    expect(link).toContain('%C3%91and%C3%BA%20%231');
    expect(link).toContain('%E2%82%A1');
    expect(link).toContain('%0A');
  });
});

describe('customerName', () => {
  it('trims, folds spaces and line breaks, drops control characters', () => {
    expect(customerName('  Ana   Pérez ')).toBe('Ana Pérez');
    expect(customerName('Ana\nMesa: 99\u0000')).toBe('Ana Mesa: 99');
    expect(customerName('\u202eAna')).toBe('Ana');
  });

  it('caps the length and falls back to Cliente', () => {
    expect(customerName('a'.repeat(500))).toHaveLength(60);
    expect(customerName('')).toBe('Cliente');
    expect(customerName('\t\n ')).toBe('Cliente');
  });
});

describe('parseTableNumber', () => {
  it('accepts whole numbers 0-999', () => {
    expect(parseTableNumber('5')).toEqual({ value: 5, corrected: false });
    expect(parseTableNumber(' 12 ')).toEqual({ value: 12, corrected: false });
    expect(parseTableNumber('0')).toEqual({ value: 0, corrected: false });
    expect(parseTableNumber('')).toEqual({ value: 0, corrected: false });
  });

  it('corrects anything else to 0 and says so', () => {
    for (const raw of ['-3', '2.5', 'abc', '1e3', '5000', '0x10', '١٢']) {
      expect(parseTableNumber(raw)).toEqual({ value: 0, corrected: true });
    }
  });
});

describe('orderReference', () => {
  it('is 5 characters from the unambiguous alphabet', () => {
    for (let i = 0; i < 200; i += 1) {
      const reference = orderReference();
      expect(reference).toHaveLength(REFERENCE_LENGTH);
      expect([...reference].every((char) => REFERENCE_ALPHABET.includes(char))).toBe(true);
    }
    expect(REFERENCE_ALPHABET).not.toMatch(/[01OIL]/);
  });

  it('is driven by the random source', () => {
    expect(orderReference(() => 0)).toBe('AAAAA');
    expect(orderReference(() => 0.999999)).toBe('99999');
  });
});
