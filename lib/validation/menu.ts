// The bodies of the owner's menu route handlers (app/api/desk/menu/*, /api/desk/settings,
// /api/desk/hours/week), one schema each, with the Spanish messages the desk's forms show beside
// each field: the forms check with these before sending, the handlers have the final word.
import { optionListKeys } from '@/data/options';
import { nameKey } from '@/lib/menu/names';
import { PAYMENT_METHODS, PREPARATION_MAX, PREPARATION_MIN, SLOT_LIMIT_MAX, SLOT_LIMIT_MIN } from '@/lib/menu/settings';
import type { PaymentMethod } from '@/lib/order/details';
import { formatColones, parseColones } from '@/lib/money';
import { CATEGORY_NAME_MAX, dayProblem, DESCRIPTION_MAX, INGREDIENTS_MAX, NAME_MAX, OPTION_MAX, TIME } from './menu-limits';
import { focalPointSchema } from './photo';
import { oneLine } from '@/lib/text';
import {
  array,
  boolean,
  int,
  literal,
  maximum,
  maxLength,
  minimum,
  minLength,
  nullable,
  optional,
  object,
  overwrite,
  refine,
  regex,
  string,
  type Infer,
} from './zod';

const PRICE_MIN = 100;
const PRICE_MAX = 100_000;
const NAME_MIN = 2;
const INGREDIENT_MAX = 40;
const OPTIONS_MAX = 24;
const CATEGORIES_MAX = 20;
const FEE_MAX = 50_000;
const MINIMUM_MAX = 100_000;

export const menuMessages = {
  nombre: `El nombre debe tener entre ${NAME_MIN} y ${NAME_MAX} caracteres.`,
  nombreRepetido: 'Ya hay un producto con ese nombre: elige otro.',
  precio: `El precio es un número entero de ${formatColones(PRICE_MIN)} a ${formatColones(PRICE_MAX)}, sin decimales.`,
  categoria: 'Elige una categoría.',
  descripcion: `La descripción puede tener como máximo ${DESCRIPTION_MAX} caracteres.`,
  ingredientes: `Cada ingrediente tiene de 1 a ${INGREDIENT_MAX} caracteres, y son como máximo ${INGREDIENTS_MAX}.`,
  conExtras: 'Indica si lleva extras.',
  version: 'Falta la versión del producto: recarga la página.',
  conflict: 'Alguien cambió este producto: recarga la página para ver su versión.',
  unknownProduct: 'Ese producto no está en el menú.',
  unknownChange: 'Ese cambio ya no está en el historial.',
  notLatest: 'Solo se puede deshacer el último cambio de cada cosa: esta ya cambió otra vez.',
  oculto: 'Indica "oculto": true o false.',
  orden: 'El orden no coincide con los productos de la categoría: recarga la página.',
  opcion: `Cada opción tiene de 1 a ${OPTION_MAX} caracteres, sin repetirse, y son de 1 a ${OPTIONS_MAX}.`,
  unknownList: 'Esa lista de opciones no existe.',
  unknownOption: 'Esa opción no está en la lista.',
  agotada: 'Indica "agotada": true o false.',
  categorias: `Cada categoría tiene de ${NAME_MIN} a ${CATEGORY_NAME_MAX} caracteres, sin repetirse, y son como máximo ${CATEGORIES_MAX}.`,
  categoriasCambiaron: 'Las categorías cambiaron: recarga la página.',
  envio: `El envío es un número entero de ₡0 a ${formatColones(FEE_MAX)}.`,
  minimo: `El mínimo es un número entero de ₡0 a ${formatColones(MINIMUM_MAX)}.`,
  sinpe: 'El número de SINPE Móvil tiene 8 dígitos (por ejemplo 8888-8888), o déjalo vacío.',
  pagos: 'Ofrece al menos un método de pago.',
  sinpeSinNumero: 'Para ofrecer SINPE Móvil escribe el número.',
  horario: 'Revisa el horario.',
  preparacion: `El tiempo de preparación es un número entero de ${PREPARATION_MIN} a ${PREPARATION_MAX} minutos.`,
  franja: `Los pedidos por franja son un número entero de ${SLOT_LIMIT_MIN} a ${SLOT_LIMIT_MAX}.`,
} as const;

