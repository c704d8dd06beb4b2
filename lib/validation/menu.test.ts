import { describe, expect, it } from 'vitest';
import { fieldErrors } from './zod';
import { dayProblem } from './menu-limits';
import {
  categoriesSchema,
  hiddenSchema,
  menuMessages,
  newProductSchema,
  optionListSchema,
  productBody,
  productFieldError,
  productSchema,
  settingsSchema,
  undoSchema,
  weeklyHoursSchema,
} from './menu';

const nbsp = '\u00a0';
const crepa = { nombre: 'Crepa de temporada', precio: 3500, categoria: 1, descripcion: 'Con mango.', ingredientes: ['2 frutas', 'Helado'], conExtras: true };
const errorsOf = (
  schema: { safeParse: (value: unknown) => { success: boolean; error?: { issues: readonly { path: readonly PropertyKey[]; message: string }[] } } },
  value: unknown,
) => {
  const parsed = schema.safeParse(value);
  return parsed.success ? {} : fieldErrors(parsed.error!);
};

describe('a product', () => {
  it('takes a whole price of ₡100 to ₡100 000, and says so in Spanish otherwise', () => {
    for (const precio of [100, 1900, 100_000]) expect(newProductSchema.safeParse({ ...crepa, precio }).success, String(precio)).toBe(true);
    for (const precio of [99, 100_001, 1900.5, -1900, '1900', Number.NaN, null]) {
      expect(errorsOf(newProductSchema, { ...crepa, precio }), String(precio)).toEqual({
        precio: `El precio es un número entero de ₡100 a ₡100${nbsp}000, sin decimales.`,
      });
    }
  });

  it('a name of 2-60 characters, one clean line', () => {
    expect(newProductSchema.parse({ ...crepa, nombre: '  Crepa\n de\ttemporada  ' }).nombre).toBe('Crepa de temporada');
    for (const nombre of ['', ' ', 'x', 'x'.repeat(61), 42]) expect(errorsOf(newProductSchema, { ...crepa, nombre })).toEqual({ nombre: menuMessages.nombre });
    expect(newProductSchema.safeParse({ ...crepa, nombre: 'Té' }).success).toBe(true);
  });

  it('a category (never empty), a description up to 300 characters, at most 12 ingredients of 1-40', () => {
    expect(errorsOf(newProductSchema, { ...crepa, categoria: 0 })).toEqual({ categoria: 'Elige una categoría.' });
    expect(errorsOf(newProductSchema, { ...crepa, categoria: undefined })).toEqual({ categoria: 'Elige una categoría.' });
    expect(newProductSchema.safeParse({ ...crepa, descripcion: 'x'.repeat(300) }).success).toBe(true);
    expect(errorsOf(newProductSchema, { ...crepa, descripcion: 'x'.repeat(301) })).toEqual({ descripcion: menuMessages.descripcion });
    expect(errorsOf(newProductSchema, { ...crepa, ingredientes: Array(13).fill('Fresa') })).toEqual({ ingredientes: menuMessages.ingredientes });
    expect(errorsOf(newProductSchema, { ...crepa, ingredientes: [''] })).toEqual({ ingredientes: menuMessages.ingredientes });
    expect(errorsOf(newProductSchema, { ...crepa, ingredientes: ['x'.repeat(41)] })).toEqual({ ingredientes: menuMessages.ingredientes });
  });

  it('the edit names the version it was opened on; the form checks one field at a time with the same messages', () => {
    expect(errorsOf(productSchema, crepa)).toEqual({ version: menuMessages.version });
    expect(productSchema.safeParse({ ...crepa, version: 3 }).success).toBe(true);
    expect(productFieldError('precio', 50)).toBe(`El precio es un número entero de ₡100 a ₡100${nbsp}000, sin decimales.`);
    expect(productFieldError('nombre', 'Capiberry')).toBeUndefined();
    expect(hiddenSchema.safeParse({ oculto: 'sí', version: 1 }).success).toBe(false);
    expect(undoSchema.safeParse({ deshacer: true }).success).toBe(true);
    expect(undoSchema.safeParse({}).success).toBe(false);
  });
});

describe('the product form', () => {
  it('sends the price as colones, the category id, and one ingredient per non-empty line', () => {
    const fields = {
      nombre: 'Crepa de temporada',
      precio: '₡3 500',
      categoria: '1',
      descripcion: 'Con mango.',
      ingredientes: ' 2 frutas \n\nHelado\n',
      conExtras: true,
    };
    expect(productBody(fields)).toEqual(crepa);
    expect(newProductSchema.safeParse(productBody(fields)).success).toBe(true);
  });

  it('sends what it cannot read as typed (the schema says why) and no category as 0', () => {
    const body = productBody({ nombre: '', precio: 'tres mil', categoria: '', descripcion: '', ingredientes: '', conExtras: false });
    expect(body).toMatchObject({ precio: 'tres mil', categoria: 0, ingredientes: [] });
    expect(errorsOf(newProductSchema, body)).toMatchObject({ precio: expect.any(String), categoria: expect.any(String) });
  });
});

