// The body of POST /api/orders, shared by the browser (which builds it from the cart and the checkout
// form) and the route handler (which has the final word), and the board's status change. Shape and
// sizes only, each refusal a 400 with its Spanish message; whether the products exist, are available
// and the choices fit is lib/order/pricing.ts, against the live menu.
import { MAX_QUANTITY, MIN_QUANTITY } from '@/lib/cart/cart';
import { MAX_NOTE_LENGTH } from '@/lib/cart/options';
import { detailMessages, isPhone, MAX_ADDRESS_LENGTH, MAX_LANDMARK_LENGTH, MAX_PHONE_INPUT, phoneDigits } from '@/lib/order/details';
import { DESK_CHANNELS } from '@/lib/order/channel';
import { MAX_NAME_LENGTH, REFERENCE_ALPHABET, REFERENCE_LENGTH } from '@/lib/order/message';
import { MAX_CANCEL_REASON_LENGTH, ORDER_STATUSES, statusMessages } from '@/lib/order/status';
import { referenceDigits, sinpeMessages } from '@/lib/order/sinpe';
import { MAX_TABLE } from '@/lib/order/table';
import { isOrderKey } from '@/lib/order/order-ids';
import { oneLine } from '@/lib/text';
import {
  array,
  boolean,
  discriminatedUnion,
  extend,
  int,
  literal,
  maximum,
  maxLength,
  minimum,
  minLength,
  nullable,
  object,
  optional,
  overwrite,
  pathErrors,
  record,
  refine,
  regex,
  string,
  type Infer,
  type InferInput,
} from './zod';

/** An instant far past any order's (the year 2100), so a time stays a safe integer everywhere. */
const MAX_INSTANT = 4_102_444_800_000;
/** Far more lines than a table orders; past this, split the order. */
export const MAX_ORDER_LINES = 45;
const MAX_CASH_AMOUNT = 1_000_000;
/** A bound on a price or total the message showed (colones); the menu's own are far below. */
const MAX_SHOWN_AMOUNT = 1_000_000_000;
/** Generous bounds on the choices' shape; the menu decides which ones are real. */
const MAX_OPTION_GROUPS = 6;
const MAX_OPTIONS_PER_GROUP = 12;
const MAX_OPTION_KEY_LENGTH = 20;
const MAX_OPTION_LENGTH = 40;
/** A generous bound on one extra's count; the menu's rule (at most 3 of each) is pricing's 422. */
const MAX_EXTRA_COUNT = 99;
const REFERENCE_PATTERN = new RegExp(`^[${REFERENCE_ALPHABET}]{${REFERENCE_LENGTH}}$`);

export const orderMessages = {
  invalid: 'Revisa los datos del pedido.',
  key: 'El pedido no trae una clave válida. Recarga la página e inténtalo de nuevo.',
  reference: 'El número de pedido no es válido.',
  name: `El nombre puede tener como máximo ${MAX_NAME_LENGTH} caracteres.`,
  orderType: 'Elige cómo quieres tu pedido: comer aquí, para llevar o a domicilio.',
  table: detailMessages.mesa,
  address: detailMessages.direccion,
  addressTooLong: `La dirección puede tener como máximo ${MAX_ADDRESS_LENGTH} caracteres.`,
  landmarkTooLong: `El punto de referencia puede tener como máximo ${MAX_LANDMARK_LENGTH} caracteres.`,
  phone: detailMessages.telefono,
  payment: 'Elige el método de pago: efectivo, tarjeta o SINPE Móvil.',
  cash: detailMessages.pagaConFormato,
  empty: 'Tu pedido está vacío.',
  tooManyLines: `Un pedido puede tener como máximo ${MAX_ORDER_LINES} líneas: divídelo en dos.`,
  product: 'Un producto del pedido no es válido.',
  quantity: `La cantidad de cada producto es un número entero de ${MIN_QUANTITY} a ${MAX_QUANTITY}.`,
  options: 'Las opciones de un producto no son válidas.',
  note: `La nota puede tener como máximo ${MAX_NOTE_LENGTH} caracteres.`,
  shown: 'Los precios del pedido no son válidos.',
  status: 'Elige un estado: Nuevo, Preparando, Listo, Entregado o Cancelado.',
  channel: 'Elige por dónde llegó el pedido: Mostrador, WhatsApp o Llamada.',
  slot: 'Elige una hora de la lista en «¿Para cuándo?».',
} as const;

