'use client';

import { useEffect, useId, useState } from 'react';
import { MenuIcon } from '@/components/ui/icons';

/**
 * The panel's sections behind one button on a phone (the page's own heading stays near the top);
 * always shown beside the page from `md` up, where the button is gone. A section link on the same
 * page (#ajustes) closes it; any other is a new page.
 */
export function PanelMenu({ children }: { children: React.ReactNode }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  useEffect(() => {
    const close = () => setOpen(false);
    window.addEventListener('hashchange', close);
    return () => window.removeEventListener('hashchange', close);
  }, []);
  return (
    <>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((shown) => !shown)}
        className="inline-flex min-h-11 items-center gap-2 rounded-full border-2 border-line px-4 font-bold text-ink hover:bg-surface-2 md:hidden"
      >
        <MenuIcon className="size-5" />
        Secciones
      </button>
      <div id={id} data-open={open ? '' : undefined} className="hidden w-full data-open:block md:flex md:min-h-0 md:flex-1 md:flex-col">
        {children}
      </div>
    </>
  );
}