/** One clean line, so a name or a description never carries a line break or a control character into a page or the message. */
const line = (message: string, min: number, max: number) =>
  string({ error: message }).check(
    maxLength(max * 4, message),
    overwrite((value) => oneLine(value, max * 4)),
    minLength(min, message),
    maxLength(max, message),
  );

const whole = (message: string, min: number, max: number) => int({ error: message }).check(minimum(min, message), maximum(max, message));

const unique = (list: readonly string[]) => new Set(list.map(nameKey)).size === list.length;

const productNameField = () => line(menuMessages.nombre, NAME_MIN, NAME_MAX);
const priceField = () => whole(menuMessages.precio, PRICE_MIN, PRICE_MAX);

const productFields = {
  nombre: productNameField(),
  precio: priceField(),
  categoria: whole(menuMessages.categoria, 1, 1_000_000),
  descripcion: line(menuMessages.descripcion, 0, DESCRIPTION_MAX),
  ingredientes: array(line(menuMessages.ingredientes, 1, INGREDIENT_MAX), { error: menuMessages.ingredientes }).check(
    maxLength(INGREDIENTS_MAX, menuMessages.ingredientes),
  ),
  conExtras: boolean({ error: menuMessages.conExtras }),
};

/** `POST /api/desk/menu`: "Agregar producto". */
export const newProductSchema = object(productFields);

/** `PUT /api/desk/menu/<id>`: "Editar", naming the version the form was opened on. */
export const productSchema = object({ ...productFields, version: whole(menuMessages.version, 1, Number.MAX_SAFE_INTEGER) });

/** `PUT /api/desk/menu/<id>/hidden`: "Ocultar del menú" / "Mostrar". */
export const hiddenSchema = object({ oculto: boolean({ error: menuMessages.oculto }), version: whole(menuMessages.version, 1, Number.MAX_SAFE_INTEGER) });

/** `POST /api/desk/menu/history/<id>`: "Deshacer". */
export const undoSchema = object({ deshacer: literal(true, { error: menuMessages.unknownChange }) });

/** `PUT /api/desk/menu/order`: a category's products, in their new order. */
export const orderSchema = object({
  categoria: whole(menuMessages.categoria, 1, 1_000_000),
  ids: array(whole(menuMessages.orden, 1, 1_000_000), { error: menuMessages.orden }).check(
    minLength(1, menuMessages.orden),
    maxLength(500, menuMessages.orden),
  ),
});

/** The fields of a photo upload besides the file `foto` (multipart, `POST /api/desk/menu/<id>/photo`): the version and the focal point. */
export const photoFieldsSchema = object({ version: whole(menuMessages.version, 1, Number.MAX_SAFE_INTEGER), ...focalPointSchema.shape });

/** `DELETE /api/desk/menu/<id>/photo`. */
export const photoRemovalSchema = object({ version: whole(menuMessages.version, 1, Number.MAX_SAFE_INTEGER) });

export const optionListKeySchema = literal(optionListKeys, { error: menuMessages.unknownList });

/** `PUT /api/desk/menu/options/<grupo>`: the whole list, in order. */
export const optionListSchema = object({
  opciones: array(line(menuMessages.opcion, 1, OPTION_MAX), { error: menuMessages.opcion }).check(
    minLength(1, menuMessages.opcion),
    maxLength(OPTIONS_MAX, menuMessages.opcion),
    refine(unique, { error: menuMessages.opcion }),
  ),
});

/** `PUT /api/desk/menu/options/<grupo>/sold-out`: "No hay kiwi hoy", or back. */
export const soldOutOptionSchema = object({ opcion: line(menuMessages.unknownOption, 1, OPTION_MAX), agotada: boolean({ error: menuMessages.agotada }) });

