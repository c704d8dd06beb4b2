'use client';

import { useEffect } from 'react';

// On phones the navbar gives the screen back: it slides away while the visitor scrolls down and
// returns as soon as they scroll up (or reach the top). Marked on <html>, styled in globals.css
// (below 640 px only), so the server's HTML and every layout stay as they are. Renders nothing.
const THRESHOLD_PX = 8;

export function NavScroll() {
  useEffect(() => {
    const root = document.documentElement;
    let last = window.scrollY;
    let frame = 0;
    const update = () => {
      frame = 0;
      const y = window.scrollY;
      // Never while the phone menu is open, and always near the top.
      const menuOpen = document.getElementById('nav-toggle')?.getAttribute('aria-expanded') === 'true';
      if (y < 80 || menuOpen || y < last - THRESHOLD_PX) delete root.dataset.navHidden;
      else if (y > last + THRESHOLD_PX) root.dataset.navHidden = '';
      if (Math.abs(y - last) > THRESHOLD_PX) last = y;
    };
    const onScroll = () => {
      frame ||= window.requestAnimationFrame(update);
    };
    // A keyboard user tabbing into the hidden navbar gets it back.
    const onFocus = (event: FocusEvent) => {
      if (event.target instanceof Element && event.target.closest('header')) delete root.dataset.navHidden;
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    document.addEventListener('focusin', onFocus);
    return () => {
      window.removeEventListener('scroll', onScroll);
      document.removeEventListener('focusin', onFocus);
      window.cancelAnimationFrame(frame);
      delete root.dataset.navHidden;
    };
  }, []);
  return null;
}
