'use client';

import { useCallback, useState } from 'react';

/** A visitor who does any of these is using the page and heading somewhere on it. */
const ENGAGED = ['scroll', 'pointerdown', 'keydown', 'touchstart'] as const;

/**
 * True once the element given the returned ref is within a short flick of the screen, or the
 * visitor starts using the page (a scroll, a touch, a key), and from then on. For code that only
 * matters further down (the checkout form under a long cart): it loads as soon as the visitor
 * moves, never in the page's own first load, and is there before they reach it. The ref is a
 * callback, so watching starts whenever the element appears (the cart draws after hydration).
 */
export function useNeededSoon<T extends Element>(): [boolean, (element: T | null) => (() => void) | undefined] {
  const [needed, setNeeded] = useState(false);
  const slot = useCallback((element: T | null) => {
    if (!element) return;
    const need = () => setNeeded(true);
    // Already scrolled (before the element appeared, or a reload that kept its place): on the move.
    if (window.scrollY > 0 || typeof IntersectionObserver === 'undefined') {
      need();
      return;
    }
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && need(), { rootMargin: '200px 0px' });
    observer.observe(element);
    for (const type of ENGAGED) window.addEventListener(type, need, { passive: true, once: true });
    return () => {
      observer.disconnect();
      for (const type of ENGAGED) window.removeEventListener(type, need);
    };
  }, []);
  return [needed, slot];
}
