/** The card around the login and register forms. */
export function AuthCard({ title, intro, children }: { title: string; intro: string; children: React.ReactNode }) {
  return (
    <section className="w-full max-w-lg rounded-3xl border border-line bg-surface p-6 shadow-xl shadow-brand/10 sm:p-10">
      <h1 className="text-center font-brand text-5xl font-bold text-ink">{title}</h1>
      <p className="mt-2 mb-6 text-center text-lg text-muted">{intro}</p>
      {children}
    </section>
  );
}
