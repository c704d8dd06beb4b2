import { LogoutButton } from './logout-button';
import { Wordmark } from '@/components/layout/logo';

// Formularios and Otros have no pages yet (spec: "not shown"): the proxy sends these unknown paths
// home. Cuenta is "Mi cuenta". Plain anchors: a full load, so the layout checks the session again.
const links = [
  { href: '/', label: 'Inicio' },
  { href: '/form', label: 'Formularios' },
  { href: '/account', label: 'Cuenta' },
  { href: '/others', label: 'Otros' },
] as const;

// The owner's desk: the orders' board and summary, the menu's sections on /home-admin/menu and the
// shop's on /home-admin.
export const deskLinks = [
  { href: '/home-admin/pedidos', label: 'Pedidos' },
  { href: '/home-admin/pedidos/resumen', label: 'Resumen' },
  { href: '/home-admin/menu', label: 'Menú' },
  { href: '/home-admin/menu#opciones', label: 'Opciones' },
  { href: '/home-admin/menu#historial', label: 'Historial' },
  { href: '/home-admin#disponibilidad', label: 'Disponibilidad' },
  { href: '/home-admin#horario', label: 'Horario' },
  { href: '/home-admin#ajustes', label: 'Ajustes' },
  { href: '/home-admin#mesas', label: 'Mesas' },
] as const;

export function PanelSidebar({ nombre, owner }: { nombre: string; owner: boolean }) {
  return (
    <aside className="print:hidden border-b border-line bg-surface md:sticky md:top-0 md:flex md:h-dvh md:w-64 md:shrink-0 md:flex-col md:border-r md:border-b-0">
      <div className="flex items-center gap-2 px-4 py-4">
        <Wordmark />
      </div>
      <p className="px-4 text-sm text-muted">
        Hola, <span className="font-bold text-ink">{nombre}</span>
      </p>
      <nav aria-label="Administración" className="px-2 py-3 md:flex-1 md:overflow-y-auto">
        <ul className="flex flex-wrap gap-1 md:flex-col">
          {[...links, ...(owner ? deskLinks : [])].map((link) => (
            <li key={link.href}>
              <a href={link.href} className="block rounded-2xl px-4 py-2.5 font-semibold text-ink-2 transition-colors hover:bg-surface-2">
                {link.label}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <div className="px-4 pb-4">
        <LogoutButton />
      </div>
    </aside>
  );
}
