import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { AdminSidebar } from '@/components/admin/admin-sidebar';
import { RequireStoredUser } from '@/components/admin/require-stored-user';
import { currentUser } from '@/lib/auth/session';

export const metadata: Metadata = {
  title: 'Administración',
  robots: { index: false, follow: false },
};

export default async function AdminLayout({ children }: { children: React.ReactNode }) {
  // The proxy only checked the cookie's signature; here the session version is checked too.
  const user = await currentUser();
  if (!user) redirect('/login?acceso=admin');

  return (
    <div className="min-h-dvh md:flex">
      <RequireStoredUser />
      <AdminSidebar nombre={user.nombre} />
      <main id="contenido" className="flex-1 px-4 py-8 sm:px-8">
        {children}
      </main>
    </div>
  );
}
