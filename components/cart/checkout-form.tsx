'use client';

import { useId, useRef, useState } from 'react';
import { whatsappLink } from '@/lib/config';
import { cartCount, type CartItem } from '@/lib/cart/cart';
import { buildOrderMessage, MAX_NAME_LENGTH, orderReference, parseTableNumber } from '@/lib/order/message';

const PROCESSING_MS = 2000;

type Props = {
  items: readonly CartItem[];
  /** Called after the processing pause with the order's reference. */
  onOrdered: (reference: string) => void;
};

// The spec marks both fields required yet lets the order go out: an empty name is sent as
// "Cliente", and a table number that is not a whole number >= 0 is set to 0 with a hint.
export function CheckoutForm({ items, onOrdered }: Props) {
  const [name, setName] = useState('');
  const [table, setTable] = useState('0');
  const [tableHint, setTableHint] = useState(false);
  const [processing, setProcessing] = useState(false);
  const [copyStatus, setCopyStatus] = useState('');
  const reference = useRef<string | null>(null);
  const id = useId();
  const orderable = cartCount(items) > 0;

  function tableNumber(input: HTMLInputElement | null): number {
    const { value, corrected } = parseTableNumber(input?.validity.badInput ? 'x' : table);
    if (corrected) {
      setTable('0');
      setTableHint(true);
    }
    return value;
  }

  function message(form: HTMLFormElement): string {
    reference.current ??= orderReference();
    const tableInput = form.elements.namedItem('mesa');
    return buildOrderMessage({
      reference: reference.current,
      customer: name,
      table: tableNumber(tableInput instanceof HTMLInputElement ? tableInput : null),
      items,
    });
  }

  function send(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (processing || !orderable) return;
    window.open(whatsappLink(message(event.currentTarget)), '_blank', 'noopener,noreferrer');
    setProcessing(true);
    window.setTimeout(() => {
      const sent = reference.current ?? '';
      reference.current = null;
      setProcessing(false);
      onOrdered(sent);
    }, PROCESSING_MS);
  }

  async function copy(form: HTMLFormElement | null) {
    if (!form) return;
    try {
      await navigator.clipboard.writeText(message(form));
      setCopyStatus('Pedido copiado. Pégalo en un chat de WhatsApp con nosotros.');
    } catch {
      setCopyStatus('No se pudo copiar el pedido. Usa el botón «Solicitar por WhatsApp».');
    }
  }

  const field =
    'mt-1 w-full rounded-2xl border border-line bg-page px-4 py-3 text-lg text-ink placeholder:text-muted';
  const required = (
    <>
      <span aria-hidden="true" className="text-off">
        {' '}*
      </span>
      <span className="sr-only"> (obligatorio)</span>
    </>
  );

  return (
    <form onSubmit={send} noValidate className="rounded-3xl border border-line bg-surface p-5" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="text-xl font-extrabold text-ink">
        Datos del pedido
      </h2>
      <p className="mt-1 text-sm text-muted">
        Los campos con <span className="text-off">*</span> son obligatorios.
      </p>

      <div className="mt-4">
        <label htmlFor={`${id}-nombre`} className="font-bold text-ink-2">
          Nombre{required}
        </label>
        <input
          id={`${id}-nombre`}
          name="nombre"
          autoComplete="given-name"
          aria-required="true"
          aria-describedby={`${id}-nombre-ayuda`}
          maxLength={MAX_NAME_LENGTH}
          value={name}
          onChange={(event) => setName(event.target.value)}
          placeholder="¿A nombre de quién?"
          className={field}
        />
        <p id={`${id}-nombre-ayuda`} className="mt-1 text-sm text-muted">
          Si lo dejas vacío, enviamos el pedido a nombre de «Cliente».
        </p>
      </div>

      <div className="mt-4">
        <label htmlFor={`${id}-mesa`} className="font-bold text-ink-2">
          Número de mesa{required}
        </label>
        <input
          id={`${id}-mesa`}
          name="mesa"
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
          aria-required="true"
          aria-describedby={`${id}-mesa-ayuda`}
          value={table}
          onChange={(event) => {
            setTable(event.target.value);
            setTableHint(false);
          }}
          onBlur={(event) => tableNumber(event.currentTarget)}
          className={field}
        />
        <p id={`${id}-mesa-ayuda`} role="status" className={`mt-1 text-sm ${tableHint ? 'font-bold text-off' : 'text-muted'}`}>
          {tableHint
            ? 'El número de mesa debe ser un número entero de 0 en adelante: lo cambiamos a 0.'
            : 'Usa 0 si pides para llevar o desde tu casa.'}
        </p>
      </div>

      <button
        type="submit"
        disabled={processing || !orderable}
        className="mt-6 inline-flex w-full items-center justify-center gap-2 rounded-full bg-whatsapp px-6 py-4 text-lg font-extrabold text-[#053d1c] shadow-lg shadow-black/10 transition-colors hover:bg-[#1ebe5b] disabled:cursor-wait disabled:opacity-70"
      >
        {processing ? 'Procesando Pedido...' : 'Solicitar por WhatsApp'}
      </button>
      <button
        type="button"
        onClick={(event) => copy(event.currentTarget.form)}
        className="mt-3 w-full rounded-full border-2 border-line px-6 py-3 font-bold text-ink-2 hover:bg-surface-2"
      >
        Copiar pedido
      </button>
      <p role="status" className="mt-2 min-h-5 text-center text-sm text-muted">
        {copyStatus}
      </p>
    </form>
  );
}
