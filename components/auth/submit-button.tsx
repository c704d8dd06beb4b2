'use client';

import { useSyncExternalStore } from 'react';

const subscribeNothing = () => () => {};

/**
 * The form's submit button. Until the page's scripts have run it is disabled (but drawn as
 * usual): a form sent that early would reload the page and lose what was typed, and with its
 * only submit button disabled the browser does not send it on Enter either.
 */
export function SubmitButton({ sending, children }: { sending: boolean; children: React.ReactNode }) {
  const hydrated = useSyncExternalStore(subscribeNothing, () => true, () => false);
  return (
    <button
      type="submit"
      disabled={sending || !hydrated}
      aria-busy={sending || undefined}
      className="w-full rounded-full bg-brand px-6 py-3.5 text-lg font-extrabold text-brand-ink shadow-sm transition-colors hover:bg-brand-strong aria-busy:cursor-wait aria-busy:opacity-70"
    >
      {children}
    </button>
  );
}
