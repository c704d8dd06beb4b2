'use client';

import { useId, useState } from 'react';
import { apiClient } from '@/lib/api-client';
import { parseColones } from '@/lib/money';
import { PAYMENT_LABELS, PAYMENT_METHODS, type ShopSettings } from '@/lib/menu/settings';
import type { PaymentMethod } from '@/lib/order/details';
import { displayPhone } from '@/lib/phone';
import { Field, HelpLine } from '@/components/ui/form/field';
import { SaveButton } from '@/components/ui/form/submit-button';
import { useDeskSave } from '@/components/ui/form/use-desk-save';
import { FormMessages } from '@/components/ui/form/messages';

const field = 'mt-1 w-full max-w-48 rounded-2xl border border-line bg-page px-4 py-2 text-ink aria-invalid:border-off';

type TextSetting = 'envio' | 'minimoDomicilio' | 'sinpe' | 'preparacion' | 'franja';

/** The settings typed as text, in the form's order: colones, a phone number, minutes, a count. */
const TEXT_SETTINGS: { name: TextSetting; label: string; help: string; inputMode: 'numeric' | 'tel'; maxLength: number; placeholder?: string }[] = [
  { name: 'envio', label: 'Envío a domicilio (₡)', help: 'Se suma al total de los pedidos a domicilio. 0: sin costo.', inputMode: 'numeric', maxLength: 12 },
  { name: 'minimoDomicilio', label: 'Pedido mínimo a domicilio (₡)', help: '0: cualquier monto.', inputMode: 'numeric', maxLength: 12 },
  { name: 'sinpe', label: 'Número de SINPE Móvil', help: 'Vacío: no se ofrece SINPE Móvil.', inputMode: 'tel', maxLength: 12, placeholder: '8888-8888' },
  {
    name: 'preparacion',
    label: 'Tiempo de preparación (min)',
    help: 'Cada pedido nuevo dice «Listo aprox.» a esa hora; en el tablero le sumas +5 o +15 min.',
    inputMode: 'numeric',
    maxLength: 3,
  },
  {
    name: 'franja',
    label: 'Pedidos por franja',
    help: 'Cuántos pedidos programados aceptas para cada cuarto de hora. Una franja llena ya no se ofrece.',
    inputMode: 'numeric',
    maxLength: 3,
  },
];

/** The delivery fee, the minimum for delivery, the SINPE Móvil number, the payment methods, the preparation time and the orders per slot. */
export function SettingsForm({ settings }: { settings: ShopSettings }) {
  const [texts, setTexts] = useState<Record<TextSetting, string>>({
    envio: String(settings.envio),
    minimoDomicilio: String(settings.minimoDomicilio),
    sinpe: displayPhone(settings.sinpe),
    preparacion: String(settings.preparacion),
    franja: String(settings.franja),
  });
  const [pagos, setPagos] = useState<PaymentMethod[]>([...settings.pagos]);
  const { save, saving, message, error, errors } = useDeskSave();
  const id = useId();

  const number = (text: string) => parseColones(text) ?? text;
  const count = (text: string) => (/^\s*\d{1,3}\s*$/.test(text) ? Number(text) : text);

  return (
    <form
      className="mt-3 space-y-4"
      aria-label="Ajustes de los pedidos"
      onSubmit={(event) => {
        event.preventDefault();
        void save(() =>
          apiClient.put('/desk/settings', {
            envio: number(texts.envio),
            minimoDomicilio: number(texts.minimoDomicilio),
            sinpe: texts.sinpe,
            pagos,
            preparacion: count(texts.preparacion),
            franja: count(texts.franja),
          }),
        );
      }}
    >
      {TEXT_SETTINGS.map(({ name, label, help, ...input }) => (
        <Field key={name} id={`${id}-${name}`} label={label} help={help} error={errors[name]}>
          {(control) => (
            <input
              {...control}
              {...input}
              value={texts[name]}
              onChange={(event) => setTexts((before) => ({ ...before, [name]: event.target.value }))}
              className={field}
            />
          )}
        </Field>
      ))}
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
        <HelpLine id={`${id}-pagos-ayuda`} error={errors.pagos}>
          Al menos una.
        </HelpLine>
      </fieldset>
      <SaveButton saving={saving}>Guardar ajustes</SaveButton>
      <FormMessages failure={error} success={message} />
    </form>
  );
}