/** One clean line of text. Longer than `max` as sent is refused, never cut: the browser caps it first. */
function textLine(max: number, messages: { invalid: string; tooLong: string }) {
  return string({ error: messages.invalid }).check(
    maxLength(max, messages.tooLong),
    overwrite((raw) => oneLine(raw, max)),
  );
}

const phone = string({ error: orderMessages.phone }).check(
  maxLength(MAX_PHONE_INPUT, orderMessages.phone),
  overwrite(phoneDigits),
  refine((digits) => digits === '' || isPhone(digits), orderMessages.phone),
);

const fulfilment = discriminatedUnion(
  'tipo',
  [
    object({
      tipo: literal('mesa'),
      mesa: int({ error: orderMessages.table }).check(minimum(0, orderMessages.table), maximum(MAX_TABLE, orderMessages.table)),
    }),
    object({ tipo: literal('llevar') }),
    object({
      tipo: literal('domicilio'),
      direccion: textLine(MAX_ADDRESS_LENGTH, { invalid: orderMessages.address, tooLong: orderMessages.addressTooLong }).check(
        minLength(1, orderMessages.address),
      ),
      referencia: optional(textLine(MAX_LANDMARK_LENGTH, { invalid: orderMessages.landmarkTooLong, tooLong: orderMessages.landmarkTooLong })),
      telefono: optional(phone),
    }),
  ],
  { error: orderMessages.orderType },
);

const cash = int({ error: orderMessages.cash }).check(minimum(1, orderMessages.cash), maximum(MAX_CASH_AMOUNT, orderMessages.cash));

const payment = discriminatedUnion(
  'metodo',
  [object({ metodo: literal('efectivo'), pagaCon: optional(nullable(cash)) }), object({ metodo: literal('tarjeta') }), object({ metodo: literal('sinpe') })],
  { error: orderMessages.payment },
);

/** The chosen options: group key -> chosen names ({ frutas: ['Fresa', 'Kiwi'] }). */
const options = record(
  string({ error: orderMessages.options }).check(maxLength(MAX_OPTION_KEY_LENGTH, orderMessages.options)),
  array(string({ error: orderMessages.options }).check(maxLength(MAX_OPTION_LENGTH, orderMessages.options)), { error: orderMessages.options }).check(
    maxLength(MAX_OPTIONS_PER_GROUP, orderMessages.options),
  ),
  { error: orderMessages.options },
).check(refine((groups) => Object.keys(groups).length <= MAX_OPTION_GROUPS, orderMessages.options));

/**
 * The paid extras of each unit, by name with how many: { Nutella: 2, Topping: 1 }. Counts, not the
 * cart's names repeated per unit, so that any order whose message fits WhatsApp also fits the 16 KB
 * body (docs/decisions/080-order-post-wire-format.md).
 */
const extras = record(
  string({ error: orderMessages.options }).check(maxLength(MAX_OPTION_LENGTH, orderMessages.options)),
  int({ error: orderMessages.options }).check(minimum(1, orderMessages.options), maximum(MAX_EXTRA_COUNT, orderMessages.options)),
  { error: orderMessages.options },
).check(refine((counts) => Object.keys(counts).length <= MAX_OPTION_GROUPS, orderMessages.options));

/** One line of the order; any name or price the browser adds is dropped here. */
const orderLine = object(
  {
    id: int({ error: orderMessages.product }).check(minimum(1, orderMessages.product)),
    cantidad: int({ error: orderMessages.quantity }).check(minimum(MIN_QUANTITY, orderMessages.quantity), maximum(MAX_QUANTITY, orderMessages.quantity)),
    opciones: optional(options),
    extras: optional(extras),
    nota: optional(textLine(MAX_NOTE_LENGTH, { invalid: orderMessages.note, tooLong: orderMessages.note })),
    /** The unit price the customer's message showed: compared, never charged (lib/order/pricing.ts). */
    precio: optional(shownAmount()),
  },
  { error: orderMessages.product },
);

