'use client';

import { brandButton } from '@/components/ui/brand-button';

/** Loads the page the visitor asked for again: the server's answer once the signal is back. */
export function RetryButton() {
  return (
    <button type="button" onClick={() => window.location.reload()} className={brandButton('md')}>
      Reintentar
    </button>
  );
}
