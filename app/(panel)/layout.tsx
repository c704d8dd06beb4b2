import type { Metadata } from 'next';
import { ControlsWhenReady } from '@/components/panel/controls-when-ready';
import { PanelSidebar } from '@/components/panel/panel-sidebar';
import { RequireStoredUser } from '@/components/panel/require-stored-user';
import { requireUser } from '@/lib/auth/dal';

export const metadata: Metadata = {
  title: 'Administración',
  robots: { index: false, follow: false },
};

export default async function AdminLayout({ children }: { children: React.ReactNode }) {
  // The layout does not protect its pages (they render in parallel): each page asks too.
  const user = await requireUser();

  return (
    <div className="min-h-dvh md:flex">
      <RequireStoredUser />
      <PanelSidebar nombre={user.nombre} owner={user.owner} />
      <main id="contenido" className="flex-1 px-4 py-8 sm:px-8">
        <ControlsWhenReady>{children}</ControlsWhenReady>
      </main>
    </div>
  );
}
