'use client';

import { useEffect, useId, useRef, useState } from 'react';
import { signOut } from '@/components/auth/sign-out';
import { UserIcon } from '@/components/ui/icons';

/**
 * "Hola, <nombre>" opens a small menu with "Mi panel" and "Cerrar sesión" (a disclosure: Escape or
 * a click elsewhere closes it). The name comes from the browser's stored user; the server decides
 * what the panel shows.
 */
export function SignedInMenu({ nombre }: { nombre: string }) {
  const [open, setOpen] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const id = useId();

  useEffect(() => {
    if (!open) return;
    const close = (event: Event) => {
      if (event instanceof KeyboardEvent ? event.key === 'Escape' : !root.current?.contains(event.target as Node)) {
        setOpen(false);
        if (event instanceof KeyboardEvent) root.current?.querySelector('button')?.focus();
      }
    };
    document.addEventListener('keydown', close);
    document.addEventListener('pointerdown', close);
    return () => {
      document.removeEventListener('keydown', close);
      document.removeEventListener('pointerdown', close);
    };
  }, [open]);

  async function logout() {
    setLeaving(true);
    await signOut();
    setLeaving(false);
    setOpen(false);
  }

  return (
    <div ref={root} className="relative">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((value) => !value)}
        className="inline-flex h-11 max-w-40 items-center gap-1.5 rounded-full px-2.5 font-semibold text-ink-2 hover:bg-surface-2"
      >
        <UserIcon className="size-6 shrink-0" />
        <span className="sr-only truncate sm:not-sr-only">Hola, {nombre}</span>
      </button>
      <ul id={id} hidden={!open} className="absolute top-full right-0 z-50 mt-1 w-48 rounded-2xl border border-line bg-surface p-1.5 shadow-lg">
        <li>
          {/* A plain link: the panel is never prefetched, and its guard runs on a real request. */}
          {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- see above */}
          <a href="/home-admin" className="block rounded-xl px-3 py-2.5 font-semibold text-ink hover:bg-surface-2">
            Mi panel
          </a>
        </li>
        <li>
          <button
            type="button"
            onClick={() => void logout()}
            disabled={leaving}
            className="block w-full rounded-xl px-3 py-2.5 text-left font-semibold text-ink hover:bg-surface-2 disabled:opacity-60"
          >
            Cerrar sesión
          </button>
        </li>
      </ul>
    </div>
  );
}
