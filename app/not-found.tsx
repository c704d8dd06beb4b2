import { AppLink } from '@/components/ui/app-link';
import { brandButton } from '@/components/ui/brand-button';

export default function NotFound() {
  return (
    <main className="mx-auto flex min-h-dvh max-w-md flex-col items-center justify-center gap-4 px-4 text-center">
      <h1 className="font-brand text-5xl font-bold text-ink">¡Uy! Esta página no existe</h1>
      <p className="text-lg text-muted">Quizás el enlace cambió. Te llevamos de vuelta a las crepas.</p>
      <AppLink href="/" className={brandButton('md')}>
        Ir al inicio
      </AppLink>
    </main>
  );
}
