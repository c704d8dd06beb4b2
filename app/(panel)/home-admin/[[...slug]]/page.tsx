import { AvailabilitySection } from '@/components/desk/availability-section';
import { HoursSection } from '@/components/desk/hours-section';
import { TablesSection } from '@/components/desk/tables-form';
import { requireUser } from '@/lib/auth/dal';
import { requestTime } from '@/lib/desk/changes';

// The spec's AdminHome for every signed-in account; the owner (OWNER_EMAILS) also gets the desk's
// sections on /home-admin itself. Each section reads its data only after the check.
export default async function AdminHomePage({ params }: PageProps<'/home-admin/[[...slug]]'>) {
  const user = await requireUser();
  const desk = user.owner && (await params).slug === undefined;
  return (
    <div className="mx-auto max-w-3xl space-y-8">
      <section className="rounded-3xl border border-line bg-surface p-6 sm:p-10">
        <h1 className="font-brand text-5xl font-bold text-ink">AdminHome</h1>
        <p className="mt-3 text-lg text-muted">El área de administración está en construcción.</p>
      </section>
      {desk && (
        <>
          <AvailabilitySection owner={user} />
          <HoursSection owner={user} now={requestTime()} />
          <TablesSection />
        </>
      )}
    </div>
  );
}
