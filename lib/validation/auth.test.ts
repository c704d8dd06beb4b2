import { describe, expect, it } from 'vitest';
import { fieldErrors } from './zod';
import { loginFieldError, loginSchema, messages, registerFieldError, registerSchema, type RegisterForm } from './auth';

const goodRegister = { nombre: 'Ana', apellido: 'Vargas', correo: 'ana@example.com', contraseña: 'Crepa123!' };

function registerErrors(input: unknown) {
  const result = registerSchema.safeParse(input);
  return result.success ? {} : fieldErrors(result.error);
}

describe('registerSchema', () => {
  it('accepts a valid payload, trims names and normalises the e-mail', () => {
    const result = registerSchema.parse({ ...goodRegister, nombre: '  Ana ', correo: '  Ana@Example.COM ' });
    expect(result).toEqual({ ...goodRegister, nombre: 'Ana', correo: 'ana@example.com' });
  });

  it('speaks the spec messages for every empty field', () => {
    expect(registerErrors({ nombre: '', apellido: '   ', correo: '', contraseña: '' })).toEqual({
      nombre: 'Este campo es obligatorio.',
      apellido: 'Este campo es obligatorio.',
      correo: 'Por favor, ingrese un correo válido.',
      contraseña: 'La contraseña debe tener al menos 8 caracteres, una mayúscula, una minúscula, un número y un carácter especial.',
    });
  });

  it('treats missing fields and wrong types like empty ones', () => {
    expect(registerErrors({ nombre: 5, correo: ['a@b.co'], contraseña: null })).toEqual({
      nombre: messages.required,
      apellido: messages.required,
      correo: messages.registerEmail,
      contraseña: messages.passwordRule,
    });
  });

  it.each([
    ['Crepa12!', true],
    ['crepa123!', false], // no uppercase
    ['CREPA123!', false], // no lowercase
    ['Crepaaaa!', false], // no digit
    ['Crepa1234', false], // no special character
    ['Crep12!', false], // 7 characters
    ['Crepa123#', false], // '#' is not one of @$!%*?&
    ['Crepa 123!', false], // spaces are not allowed
    ['Crépa123!', false], // accented letters are not allowed
    ['Aa1@$!%*?&', true],
  ])('password %s valid: %s', (contraseña, valid) => {
    expect(registerSchema.safeParse({ ...goodRegister, contraseña }).success).toBe(valid);
  });

  it('rejects passwords over 72 characters with their own message', () => {
    const at72 = `Aa1!${'x'.repeat(68)}`;
    expect(at72).toHaveLength(72);
    expect(registerSchema.safeParse({ ...goodRegister, contraseña: at72 }).success).toBe(true);
    expect(registerErrors({ ...goodRegister, contraseña: `${at72}y` })).toEqual({
      contraseña: 'La contraseña no puede tener más de 72 caracteres.',
    });
  });

  it('rejects extra-long names and e-mails', () => {
    expect(registerErrors({ ...goodRegister, nombre: 'a'.repeat(61) })).toEqual({ nombre: messages.nameTooLong });
    expect(registerErrors({ ...goodRegister, correo: `${'a'.repeat(250)}@example.com` })).toEqual({
      correo: messages.registerEmail,
    });
  });

  it('rejects malformed e-mails', () => {
    for (const correo of ['ana', 'ana@', '@example.com', 'ana@example', 'ana @example.com']) {
      expect(registerErrors({ ...goodRegister, correo })).toEqual({ correo: messages.registerEmail });
    }
  });

  it('drops unknown keys', () => {
    expect(registerSchema.parse({ ...goodRegister, admin: true })).not.toHaveProperty('admin');
  });
});

describe('loginSchema', () => {
  it('normalises the e-mail and keeps the password as typed', () => {
    expect(loginSchema.parse({ mail: ' ANA@example.com', password: ' x ' })).toEqual({
      mail: 'ana@example.com',
      password: ' x ',
    });
  });

  it('speaks the login messages', () => {
    const result = loginSchema.safeParse({ mail: 'nope', password: '' });
    expect(result.success).toBe(false);
    expect(fieldErrors(result.error!)).toEqual({
      mail: 'Por favor, ingresa un correo válido.',
      password: 'La contraseña es obligatoria.',
    });
  });
});

describe('per-field checks used by the forms', () => {
  const form: RegisterForm = { ...goodRegister, confirmacion: 'Crepa123!' };

  it('loginFieldError returns the message or undefined', () => {
    expect(loginFieldError('mail', 'x')).toBe(messages.loginEmail);
    expect(loginFieldError('mail', 'ana@example.com')).toBeUndefined();
    expect(loginFieldError('password', '')).toBe(messages.loginPassword);
  });

  it('registerFieldError checks the confirmation against the password', () => {
    expect(registerFieldError('confirmacion', form)).toBeUndefined();
    expect(registerFieldError('confirmacion', { ...form, confirmacion: 'Crepa123?' })).toBe('Las contraseñas no coinciden.');
    expect(registerFieldError('confirmacion', { ...form, confirmacion: '' })).toBe(messages.passwordMismatch);
    expect(registerFieldError('nombre', { ...form, nombre: ' ' })).toBe(messages.required);
    expect(registerFieldError('correo', form)).toBeUndefined();
  });
});
