'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useRef } from 'react';

// Every route change starts at the top (spec section 2), except links to an anchor
// such as /#especialidades, which land on their section. The first page is the browser's: a
// visitor may have scrolled it long before React starts, and that is no route change.
export function ScrollToTop() {
  const pathname = usePathname();
  const shown = useRef(pathname);
  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    const target = window.location.hash ? document.getElementById(decodeURIComponent(window.location.hash.slice(1))) : null;
    if (target) target.scrollIntoView();
    else window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [pathname]);
  return null;
}