describe('the option lists and categories', () => {
  it('1-24 names of 1-30 characters, none repeated (case and accents aside)', () => {
    expect(optionListSchema.parse({ opciones: [' Fresa ', 'Kiwi'] }).opciones).toEqual(['Fresa', 'Kiwi']);
    for (const opciones of [[], ['Piña', 'pina'], ['x'.repeat(31)], Array.from({ length: 25 }, (_, index) => `Fruta ${index}`)]) {
      expect(errorsOf(optionListSchema, { opciones })).toEqual({ opciones: menuMessages.opcion });
    }
  });

  it('categories: new ones without id, names unique', () => {
    expect(
      categoriesSchema.safeParse({
        categorias: [
          { id: 1, nombre: 'Crepas' },
          { id: null, nombre: 'Salados' },
        ],
      }).success,
    ).toBe(true);
    expect(
      errorsOf(categoriesSchema, {
        categorias: [
          { id: 1, nombre: 'Crepas' },
          { id: null, nombre: 'crepas' },
        ],
      }),
    ).toEqual({ categorias: menuMessages.categorias });
  });
});

describe('the settings', () => {
  const settings = { envio: 500, minimoDomicilio: 3000, sinpe: '8888-8888', pagos: ['efectivo', 'sinpe'] };

  it('a whole fee and minimum, SINPE as 8 digits, at least one payment method', () => {
    expect(settingsSchema.parse(settings)).toEqual({ ...settings, sinpe: '88888888' });
    expect(errorsOf(settingsSchema, { ...settings, envio: -1 })).toEqual({ envio: menuMessages.envio });
    expect(errorsOf(settingsSchema, { ...settings, envio: 50.5 })).toEqual({ envio: menuMessages.envio });
    expect(errorsOf(settingsSchema, { ...settings, sinpe: '8888' })).toEqual({ sinpe: menuMessages.sinpe });
    expect(errorsOf(settingsSchema, { ...settings, pagos: [] })).toEqual({ pagos: menuMessages.pagos });
    expect(errorsOf(settingsSchema, { ...settings, pagos: ['bitcoin'] })).toEqual({ pagos: menuMessages.pagos });
  });

  it('SINPE Móvil offered only with a number', () => {
    expect(errorsOf(settingsSchema, { ...settings, sinpe: '' })).toEqual({ sinpe: menuMessages.sinpeSinNumero });
    expect(settingsSchema.safeParse({ ...settings, sinpe: '', pagos: ['efectivo'] }).success).toBe(true);
  });
});

describe('the weekly hours', () => {
  const day = [{ abre: '11:00', cierra: '20:00' }];
  const week = (tuesday: unknown) => ({ dias: [day, day, tuesday, day, day, day, day] });

  it('seven days from Sunday: closed, one range or two in order', () => {
    expect(weeklyHoursSchema.safeParse(week([])).success).toBe(true);
    expect(
      weeklyHoursSchema.safeParse(
        week([
          { abre: '11:00', cierra: '14:00' },
          { abre: '17:00', cierra: '01:00' },
        ]),
      ).success,
    ).toBe(true);
    expect(weeklyHoursSchema.safeParse({ dias: [day, day] }).success).toBe(false);
    expect(weeklyHoursSchema.safeParse(week([{ abre: '25:00', cierra: '20:00' }])).success).toBe(false);
  });

  it('says what is wrong with a day', () => {
    expect(dayProblem([{ abre: '11:00', cierra: '11:00' }])).toBe('La hora de cierre debe ser distinta de la de apertura.');
    expect(
      dayProblem([
        { abre: '11:00', cierra: '15:00' },
        { abre: '14:00', cierra: '20:00' },
      ]),
    ).toBe('El segundo turno debe empezar después de que termine el primero.');
    expect(
      dayProblem([
        { abre: '20:00', cierra: '02:00' },
        { abre: '10:00', cierra: '12:00' },
      ]),
    ).toBe('El segundo turno debe empezar después de que termine el primero.');
    expect(dayProblem([{ abre: '8:00', cierra: '12:00' }])).toBe('Escribe las horas como 11:00 o 20:30.');
    expect(
      dayProblem([
        { abre: '11:00', cierra: '14:00' },
        { abre: '17:00', cierra: '21:00' },
      ]),
    ).toBeNull();
    expect(
      weeklyHoursSchema.safeParse(
        week([
          { abre: '11:00', cierra: '15:00' },
          { abre: '14:00', cierra: '20:00' },
        ]),
      ).success,
    ).toBe(false);
  });
});
