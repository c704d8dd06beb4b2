'use client';

import { usePathname } from 'next/navigation';
import { useEffect } from 'react';

// Every route change starts at the top (spec section 2), except links to an anchor
// such as /#especialidades, which land on their section.
export function ScrollToTop() {
  const pathname = usePathname();
  useEffect(() => {
    const target = window.location.hash ? document.getElementById(decodeURIComponent(window.location.hash.slice(1))) : null;
    if (target) target.scrollIntoView();
    else window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [pathname]);
  return null;
}
