import { AppLink } from '@/components/ui/app-link';
import { Wordmark } from '@/components/layout/logo';
import { ThemeSwitch } from '@/components/layout/theme-switch';

export default function AuthLayout({ children }: { children: React.ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <header className="mx-auto flex w-full max-w-5xl items-center justify-between gap-2 px-4 py-3">
        <AppLink href="/" className="flex items-center gap-2 rounded-full pr-2" aria-label="CrepiVara, ir al inicio">
          <Wordmark size={44} />
        </AppLink>
        <ThemeSwitch />
      </header>
      <main id="contenido" className="flex flex-1 items-start justify-center px-4 pt-4 pb-12 sm:items-center sm:pt-0">
        {children}
      </main>
    </div>
  );
}
