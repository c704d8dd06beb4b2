// The server's word on an order: each line of a valid post (lib/validation/order.ts) is checked and
// priced against the live menu passed in, never against anything the browser says. Pure: the menu,
// the clock, the delivery fee and whether the shop is open come from the caller (the route handler).
import type { CatalogProduct } from '@/data/menu';
import { MAX_EXTRA_EACH } from '@/data/options';
import { DELIVERY_FEE, MAX_QUANTITY } from '@/lib/cart/cart';
import { choiceGroups, EXTRAS_KEY, extraOptions, lineKey, optionKey, type Opciones } from '@/lib/cart/options';
import { deliveryMinimumProblem } from '@/lib/menu/settings';
import type { Closure, WeeklyHours } from '@/lib/shop-hours/status';
import { orderMessages, type FieldErrors, type OrderPost, type OrderPostLine } from '@/lib/validation/order';
import type { PaymentMethod } from './details';
import type { LineChoice, LineExtra, OrderFulfilment, OrderLine, OrderPayment, PricedOrder } from './record';
import { scheduleMessages } from './schedule';
import { isOfferedSlot } from './slots';

/** A product as the menu offers it now: today's availability applied, hidden ones marked. */
type MenuProduct = CatalogProduct & { oculto?: boolean };

export type LiveMenu = {
  /** By id; undefined for an id the menu never had. */
  product: (id: number) => MenuProduct | undefined;
  /** Single options sold out today, as `optionKey(group, name)`: 'frutas:Kiwi'. */
  soldOutOptions?: ReadonlySet<string>;
};

export type PricingContext = {
  menu: LiveMenu;
  /** When the order is received (ms since 1970). */
  now: number;
  /** The shop was closed at `now`: the order is kept, marked "Fuera de horario". */
  shopClosed: boolean;
  /** Colones added to delivery orders; lib/cart's DELIVERY_FEE when not given. */
  deliveryFee?: number;
  /** The smallest products total (colones) taken for delivery ("Ajustes"); none when 0 or not given. */
  deliveryMinimum?: number;
  /** The methods the shop takes now; all three when not given. */
  paymentMethods?: readonly PaymentMethod[];
  /** "Tiempo de preparación" (minutes): the order's first "Listo aprox."; none when not given. */
  preparationMinutes?: number;
  /** The shop's SINPE Móvil number now ("Ajustes"), kept on a SINPE order: the one its customer pays to. */
  sinpeNumber?: string;
  /** The weekly hours and the closure an order for later must fall in; any time is taken when not given. */
  schedule?: { hours: WeeklyHours; closure: Closure };
};

/** 400 invalid, 404 unknown or hidden product, 409 sold out, 422 choices or payment that do not fit. */
type RefusalStatus = 400 | 404 | 409 | 422;
type OrderRefusal = { status: RefusalStatus; message: string; errors: FieldErrors };
export type PricingOutcome = { ok: true; order: PricedOrder } | { ok: false; refusal: OrderRefusal };

export const pricingMessages = {
  unknownProduct: 'Un producto de tu pedido ya no está en el menú. Quítalo del carrito e inténtalo de nuevo.',
  soldOut: (names: string) => `Agotado hoy: ${names}.`,
  notAnOption: (product: string, value: string) => `${product}: "${value}" no es una de sus opciones. Elige de nuevo.`,
  incomplete: (product: string, hint: string) => `${product}: ${hint}.`,
  tooManyExtras: (product: string) => `${product}: como máximo ${MAX_EXTRA_EACH} de cada extra.`,
  paymentUnavailable: 'Ese método de pago no está disponible. Elige otro.',
} as const;

const ALL_PAYMENT_METHODS: readonly PaymentMethod[] = ['efectivo', 'tarjeta', 'sinpe'];
/** When several lines fail, the answer's status is the first of these that applies. */
const PRECEDENCE: readonly RefusalStatus[] = [404, 409, 422, 400];

type Problem = { status: RefusalStatus; path: string; message: string; soldOut?: string };
type Checked = { ok: true; line: OrderLine; key: string } | { ok: false; problem: Problem };

