'use client';

import { useId, useState } from 'react';
import { apiClient } from '@/lib/api-client';
import { parseColones } from '@/lib/money';
import { PAYMENT_LABELS, PAYMENT_METHODS, type ShopSettings } from '@/lib/menu/settings';
import type { PaymentMethod } from '@/lib/order/details';
import { displayPhone } from '@/lib/phone';
import { brandButton } from '@/components/ui/brand-button';
import { useDeskSave } from './use-desk-save';
import { FormMessages } from '@/components/ui/form-messages';

const field = 'mt-1 w-full max-w-48 rounded-2xl border border-line bg-page px-4 py-2 text-ink aria-invalid:border-off';
type Field = 'envio' | 'minimoDomicilio' | 'sinpe' | 'pagos' | 'preparacion' | 'franja';

/** The delivery fee, the minimum for delivery, the SINPE Móvil number, the payment methods, the preparation time and the orders per slot. */
export function SettingsForm({ settings }: { settings: ShopSettings }) {
  const [envio, setEnvio] = useState(String(settings.envio));
  const [minimo, setMinimo] = useState(String(settings.minimoDomicilio));
  const [sinpe, setSinpe] = useState(displayPhone(settings.sinpe));
  const [pagos, setPagos] = useState<PaymentMethod[]>([...settings.pagos]);
  const [preparacion, setPreparacion] = useState(String(settings.preparacion));
  const [franja, setFranja] = useState(String(settings.franja));
  const { save, saving, message, error, errors } = useDeskSave();
  const id = useId();

  const number = (text: string) => parseColones(text) ?? text;
  const count = (text: string) => (/^\s*\d{1,3}\s*$/.test(text) ? Number(text) : text);
  const described = (name: Field) => ({ 'aria-invalid': errors[name] ? true : undefined, 'aria-describedby': `${id}-${name}-ayuda` });
  const help = (name: Field, text: string) => (
    <p id={`${id}-${name}-ayuda`} className={`mt-1 text-sm ${errors[name] ? 'font-bold text-off' : 'text-muted'}`}>
      {errors[name] ?? text}
    </p>
  );

  return (
    <form
      className="mt-3 space-y-4"
      aria-label="Ajustes de los pedidos"
      onSubmit={(event) => {
        event.preventDefault();
        void save(() =>
          apiClient.put('/desk/settings', {
            envio: number(envio),
            minimoDomicilio: number(minimo),
            sinpe,
            pagos,
            preparacion: count(preparacion),
            franja: count(franja),
          }),
        );
      }}
    >
      <div>
        <label htmlFor={`${id}-envio`} className="font-semibold text-ink">
          Envío a domicilio (₡)
        </label>
        <input
          id={`${id}-envio`}
          inputMode="numeric"
          value={envio}
          onChange={(event) => setEnvio(event.target.value)}
          maxLength={12}
          className={field}
          {...described('envio')}
        />
        {help('envio', 'Se suma al total de los pedidos a domicilio. 0: sin costo.')}
      </div>
      <div>
        <label htmlFor={`${id}-minimo`} className="font-semibold text-ink">
          Pedido mínimo a domicilio (₡)
        </label>
        <input
          id={`${id}-minimo`}
          inputMode="numeric"
          value={minimo}
          onChange={(event) => setMinimo(event.target.value)}
          maxLength={12}
          className={field}
          {...described('minimoDomicilio')}
        />
        {help('minimoDomicilio', '0: cualquier monto.')}
      </div>
      <div>
        <label htmlFor={`${id}-sinpe`} className="font-semibold text-ink">
          Número de SINPE Móvil
        </label>
        <input
          id={`${id}-sinpe`}
          inputMode="tel"
          value={sinpe}
          onChange={(event) => setSinpe(event.target.value)}
          maxLength={12}
          placeholder="8888-8888"
          className={field}
          {...described('sinpe')}
        />
        {help('sinpe', 'Vacío: no se ofrece SINPE Móvil.')}
      </div>
      <div>
        <label htmlFor={`${id}-preparacion`} className="font-semibold text-ink">
          Tiempo de preparación (min)
        </label>
        <input
          id={`${id}-preparacion`}
          inputMode="numeric"
          value={preparacion}
          onChange={(event) => setPreparacion(event.target.value)}
          maxLength={3}
          className={field}
          {...described('preparacion')}
        />
        {help('preparacion', 'Cada pedido nuevo dice «Listo aprox.» a esa hora; en el tablero le sumas +5 o +15 min.')}
      </div>
      <div>
        <label htmlFor={`${id}-franja`} className="font-semibold text-ink">
          Pedidos por franja
        </label>
        <input
          id={`${id}-franja`}
          inputMode="numeric"
          value={franja}
          onChange={(event) => setFranja(event.target.value)}
          maxLength={3}
          className={field}
          {...described('franja')}
        />
        {help('franja', 'Cuántos pedidos programados aceptas para cada cuarto de hora. Una franja llena ya no se ofrece.')}
      </div>
      <fieldset aria-describedby={`${id}-pagos-ayuda`}>
        <legend className="font-semibold text-ink">Formas de pago que aceptas</legend>
        <div className="mt-1 flex flex-wrap gap-2">
          {PAYMENT_METHODS.map((method) => (
            <label
              key={method}
              className="flex min-h-11 items-center gap-2 rounded-2xl border border-line px-3 py-2 text-ink-2 has-checked:border-brand has-checked:bg-brand/15"
            >
              <input
                type="checkbox"
                checked={pagos.includes(method)}
                onChange={(event) =>
                  setPagos((current) =>
                    event.target.checked
                      ? PAYMENT_METHODS.filter((other) => other === method || current.includes(other))
                      : current.filter((other) => other !== method),
                  )
                }
                className="size-5 accent-brand-strong"
              />
              {PAYMENT_LABELS[method]}
            </label>
          ))}
        </div>
        {help('pagos', 'Al menos una.')}
      </fieldset>
      <button type="submit" disabled={saving} className={brandButton('sm', 'disabled:opacity-60')}>
        {saving ? 'Guardando…' : 'Guardar ajustes'}
      </button>
      <FormMessages failure={error} success={message} />
    </form>
  );
}
