'use client';

import type { Route } from 'next';
import { useEffect, useRef, useState } from 'react';
import { SentOrderLive } from '@/components/order/sent-order-live';
import { AppLink } from '@/components/ui/app-link';
import { whatsappLink } from '@/lib/config';
import { followLine } from '@/lib/order/message';
import { followUrl } from '@/lib/order/outbox';
import { checkoutMessages } from '@/lib/order/checkout';
import type { LastOrder } from './last-order';
import { resumeOutbox, useOutboxEntry } from './order-outbox';

type Props = {
  order: LastOrder;
  /** Just sent in this view: announce it, and bring it into view with the focus. */
  fresh: boolean;
};

// "¡Pedido realizado con éxito!" (the spec's words, said when WhatsApp opens) stays as a panel with
// the order's reference. The order is not sent until the customer taps Enviar in WhatsApp, so the
// panel says so at once and offers to open WhatsApp again first, or to copy the text. Once the
// server has the order (at once, or later when its post went on in the background) the panel links
// to its status page, and WhatsApp's text ends with that link.
export function OrderSentPanel({ order, fresh }: Props) {
  const panel = useRef<HTMLElement>(null);
  const [copyStatus, setCopyStatus] = useState('');
  const posted = useOutboxEntry(order.clave);
  const token = order.token ?? posted?.token ?? null;
  const link = token === null ? null : followUrl(typeof window === 'undefined' ? '' : window.location.origin, token);
  const message = link && !order.message.includes(link) ? `${order.message}\n\n${followLine(link)}` : order.message;

  useEffect(() => {
    if (!fresh || !panel.current) return;
    panel.current.focus({ preventScroll: true });
    panel.current.scrollIntoView({ block: 'center' });
  }, [fresh]);

  // A post a reload or a lost connection left unsent goes on from here.
  useEffect(() => resumeOutbox(), []);

  async function copy() {
    try {
      await navigator.clipboard.writeText(message);
      setCopyStatus(checkoutMessages.copied);
    } catch {
      setCopyStatus(checkoutMessages.notCopied);
    }
  }

  return (
    <section
      ref={panel}
      tabIndex={-1}
      role={fresh ? 'alert' : undefined}
      aria-labelledby="pedido-enviado"
      className="mt-6 scroll-mt-24 rounded-3xl border-2 border-ok bg-ok-bg p-5 text-ok outline-none focus-visible:ring-4 focus-visible:ring-accent-2"
    >
      <p className="text-xl font-extrabold">¡Pedido realizado con éxito!</p>
      <p className="mt-1 text-lg font-bold">
        {order.copiado ? 'Falta un paso: pega el pedido en un chat de WhatsApp con nosotros y envíalo.' : 'Falta un paso: en WhatsApp, toca Enviar.'}
      </p>
      <h2 id="pedido-enviado" className="mt-2 text-2xl font-extrabold">
        Pedido #{order.reference}
      </h2>
      <p className="mt-1">
        Cuando nos llegue, te confirmamos por WhatsApp en unos minutos. ¿No se abrió WhatsApp, o lo cerraste sin enviar? Ábrelo otra vez o copia el pedido.
      </p>
      <div className="mt-4 flex flex-col gap-3 sm:flex-row">
        <a
          href={whatsappLink(message)}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex min-h-12 flex-1 items-center justify-center rounded-full bg-whatsapp px-5 py-3 font-extrabold text-[#053d1c] hover:bg-[#1ebe5b]"
        >
          Abrir WhatsApp otra vez
        </a>
        <button
          type="button"
          onClick={copy}
          className="min-h-12 flex-1 rounded-full border-2 border-current px-5 py-3 font-extrabold hover:bg-black/5 dark:hover:bg-white/10"
        >
          Copiar pedido
        </button>
      </div>
      <p role="status" className="mt-2 min-h-5 text-center text-sm">
        {copyStatus}
      </p>
      {token !== null ? (
        <div className="mt-3 border-t border-current/30 pt-3">
          <SentOrderLive token={token} reference={order.reference} className="text-lg font-extrabold" />
          <AppLink
            href={`/pedido/${token}` as Route}
            className="inline-flex min-h-12 items-center text-lg font-extrabold underline underline-offset-4 hover:no-underline"
          >
            Sigue tu pedido
          </AppLink>
          <p className="text-sm">Ahí ves cuándo está en preparación y cuándo está listo, sin recargar.</p>
        </div>
      ) : (
        posted?.cuerpo && (
          <p className="mt-3 border-t border-current/30 pt-3 text-sm" role="status">
            Estamos registrando tu pedido para que puedas seguirlo; si no hay señal, lo enviamos en cuanto vuelva.
          </p>
        )
      )}
    </section>
  );
}
