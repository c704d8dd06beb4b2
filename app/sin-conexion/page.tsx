import type { Metadata } from 'next';
import { Logo } from '@/components/layout/logo';
import { RetryButton } from '@/components/offline/retry-button';

export const metadata: Metadata = {
  title: 'Sin conexión',
  robots: { index: false, follow: false },
};

// What the service worker shows, at the address the visitor asked for, when a page that needs the
// server (login, register, the desk, an account's pages) cannot be reached. Links are plain <a>:
// the worker answers them with its kept copies of the shop pages.
export default function OfflinePage() {
  return (
    <main id="contenido" className="mx-auto flex min-h-dvh max-w-md flex-col items-center justify-center gap-4 px-4 text-center">
      <Logo size={96} className="size-24" />
      <h1 className="font-brand text-5xl font-bold text-ink">Sin conexión</h1>
      <p className="text-lg text-muted">Esta página necesita internet y no logramos conectarnos. Revisa tu señal y vuelve a intentarlo.</p>
      <p className="text-muted">Mientras tanto, el menú y tu carrito funcionan sin conexión.</p>
      <div className="mt-2 flex flex-wrap justify-center gap-3">
        <RetryButton />
        {/* A full load, which the worker answers offline (a client navigation would need the server). */}
        {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- that full load, on purpose */}
        <a href="/menu" className="rounded-full border-2 border-brand px-6 py-3 font-bold text-ink-2 hover:bg-surface-2">
          Ver el menú
        </a>
      </div>
    </main>
  );
}
