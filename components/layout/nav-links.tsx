'use client';

import { AppLink } from '@/components/ui/app-link';
import type { Route } from 'next';
import { usePathname } from 'next/navigation';
import { useEffect, useState } from 'react';
import { CloseIcon, MenuIcon } from '@/components/ui/icons';

const links: { href: Route; label: string }[] = [
  { href: '/', label: 'Inicio' },
  { href: '/#especialidades', label: 'Especialidades' },
  { href: '/menu', label: 'Menú' },
  { href: '/aboutus', label: 'Nosotros' },
];

/**
 * A link to a section of the page already shown (/#especialidades while on /) scrolls there
 * like a plain anchor. Left to the router, a second click on the same URL lands elsewhere.
 */
function scrollToSectionOnThisPage(event: React.MouseEvent<HTMLAnchorElement>, href: string, pathname: string) {
  const [path, id] = href.split('#');
  const target = id && path === pathname ? document.getElementById(id) : null;
  if (!target || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  event.preventDefault();
  target.scrollIntoView();
  if (window.location.hash !== `#${id}`) window.history.pushState(null, '', href);
}

// On phones the links fold behind "Abrir menú"; from md up they are always shown.
export function NavLinks() {
  const pathname = usePathname();
  const [open, setOpen] = useState(false);
  const [openedAt, setOpenedAt] = useState(pathname);

  // Navigating closes the menu (derived during render, no effect needed).
  if (openedAt !== pathname) {
    setOpenedAt(pathname);
    setOpen(false);
  }

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        document.getElementById('nav-toggle')?.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  return (
    <>
      {/* One stable name: aria-expanded alone says whether it is open (ARIA disclosure pattern). */}
      <button
        id="nav-toggle"
        type="button"
        aria-expanded={open}
        aria-controls="nav-links"
        aria-label="Abrir menú"
        onClick={() => setOpen((value) => !value)}
        className="inline-flex size-11 items-center justify-center rounded-full text-ink-2 hover:bg-surface-2 md:hidden"
      >
        {open ? <CloseIcon /> : <MenuIcon />}
      </button>
      <ul
        id="nav-links"
        className={`${open ? 'flex' : 'hidden'} absolute inset-x-0 top-full flex-col gap-1 border-b border-line bg-surface px-4 py-3 shadow-lg md:static md:flex md:flex-row md:items-center md:gap-1 md:border-0 md:bg-transparent md:p-0 md:shadow-none`}
      >
        {links.map(({ href, label }) => {
          const current = href === pathname;
          return (
            <li key={href}>
              <AppLink
                href={href}
                aria-current={current ? 'page' : undefined}
                onClick={(event) => {
                  setOpen(false);
                  scrollToSectionOnThisPage(event, href, pathname);
                }}
                className={`block rounded-full px-4 py-2.5 font-semibold transition-colors hover:bg-surface-2 ${current ? 'bg-surface-2 text-ink' : 'text-ink-2'}`}
              >
                {label}
              </AppLink>
            </li>
          );
        })}
      </ul>
    </>
  );
}
