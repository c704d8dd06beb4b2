import { AvailabilitySection } from '@/components/desk/availability-section';
import { DeskOverview } from '@/components/desk/desk-overview';
import { HoursSection } from '@/components/desk/hours-section';
import { SettingsSection } from '@/components/desk/settings-section';
import { TablesSection } from '@/components/desk/tables-form';
import { requireUser } from '@/lib/auth/dal';
import { requestTime } from '@/lib/desk/changes';

// The owner opens on the desk: its sections (the menu's are on /home-admin/menu). Every other
// signed-in account, and any sub-path, gets the spec's AdminHome placeholder. Each section reads
// its data only after the check.
export default async function AdminHomePage({ params }: PageProps<'/home-admin/[[...slug]]'>) {
  const user = await requireUser();
  const desk = user.owner && (await params).slug === undefined;
  if (!desk) {
    return (
      <div className="mx-auto max-w-3xl space-y-8">
        <section className="rounded-3xl border border-line bg-surface p-6 sm:p-10">
          <h1 className="font-brand text-5xl font-bold text-ink">AdminHome</h1>
          <p className="mt-3 text-lg text-muted">El área de administración está en construcción.</p>
        </section>
      </div>
    );
  }
  const now = requestTime();
  return (
    <div className="mx-auto max-w-3xl space-y-8">
      <DeskOverview />
      <AvailabilitySection owner={user} />
      <HoursSection owner={user} now={now} />
      <SettingsSection owner={user} now={now} />
      <TablesSection />
    </div>
  );
}
