export function SubmitButton({ sending, children }: { sending: boolean; children: React.ReactNode }) {
  return (
    <button
      type="submit"
      disabled={sending}
      aria-busy={sending || undefined}
      className="w-full rounded-full bg-brand px-6 py-3.5 text-lg font-extrabold text-brand-ink shadow-sm transition-colors hover:bg-brand-strong disabled:cursor-wait disabled:opacity-70"
    >
      {children}
    </button>
  );
}
