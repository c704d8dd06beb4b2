'use client';

import { brandButton } from '@/components/ui/brand-button';
import { useHydrated } from '@/components/ui/use-hydrated';

/**
 * The form's submit button. Until the page's scripts have run it is disabled (but drawn as
 * usual): a form sent that early would reload the page and lose what was typed, and with its
 * only submit button disabled the browser does not send it on Enter either.
 */
export function SubmitButton({ sending, children }: { sending: boolean; children: React.ReactNode }) {
  const hydrated = useHydrated();
  return (
    <button
      type="submit"
      disabled={sending || !hydrated}
      aria-busy={sending || undefined}
      className={brandButton(null, 'w-full px-6 py-3.5 text-lg font-extrabold shadow-sm transition-colors aria-busy:cursor-wait aria-busy:opacity-70')}
    >
      {children}
    </button>
  );
}

type SaveButtonProps = { saving: boolean; disabled?: boolean; size?: 'sm' | 'md'; className?: string; children: React.ReactNode };

/** A desk form's save button: "Guardando…" while its save is on its way. */
export function SaveButton({ saving, disabled = false, size = 'sm', className = '', children }: SaveButtonProps) {
  return (
    <button type="submit" disabled={saving || disabled} className={brandButton(size, `disabled:opacity-60 ${className}`.trim())}>
      {saving ? 'Guardando…' : children}
    </button>
  );
}
