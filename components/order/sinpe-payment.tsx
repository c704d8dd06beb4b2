'use client';

import { useId, useState, type FormEvent } from 'react';
import { brandButton } from '@/components/ui/brand-button';
import { FormMessages } from '@/components/ui/form/messages';
import { apiClient } from '@/lib/api-client';
import { MAX_REFERENCE_DIGITS, referenceDigits, sinpeMessages, type SinpeView } from '@/lib/order/sinpe';
import { answerMessage } from '@/lib/validation/answer';

const SEND_FAILED = 'No se pudo enviar la referencia. Revisa tu conexión e inténtalo de nuevo.';

/** A value with its "Copiar" button: the clipboard gets `copy` (digits, as a banking app wants them). */
function CopyRow({ label, shown, copy, onCopied }: { label: string; shown: string; copy: string; onCopied: (message: string) => void }) {
  async function write() {
    try {
      await navigator.clipboard.writeText(copy);
      onCopied(`${label} copiado: ${copy}`);
    } catch {
      onCopied(`No se pudo copiar. ${label}: ${copy}`);
    }
  }
  return (
    <div className="flex items-center justify-between gap-3 py-2">
      <dt className="text-ink-2">{label}</dt>
      <dd className="flex items-center gap-3">
        <span className="text-xl font-extrabold text-ink tabular-nums">{shown}</span>
        <button type="button" onClick={write} className="min-h-11 rounded-full border-2 border-line px-4 font-bold text-ink hover:bg-surface-2">
          Copiar <span className="sr-only">{label.toLowerCase()}</span>
        </button>
      </dd>
    </div>
  );
}

/**
 * SINPE Móvil with proof, on the status page and in the success panel: the shop's number and the
 * exact amount, each with "Copiar", then "Ya pagué" with the transfer's last digits. The owner's board
 * shows them ("SINPE: por confirmar (ref …4521)") until "Marcar pagado", which this block follows live
 * through `sinpe` (the order's view from its stream).
 */
export function SinpePayment({ token, sinpe }: { token: string; sinpe: SinpeView }) {
  const id = useId();
  const [copied, setCopied] = useState('');
  const [reference, setReference] = useState('');
  const [fieldError, setFieldError] = useState('');
  const [failure, setFailure] = useState('');
  const [answer, setAnswer] = useState('');
  const [busy, setBusy] = useState(false);

  async function report(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFailure('');
    setAnswer('');
    if (referenceDigits(reference) === null) return setFieldError(sinpeMessages.reference);
    setFieldError('');
    setBusy(true);
    const sent = await apiClient.post(`/orders/${token}/payment`, { referencia: reference });
    setBusy(false);
    if (sent.status === 200) setAnswer(answerMessage(sent.body, ''));
    else setFailure(answerMessage(sent.body, SEND_FAILED));
  }

  return (
    <section aria-labelledby={`${id}-titulo`} className="rounded-3xl border border-line bg-surface p-5 text-ink sm:p-6">
      <h2 id={`${id}-titulo`} className="text-xl font-extrabold text-ink">
        Pago por SINPE Móvil
      </h2>
      {sinpe.paid ? (
        <p role="status" className="mt-2 text-lg font-bold text-ok">
          ¡Pago recibido! CrepiVara confirmó tu SINPE Móvil.
        </p>
      ) : (
        <>
          <p className="mt-1 text-ink-2">Envía el monto exacto y cuéntanos la referencia: así confirmamos tu pago sin que mandes el comprobante.</p>
          <dl className="mt-2 divide-y divide-line">
            {sinpe.number && <CopyRow label="Número" shown={sinpe.number} copy={sinpe.numberDigits} onCopied={setCopied} />}
            <CopyRow label="Monto" shown={sinpe.amount} copy={sinpe.amountDigits} onCopied={setCopied} />
          </dl>
          <p role="status" className="min-h-5 text-sm text-ink-2">
            {copied}
          </p>
          {sinpe.reported && !answer && (
            <p className="mt-2 font-bold text-ink-2">Referencia enviada: {sinpe.reported}. CrepiVara confirmará el pago en unos minutos.</p>
          )}
          <form noValidate onSubmit={report} className="mt-3">
            <label htmlFor={`${id}-referencia`} className="block font-bold text-ink">
              Referencia de la transferencia
            </label>
            <p id={`${id}-ayuda`} className="text-sm text-muted">
              Los últimos 4 dígitos o más, como salen en el comprobante de tu banco.
            </p>
            <div className="mt-2 flex flex-wrap gap-3">
              <input
                id={`${id}-referencia`}
                name="referencia"
                inputMode="numeric"
                autoComplete="off"
                maxLength={MAX_REFERENCE_DIGITS + 10}
                value={reference}
                onChange={(event) => setReference(event.target.value)}
                aria-invalid={fieldError ? true : undefined}
                aria-describedby={`${id}-ayuda${fieldError ? ` ${id}-error` : ''}`}
                className="min-h-12 w-40 min-w-0 flex-1 rounded-2xl border-2 border-line bg-page px-4 text-lg text-ink tabular-nums aria-invalid:border-off"
              />
              <button type="submit" disabled={busy} className={brandButton('md', 'disabled:opacity-60')}>
                Ya pagué
              </button>
            </div>
            {fieldError && (
              <p id={`${id}-error`} className="mt-2 font-semibold text-off">
                {fieldError}
              </p>
            )}
            <FormMessages failure={failure} success={answer} />
          </form>
        </>
      )}
    </section>
  );
}
