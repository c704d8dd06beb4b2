'use client';

import { useEffect, useState } from 'react';

/**
 * Shows its children (the Google Maps embed) once the page has loaded and the browser is idle.
 * The embed opens connections to another origin and pulls in about a megabyte: the countdown,
 * which every visitor sees before the opening, should not wait for any of it. The page puts a
 * <noscript> copy beside it for visitors without JavaScript.
 */
export function DeferredMap({ children }: { children: React.ReactNode }) {
  const [shown, setShown] = useState(false);

  useEffect(() => {
    // Safari has no requestIdleCallback: a short timeout stands in.
    const idleApi = typeof window.requestIdleCallback === 'function';
    let pending: number | undefined;
    const show = () => setShown(true);
    const whenIdle = () => {
      pending = idleApi ? window.requestIdleCallback(show, { timeout: 2000 }) : window.setTimeout(show, 200);
    };
    if (document.readyState === 'complete') whenIdle();
    else window.addEventListener('load', whenIdle, { once: true });
    return () => {
      window.removeEventListener('load', whenIdle);
      if (pending === undefined) return;
      if (idleApi) window.cancelIdleCallback(pending);
      else window.clearTimeout(pending);
    };
  }, []);

  return shown ? children : null;
}
