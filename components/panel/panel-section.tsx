/** One section of the panel (the owner's desk on /home-admin, "Mi cuenta"); the sidebar links to its id. */
export function PanelSection({ id, title, intro, children }: { id: string; title: string; intro: string; children: React.ReactNode }) {
  return (
    <section id={id} aria-labelledby={`${id}-titulo`} className="scroll-mt-6 rounded-3xl border border-line bg-surface p-6 sm:p-8">
      <h2 id={`${id}-titulo`} className="text-2xl font-extrabold text-ink">
        {title}
      </h2>
      <p className="mt-1 text-muted">{intro}</p>
      <div className="mt-3">{children}</div>
    </section>
  );
}
