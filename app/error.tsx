'use client';

import { brandButton } from '@/components/ui/brand-button';

// A page that fails while it renders (the store down while /pedido/<token>, the desk or the account
// read it): a Spanish sentence and a retry instead of Next's bare 500 page, in the frame of
// app/not-found.tsx. Next still sends it with status 500 (docs/store.md, "When the store is down").
export default function PageError({ retry }: { error: unknown; retry: () => void }) {
  return (
    <main className="mx-auto flex min-h-dvh max-w-md flex-col items-center justify-center gap-4 px-4 text-center">
      <h1 className="font-brand text-5xl font-bold text-ink">¡Uy! Algo no salió bien</h1>
      <p className="text-lg text-muted">Estamos teniendo problemas para cargar esta página. Inténtalo de nuevo en unos minutos.</p>
      <button type="button" onClick={() => retry()} className={brandButton('md')}>
        Intentar de nuevo
      </button>
    </main>
  );
}
