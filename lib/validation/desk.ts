// The bodies of the owner's desk route handlers (app/api/desk/*), one schema each, with their
// Spanish messages. Exactly the named field: anything else in the body is refused beside it.
import { reopenMessages } from '@/lib/shop-hours/status';
import { READY_TIME_STEPS } from '@/lib/order/board';
import { sinpeMessages } from '@/lib/order/sinpe';
import { PAUSE_MINUTES, type PauseMinutes } from '@/lib/order/pause';
import { boolean, looseObject, nullable, number, refine, string } from './zod';

export const deskMessages = {
  disponible: 'Indica "disponible": true o false.',
  unknownProduct: 'Ese producto no está en el menú.',
  minutos: 'Elige 15, 30 o 60 minutos, o null para pausar hasta reanudar.',
  tiempo: 'Suma 5 o 15 minutos.',
} as const;

/** A body with exactly one field, `key`: an extra field is reported under `key`. */
const onlyField = (key: string, error: string) =>
  refine((body: unknown) => typeof body === 'object' && body !== null && Object.keys(body).length === 1, { error, path: [key] });

/** `PUT /api/desk/availability/<id>`: `{ disponible: boolean }`. */
export const availabilityBodySchema = looseObject({ disponible: boolean({ error: deskMessages.disponible }) }).check(
  onlyField('disponible', deskMessages.disponible),
);

/** `PUT /api/desk/hours`: `{ reabre: 'YYYY-MM-DD' | null }` (whether the date is fit is checked against today). */
export const hoursBodySchema = looseObject({ reabre: nullable(string({ error: reopenMessages.invalid })) }).check(onlyField('reabre', reopenMessages.invalid));

/** `PUT /api/desk/orders/pause`: `{ minutos: 15 | 30 | 60 | null }` (null: until reopened). */
export const pauseBodySchema = looseObject({
  minutos: nullable(
    number({ error: deskMessages.minutos }).check(
      refine((value: number): value is PauseMinutes => (PAUSE_MINUTES as readonly number[]).includes(value), { error: deskMessages.minutos }),
    ),
  ),
}).check(onlyField('minutos', deskMessages.minutos));

/** `PUT /api/desk/orders/<id>/ready-time`: `{ minutos: 5 | 15 }`, added to the order's "Listo aprox.". */
export const readyTimeBodySchema = looseObject({
  minutos: number({ error: deskMessages.tiempo }).check(
    refine((value: number) => (READY_TIME_STEPS as readonly number[]).includes(value), { error: deskMessages.tiempo }),
  ),
}).check(onlyField('minutos', deskMessages.tiempo));

/** `PUT /api/desk/orders/<id>/payment`: `{ pagado: boolean }` ("Marcar pagado", or back). */
export const paidBodySchema = looseObject({ pagado: boolean({ error: sinpeMessages.paidBody }) }).check(onlyField('pagado', sinpeMessages.paidBody));
