'use client';

import { useHydrated } from '@/components/ui/use-hydrated';

/**
 * The panel's buttons and fields, disabled until the page's scripts run: a tap on "Agregar
 * producto" or a switch before then would do nothing at all (React was not listening yet), and
 * text typed would be lost. Links stay links. A fieldset disables every control inside at once.
 */
export function ControlsWhenReady({ children }: { children: React.ReactNode }) {
  const hydrated = useHydrated();
  return (
    <fieldset disabled={!hydrated} className="min-w-0">
      {children}
    </fieldset>
  );
}
