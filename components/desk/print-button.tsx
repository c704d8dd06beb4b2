'use client';

export function PrintButton() {
  return (
    <button type="button" onClick={() => window.print()} className="rounded-full bg-brand px-5 py-2.5 font-bold text-brand-ink hover:bg-brand-strong">
      Imprimir
    </button>
  );
}
