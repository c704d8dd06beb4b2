import type { Metadata } from 'next';
import { shopOpenGraph } from '@/lib/metadata';
import { connection } from 'next/server';
import { Logo } from '@/components/layout/logo';
import { Countdown } from '@/components/grand-opening/countdown';
import { DeferredMap } from '@/components/grand-opening/deferred-map';
import { displayPhone, phoneHref } from '@/lib/config';
import { openingInstant } from '@/lib/grand-opening/env';
import { formatOpeningDate } from '@/lib/grand-opening/format';
import { directionsUrl, fullAddress, shop } from '@/lib/shop';
import { brandButton } from '@/components/ui/brand-button';

const description = 'CrepiVara abre sus puertas en Guápiles: mira cuánto falta para la gran apertura, cómo llegar y llámanos.';

export const metadata: Metadata = {
  title: 'Gran Apertura',
  description,
  alternates: { canonical: '/timecount' },
  openGraph: { ...shopOpenGraph, title: 'Gran Apertura · CrepiVara', description, url: '/timecount' },
};

const { latitude, longitude } = shop.geo;
const mapUrl = `https://www.google.com/maps?q=${latitude},${longitude}&z=16&hl=es&output=embed`;
const map = <iframe title="Mapa de CrepiVara en Guápiles" src={mapUrl} loading="lazy" referrerPolicy="no-referrer-when-downgrade" className="size-full" />;

/** The opening date is read from the environment on every request, never frozen at build time. */
async function requestOpening() {
  await connection();
  return { now: Date.now(), opensAt: openingInstant('countdown') };
}

// Shown in place of the whole site before opening (proxy.ts), so it has no navbar or footer.
export default async function TimecountPage() {
  const { now, opensAt } = await requestOpening();
  const counting = opensAt !== null && now < opensAt;

  return (
    <main id="contenido" className="relative isolate overflow-hidden">
      <div aria-hidden="true" className="pointer-events-none absolute inset-0 -z-10">
        <div className="timecount-glow -top-56 -left-56 size-136 [--glow-alpha:30%] [--glow:var(--accent)]" />
        <div className="timecount-glow top-64 -right-56 size-144 [--glow-alpha:20%] [--glow:var(--accent-2)]" />
      </div>

      <div className="mx-auto flex min-h-dvh max-w-3xl flex-col items-center gap-8 px-4 py-10 text-center sm:py-14">
        <header className="flex flex-col items-center gap-3">
          <Logo size={128} className="size-28 sm:size-32" priority />
          <p className="font-brand text-3xl font-bold text-ink-2">{shop.name}</p>
          <h1 className="text-5xl font-extrabold tracking-tight text-ink sm:text-6xl">Gran Apertura</h1>
          {/* Both texts are in the page; the countdown marks <html data-abierto> at zero and
              globals.css swaps them, so nothing still says "¡Ya casi!" once the shop is open. */}
          <p className={`max-w-xl text-lg text-muted ${counting ? 'antes-de-abrir' : 'hidden'}`}>
            ¡Ya casi! Estamos calentando las planchas y picando fruta fresca para recibirte con las crepas más ricas de Guápiles. Trae a tu familia y a tus
            amigos: la capibara te espera.
          </p>
          <p className={`max-w-xl text-lg text-muted ${counting ? 'al-abrir hidden' : ''}`}>
            ¡Las planchas ya están calientes! Ven a probar nuestras crepas artesanales, batidos y helados en el corazón de Guápiles.
          </p>
          {opensAt !== null && (
            <p className="rounded-full border border-line bg-surface px-5 py-2 font-bold text-ink-2">
              {counting ? (
                <>
                  <span className="antes-de-abrir">Te esperamos el </span>
                  <span className="al-abrir hidden">Abrimos el </span>
                </>
              ) : (
                'Abrimos el '
              )}
              <time dateTime={new Date(opensAt).toISOString()}>{formatOpeningDate(opensAt, now)}</time>
            </p>
          )}
        </header>

        <Countdown target={opensAt ?? now} serverNow={now} />

        <section aria-labelledby="como-llegar" className="w-full rounded-3xl border border-line bg-surface p-5 text-left sm:p-8">
          <h2 id="como-llegar" className="text-2xl font-extrabold text-ink">
            ¿Dónde nos encuentras?
          </h2>
          <address className="mt-2 text-lg text-muted not-italic">
            {fullAddress}, {shop.address.landmark}.
          </address>
          <div className="mt-4 aspect-[4/3] overflow-hidden rounded-2xl border border-line bg-surface-2 sm:aspect-[2/1]">
            <DeferredMap>{map}</DeferredMap>
            <noscript>{map}</noscript>
          </div>
          <div className="mt-5 flex flex-col gap-3 sm:flex-row">
            <a
              href={directionsUrl}
              target="_blank"
              rel="noopener noreferrer"
              className={brandButton('md', 'inline-flex flex-1 items-center justify-center text-lg')}
            >
              Cómo llegar<span className="sr-only"> (se abre en una pestaña nueva)</span>
            </a>
            <a
              href={phoneHref}
              className="inline-flex flex-1 items-center justify-center rounded-full border-2 border-brand px-6 py-3 text-lg font-bold text-ink hover:bg-surface-2"
            >
              Llamar ahora
            </a>
          </div>
          <p className="mt-3 text-center text-muted sm:text-left">
            Teléfono: {displayPhone()} · Correo: {shop.email}
          </p>
        </section>
      </div>
    </main>
  );
}
