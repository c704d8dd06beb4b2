import { requireUser } from '@/lib/auth/dal';

export default async function AdminHomePage() {
  await requireUser();
  return (
    <section className="mx-auto max-w-3xl rounded-3xl border border-line bg-surface p-6 sm:p-10">
      <h1 className="font-brand text-5xl font-bold text-ink">AdminHome</h1>
      <p className="mt-3 text-lg text-muted">El área de administración está en construcción.</p>
    </section>
  );
}
