import { describe, expect, it } from 'vitest';
import { registerSchema } from './auth';
import { disallowedCharacters, passwordHint, PASSWORD_RULES_HINT } from './password-hint';

const accepted = (password: string) => registerSchema.shape.contraseña.safeParse(password).success;

describe('password hint', () => {
  it('says which special characters count, before anything is typed', () => {
    expect(PASSWORD_RULES_HINT).toBe('Mínimo 8 caracteres, con una mayúscula, una minúscula, un número y un carácter especial: @ $ ! % * ? &');
    expect(passwordHint('')).toEqual({ text: PASSWORD_RULES_HINT, problem: false });
    expect(passwordHint('Crepa@2026')).toEqual({ text: PASSWORD_RULES_HINT, problem: false });
  });

  it('names the characters the rule does not allow, each once, in the order typed', () => {
    expect(disallowedCharacters('Crepas-2026-guapiles')).toEqual(['-']);
    expect(disallowedCharacters('Guápiles2026!')).toEqual(['á']);
    expect(disallowedCharacters('Año 2026 #1ñ')).toEqual(['ñ', ' ', '#']);
    expect(passwordHint('Crepas-2026-guapiles')).toEqual({
      text: 'No se permite «-». Usa solo letras sin tildes ni ñ, números y @ $ ! % * ? &',
      problem: true,
    });
    expect(passwordHint('Guápiles 2026!').text).toBe('No se permiten «á» ni espacios. Usa solo letras sin tildes ni ñ, números y @ $ ! % * ? &');
    expect(passwordHint('a-b_c.d').text).toMatch(/^No se permiten «-», «_» ni «\.»\. /);
  });

  it('agrees with the spec rule the form and the API check', () => {
    for (const password of ['Crepas-2026-guapiles', 'Guápiles2026!', 'Crepa 2026!', 'Crepa#2026', 'Crepa@2026', 'Guapiles2026!']) {
      expect(disallowedCharacters(password).length === 0, password).toBe(accepted(password));
    }
  });
});