/** `PUT /api/desk/menu/categories`: all of them in order; a new one has `id: null`. */
export const categoriesSchema = object({
  categorias: array(
    object({ id: nullable(whole(menuMessages.categoriasCambiaron, 1, 1_000_000)), nombre: line(menuMessages.categorias, NAME_MIN, CATEGORY_NAME_MAX) }),
    {
      error: menuMessages.categorias,
    },
  ).check(
    minLength(1, menuMessages.categorias),
    maxLength(CATEGORIES_MAX, menuMessages.categorias),
    refine((list) => unique(list.map((entry) => entry.nombre)), { error: menuMessages.categorias }),
  ),
});

/** "8888-8888", "8888 8888" or "88888888" as 8 digits; '' for none. */
function sinpeDigits(value: string): string {
  return value.replace(/[\s-]/g, '');
}

/** `PUT /api/desk/settings`. */
export const settingsSchema = object({
  envio: whole(menuMessages.envio, 0, FEE_MAX),
  minimoDomicilio: whole(menuMessages.minimo, 0, MINIMUM_MAX),
  sinpe: string({ error: menuMessages.sinpe }).check(maxLength(20, menuMessages.sinpe), overwrite(sinpeDigits), regex(/^(\d{8})?$/, menuMessages.sinpe)),
  pagos: array(literal(PAYMENT_METHODS as PaymentMethod[], { error: menuMessages.pagos }), { error: menuMessages.pagos }).check(
    minLength(1, menuMessages.pagos),
    maxLength(3, menuMessages.pagos),
    refine((list) => new Set(list).size === list.length, { error: menuMessages.pagos }),
  ),
  /** Absent: the stored value stays (clients from before the setting). */
  preparacion: optional(whole(menuMessages.preparacion, PREPARATION_MIN, PREPARATION_MAX)),
  /** Absent: the stored value stays. */
  franja: optional(whole(menuMessages.franja, SLOT_LIMIT_MIN, SLOT_LIMIT_MAX)),
}).check(refine((settings) => !settings.pagos.includes('sinpe') || settings.sinpe !== '', { error: menuMessages.sinpeSinNumero, path: ['sinpe'] }));

const rangeSchema = object({
  abre: string({ error: menuMessages.horario }).check(regex(TIME, menuMessages.horario)),
  cierra: string({ error: menuMessages.horario }).check(regex(TIME, menuMessages.horario)),
});

/** `PUT /api/desk/hours/week`: seven days from Sunday, each closed (no range), one or two ranges. */
export const weeklyHoursSchema = object({
  dias: array(array(rangeSchema).check(maxLength(2, menuMessages.horario)), { error: menuMessages.horario }).check(
    minLength(7, menuMessages.horario),
    maxLength(7, menuMessages.horario),
    refine((days) => days.every((ranges) => dayProblem(ranges) === null), { error: menuMessages.horario }),
  ),
});

type NewProductBody = Infer<typeof newProductSchema>;
export type ProductField = keyof NewProductBody;

/** One field of the product form checked alone (the form shows its message on blur). */
export function productFieldError(field: ProductField, value: unknown): string | undefined {
  return newProductSchema.shape[field].safeParse(value).error?.issues[0]?.message;
}

/** The product form's fields as typed: "Precio" read as colones, the category's id, one ingredient per non-empty line. */
export type ProductFormFields = { nombre: string; precio: string; categoria: string; descripcion: string; ingredientes: string; conExtras: boolean };

/** The body the product form sends (and checks against newProductSchema); what cannot be read is sent as typed, for its message. */
export function productBody(fields: ProductFormFields) {
  return {
    nombre: fields.nombre,
    precio: parseColones(fields.precio) ?? fields.precio,
    categoria: fields.categoria === '' ? 0 : Number(fields.categoria),
    descripcion: fields.descripcion,
    ingredientes: fields.ingredientes
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean),
    conExtras: fields.conExtras,
  };
}
