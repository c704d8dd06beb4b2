'use client';

import { brandButton } from '@/components/ui/brand-button';

export function PrintButton() {
  return (
    <button type="button" onClick={() => window.print()} className={brandButton('sm')}>
      Imprimir
    </button>
  );
}
