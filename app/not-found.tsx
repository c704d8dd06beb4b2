import Link from 'next/link';

export default function NotFound() {
  return (
    <main className="mx-auto flex min-h-dvh max-w-md flex-col items-center justify-center gap-4 px-4 text-center">
      <h1 className="font-brand text-5xl font-bold text-ink">¡Uy! Esta página no existe</h1>
      <p className="text-lg text-muted">Quizás el enlace cambió. Te llevamos de vuelta a las crepas.</p>
      <Link href="/" className="rounded-full bg-brand px-6 py-3 font-bold text-brand-ink hover:bg-brand-strong">
        Ir al inicio
      </Link>
    </main>
  );
}
