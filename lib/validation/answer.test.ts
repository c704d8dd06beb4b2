import { describe, expect, it } from 'vitest';
import { answerErrors, answerFieldErrors, answerMessage } from './answer';

describe('answerMessage', () => {
  it("is the server's message when the answer has the API's shape", () => {
    expect(answerMessage({ success: false, message: 'Ese pedido no existe.' }, 'No se pudo guardar.')).toBe('Ese pedido no existe.');
    expect(answerMessage({ success: true, message: 'Guardado.', data: {} }, 'x')).toBe('Guardado.');
  });

  it('is the fallback for anything else: no body, HTML, an empty or odd message, no success flag', () => {
    for (const body of [
      null,
      undefined,
      '<html>',
      42,
      [],
      {},
      { success: true },
      { success: false, message: '' },
      { success: 'no', message: 'x' },
      { message: 'x' },
      { success: true, message: 7 },
    ]) {
      expect(answerMessage(body, 'No se pudo guardar.'), JSON.stringify(body)).toBe('No se pudo guardar.');
    }
  });
});

describe('answerFieldErrors', () => {
  it("keeps the form's own fields that carry a message", () => {
    const body = { success: false, errors: { nombre: 'Escribe tu nombre.', correo: 42, otro: 'x' } };
    expect(answerFieldErrors(body, ['nombre', 'correo'] as const)).toEqual({ nombre: 'Escribe tu nombre.' });
    expect(answerFieldErrors(null, ['nombre'] as const)).toEqual({});
    expect(answerFieldErrors({ errors: 'x' }, ['nombre'] as const)).toEqual({});
  });
});

describe('answerErrors', () => {
  it('keeps every field that carries a message, and nothing else', () => {
    expect(answerErrors({ success: false, errors: { precio: 'Escribe el precio.', 'items.0': 'Agotado hoy: Té.', correo: 42 } })).toEqual({
      precio: 'Escribe el precio.',
      'items.0': 'Agotado hoy: Té.',
    });
    for (const body of [null, 'x', { errors: 'x' }, { errors: null }, {}]) expect(answerErrors(body), JSON.stringify(body)).toEqual({});
  });
});