const notOffered = (product: string, value: string, path: string): Checked => ({
  ok: false,
  problem: { status: 422, path, message: pricingMessages.notAnOption(product, value) },
});
const soldOut = (name: string, path: string): Checked => ({ ok: false, problem: { status: 409, path, message: pricingMessages.soldOut(name), soldOut: name } });

/** One line against the menu: the product, its groups (exactly as many as each asks), its extras. */
function checkLine(line: OrderPostLine, path: string, menu: LiveMenu): Checked {
  const visible = (id: number) => {
    const found = menu.product(id);
    return found && !found.oculto ? found : undefined;
  };
  const product = visible(line.id);
  if (!product) return { ok: false, problem: { status: 404, path, message: pricingMessages.unknownProduct } };
  const name = product.nombre;
  if (!product.disponible) return soldOut(name, path);

  const given = line.opciones ?? {};
  const groups = choiceGroups(product);
  const stray = Object.keys(given).find((key) => given[key]!.length > 0 && !groups.some((group) => group.key === key));
  if (stray !== undefined) return notOffered(name, stray, path);

  const opciones: Opciones = {};
  const choices: LineChoice[] = [];
  for (const group of groups) {
    const chosen = given[group.key] ?? [];
    const unknown = chosen.find((option) => !group.options.includes(option));
    if (unknown !== undefined) return notOffered(name, unknown, path);
    if (chosen.length !== group.count || new Set(chosen).size !== chosen.length) {
      return { ok: false, problem: { status: 422, path, message: pricingMessages.incomplete(name, group.hint) } };
    }
    const gone = chosen.find((option) => menu.soldOutOptions?.has(optionKey(group.key, option)));
    if (gone !== undefined) return soldOut(`${gone} (${name})`, path);
    const values = group.options.filter((option) => chosen.includes(option));
    opciones[group.key] = values;
    choices.push({ label: group.label, values });
  }

  const offered = extraOptions(product, visible);
  const givenExtras = line.extras ?? {};
  const unknownExtra = Object.keys(givenExtras).find((extraName) => !offered.some((extra) => extra.nombre === extraName));
  if (unknownExtra !== undefined) return notOffered(name, unknownExtra, path);
  const extras: LineExtra[] = [];
  for (const extra of offered) {
    const quantity = givenExtras[extra.nombre] ?? 0;
    if (quantity === 0) continue;
    if (quantity > MAX_EXTRA_EACH) return { ok: false, problem: { status: 422, path, message: pricingMessages.tooManyExtras(name) } };
    if (!visible(extra.id)?.disponible) return soldOut(`${extra.nombre} (${name})`, path);
    extras.push({ name: extra.nombre, unitPrice: extra.precio, quantity });
  }
  if (extras.length > 0) opciones[EXTRAS_KEY] = extras.flatMap((extra) => Array<string>(extra.quantity).fill(extra.name));

  const note = line.nota ?? '';
  const unitPrice = extras.reduce((sum, extra) => sum + extra.unitPrice * extra.quantity, product.precio);
  return {
    ok: true,
    key: lineKey(product.id, opciones, note),
    line: {
      productId: product.id,
      name,
      quantity: line.cantidad,
      choices,
      extras,
      note,
      basePrice: product.precio,
      unitPrice,
      lineTotal: unitPrice * line.cantidad,
    },
  };
}

function refusal(problems: readonly Problem[]): OrderRefusal {
  const status = PRECEDENCE.find((candidate) => problems.some((problem) => problem.status === candidate))!;
  const errors: FieldErrors = Object.fromEntries(problems.map((problem) => [problem.path, problem.message]));
  const soldOutNames = [...new Set(problems.flatMap((problem) => problem.soldOut ?? []))];
  const message = status === 409 ? pricingMessages.soldOut(soldOutNames.join(', ')) : problems.find((problem) => problem.status === status)!.message;
  return { status, message, errors };
}

function fulfilmentOf(entrega: OrderPost['entrega']): OrderFulfilment {
  switch (entrega.tipo) {
    case 'mesa':
      return { type: 'mesa', table: entrega.mesa };
    case 'llevar':
      return { type: 'llevar' };
    case 'domicilio':
      return { type: 'domicilio', address: entrega.direccion, landmark: entrega.referencia ?? '', phone: entrega.telefono ?? '' };
  }
}