function shownAmount() {
  return int({ error: orderMessages.shown }).check(minimum(0, orderMessages.shown), maximum(MAX_SHOWN_AMOUNT, orderMessages.shown));
}

export const orderPostSchema = object(
  {
    /** The browser's idempotency key (lib/order/token.ts newOrderKey): a retry sends the same. */
    clave: string({ error: orderMessages.key }).check(refine(isOrderKey, orderMessages.key)),
    /** The reference of the WhatsApp message, "Pedido #K7Q2P". */
    pedido: string({ error: orderMessages.reference }).check(regex(REFERENCE_PATTERN, orderMessages.reference)),
    nombre: optional(textLine(MAX_NAME_LENGTH, { invalid: orderMessages.name, tooLong: orderMessages.name })),
    entrega: fulfilment,
    pago: payment,
    items: array(orderLine, { error: orderMessages.empty }).check(minLength(1, orderMessages.empty), maxLength(MAX_ORDER_LINES, orderMessages.tooManyLines)),
    /** The total the customer's message showed (with the delivery fee). */
    total: optional(shownAmount()),
    /** An order for later: the quarter hour chosen in "¿Para cuándo?" (ms); absent for "Lo antes posible". */
    para: optional(int({ error: orderMessages.slot }).check(minimum(0, orderMessages.slot), maximum(MAX_INSTANT, orderMessages.slot))),
    /**
     * The message already went to WhatsApp (a post retried after the wait, or sent from offline):
     * the order is recorded even if the menu prices it otherwise now, with what the message said.
     */
    enviado: optional(boolean({ error: orderMessages.invalid })),
  },
  { error: orderMessages.invalid },
);

/**
 * POST /api/desk/orders, the owner's "Nuevo pedido": the shop's post (the same lines, type and
 * payment, priced from the menu) and where it came from.
 */
export const deskOrderSchema = extend(orderPostSchema, { canal: literal(DESK_CHANNELS, { error: orderMessages.channel }) });
export type DeskOrderBody = InferInput<typeof deskOrderSchema>;

/** DELETE /api/orders: the post the customer takes back, by its key (only its browser has it). */
export const orderWithdrawalSchema = object({ clave: orderPostSchema.shape.clave }, { error: orderMessages.key });

/** What the browser sends. */
export type OrderPostBody = InferInput<typeof orderPostSchema>;
/** What the server reads after the schema: texts cleaned, the phone as 8 digits or ''. */
export type OrderPost = Infer<typeof orderPostSchema>;
export type OrderPostLine = OrderPost['items'][number];

/** Every message keyed by its field's path ("items.3.cantidad"), the first in body order. */
export type FieldErrors = Record<string, string>;
export type ParsedOrderPost = { ok: true; post: OrderPost } | { ok: false; refusal: { status: 400; message: string; errors: FieldErrors } };

export function parseOrderPost(body: unknown): ParsedOrderPost {
  const result = orderPostSchema.safeParse(body);
  if (result.success) return { ok: true, post: result.data };
  return { ok: false, refusal: { status: 400, message: result.error.issues[0]?.message ?? orderMessages.invalid, errors: pathErrors(result.error) } };
}

/** The board's move of an order (PUT): the state machine (lib/order/status.ts) has the final word. */
export const statusChangeSchema = object(
  {
    estado: literal(ORDER_STATUSES, { error: orderMessages.status }),
    motivo: optional(
      string({ error: statusMessages.reasonRequired }).check(
        overwrite((raw) => oneLine(raw, Number.MAX_SAFE_INTEGER)),
        maxLength(MAX_CANCEL_REASON_LENGTH, statusMessages.reasonTooLong),
      ),
    ),
  },
  { error: orderMessages.status },
);

/** `POST /api/orders/<token>/payment` ("Ya pagué"): `{ referencia }`, kept as its digits. */
export const sinpeReportSchema = object(
  {
    referencia: string({ error: sinpeMessages.reference }).check(
      refine((raw: string) => referenceDigits(raw) !== null, { error: sinpeMessages.reference }),
      overwrite((raw) => referenceDigits(raw) ?? raw),
    ),
  },
  { error: sinpeMessages.reference },
);
