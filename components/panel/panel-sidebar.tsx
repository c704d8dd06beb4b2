import { Wordmark } from '@/components/layout/logo';
import { LogoutButton } from './logout-button';
import { PanelMenu } from './panel-menu';

type PanelLink = { href: string; label: string };
type PanelGroup = { title: string; links: readonly PanelLink[] };

// Every link leads to a page of the panel (the wordmark is the way back to the shop). Plain
// anchors: a full load, so the layout checks the session again.
const home: PanelLink = { href: '/home-admin', label: 'Inicio' };
const account: PanelGroup = { title: 'Cuenta', links: [{ href: '/account', label: 'Mi cuenta' }] };

/** The owner's desk, by the work it is for: the overview on /home-admin lists the same. */
export const deskGroups: readonly PanelGroup[] = [
  {
    title: 'Pedidos',
    links: [
      { href: '/home-admin/pedidos', label: 'Tablero' },
      { href: '/home-admin/pedidos/resumen', label: 'Resumen' },
    ],
  },
  {
    title: 'Menú',
    links: [
      { href: '/home-admin/menu', label: 'Productos' },
      { href: '/home-admin/menu#opciones', label: 'Opciones' },
      { href: '/home-admin#disponibilidad', label: 'Disponibilidad' },
      { href: '/home-admin/menu#historial', label: 'Historial' },
    ],
  },
  {
    title: 'Tienda',
    links: [
      { href: '/home-admin#horario', label: 'Horario' },
      { href: '/home-admin#ajustes', label: 'Ajustes' },
      { href: '/home-admin#mesas', label: 'Mesas' },
    ],
  },
];

const linkClass = 'block rounded-2xl px-4 py-2 font-semibold text-ink-2 transition-colors hover:bg-surface-2';

export function PanelSidebar({ nombre, owner }: { nombre: string; owner: boolean }) {
  const groups = owner ? [...deskGroups, account] : [account];
  return (
    <aside className="flex flex-wrap items-center justify-between gap-x-3 gap-y-2 border-b border-line bg-surface px-4 py-2 md:sticky md:top-0 md:h-dvh md:w-64 md:shrink-0 md:flex-col md:flex-nowrap md:items-stretch md:justify-start md:border-r md:border-b-0 md:px-0 md:py-0 print:hidden">
      {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- out of the panel: a full load */}
      <a href="/" aria-label="CrepiVara: ver la tienda" className="flex items-center gap-2 rounded-2xl md:px-4 md:pt-4">
        <Wordmark size={36} />
      </a>
      <PanelMenu>
        <p className="pt-2 text-sm text-muted md:px-4">
          Hola, <span className="font-bold text-ink">{nombre}</span>
        </p>
        <nav aria-label="Administración" className="py-2 md:flex-1 md:overflow-y-auto md:px-2">
          <a href={home.href} className={linkClass}>
            {home.label}
          </a>
          {groups.map((group, index) => (
            <div key={group.title} className="mt-2">
              <p id={`panel-grupo-${index}`} className="px-4 pb-1 text-xs font-extrabold tracking-wide text-muted uppercase">
                {group.title}
              </p>
              <ul aria-labelledby={`panel-grupo-${index}`} className="grid grid-cols-2 gap-x-1 md:grid-cols-1">
                {group.links.map((link) => (
                  <li key={link.href}>
                    <a href={link.href} className={linkClass}>
                      {link.label}
                    </a>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>
        <div className="pb-3 md:px-4 md:pb-4">
          <LogoutButton />
        </div>
      </PanelMenu>
    </aside>
  );
}