function paymentOf(pago: OrderPost['pago'], sinpeNumber: string | undefined): OrderPayment {
  if (pago.metodo === 'efectivo') return { method: 'efectivo', cashAmount: pago.pagaCon ?? null };
  if (pago.metodo === 'sinpe') return { method: 'sinpe', ...(sinpeNumber && { number: sinpeNumber }) };
  return { method: pago.metodo };
}

/**
 * The order as the shop will keep it, or why not. Identical lines merge (as in the cart); every
 * failing line is reported under `items.<i>`, the answer's status is the worst of them.
 */
export function priceOrder(post: OrderPost, context: PricingContext): PricingOutcome {
  const fee = context.deliveryFee ?? DELIVERY_FEE;
  if (!Number.isSafeInteger(fee) || fee < 0) throw new RangeError(`The delivery fee must be whole colones >= 0, got ${fee}`);

  const problems: Problem[] = [];
  const lines: OrderLine[] = [];
  const byKey = new Map<string, OrderLine>();
  for (const [index, item] of post.items.entries()) {
    const checked = checkLine(item, `items.${index}`, context.menu);
    if (!checked.ok) {
      problems.push(checked.problem);
      continue;
    }
    // What the message said, kept only where the menu now says otherwise (an older menu, offline).
    if (item.precio !== undefined && item.precio !== checked.line.unitPrice) checked.line.messagePrice = item.precio;
    const same = byKey.get(checked.key);
    if (!same) {
      byKey.set(checked.key, checked.line);
      lines.push(checked.line);
    } else if (same.quantity + checked.line.quantity > MAX_QUANTITY) {
      problems.push({ status: 400, path: `items.${index}.cantidad`, message: orderMessages.quantity });
    } else {
      same.quantity += checked.line.quantity;
      same.lineTotal = same.unitPrice * same.quantity;
    }
  }
  if (!(context.paymentMethods ?? ALL_PAYMENT_METHODS).includes(post.pago.metodo)) {
    problems.push({ status: 422, path: 'pago.metodo', message: pricingMessages.paymentUnavailable });
  }
  const subtotal = lines.reduce((sum, line) => sum + line.lineTotal, 0);
  const minimum =
    post.entrega.tipo === 'domicilio' && problems.length === 0
      ? deliveryMinimumProblem('domicilio', subtotal, { minimoDomicilio: context.deliveryMinimum ?? 0 })
      : null;
  if (minimum) problems.push({ status: 422, path: 'entrega.tipo', message: minimum });
  // A time no longer offered (past, outside the hours) is refused while the customer can choose
  // another; once the message went out with it, the shop has it in WhatsApp: it is kept.
  const { para } = post;
  if (para !== undefined && !post.enviado && context.schedule && !isOfferedSlot(para, context.now, context.schedule.hours, context.schedule.closure)) {
    problems.push({ status: 422, path: 'para', message: scheduleMessages.notOffered });
  }
  if (problems.length > 0) return { ok: false, refusal: refusal(problems) };

  const fulfilment = fulfilmentOf(post.entrega);
  const payment = paymentOf(post.pago, context.sinpeNumber);
  const deliveryFee = fulfilment.type === 'domicilio' ? fee : 0;
  const total = subtotal + deliveryFee;
  const change = payment.method === 'efectivo' && payment.cashAmount !== null && payment.cashAmount >= total ? payment.cashAmount - total : null;
  return {
    ok: true,
    order: {
      reference: post.pedido,
      createdAt: context.now,
      customer: post.nombre ?? '',
      fulfilment,
      payment,
      lines,
      subtotal,
      deliveryFee,
      total,
      change,
      // An order for a time when the shop is open is not out of hours, whenever it was sent.
      outOfHours: context.shopClosed && para === undefined,
      ...(post.total !== undefined && post.total !== total && { messageTotal: post.total }),
      ...(para !== undefined
        ? { scheduledFor: para, readyAt: para }
        : context.preparationMinutes !== undefined && { readyAt: context.now + context.preparationMinutes * 60_000 }),
    },
  };
}
