'use client';

import { useEffect, useState } from 'react';
import { whenIdle } from '@/components/ui/when-idle';

/**
 * Shows its children (the Google Maps embed) once the page has loaded and the browser is idle.
 * The embed opens connections to another origin and pulls in about a megabyte: the countdown,
 * which every visitor sees before the opening, should not wait for any of it. The page puts a
 * <noscript> copy beside it for visitors without JavaScript.
 */
export function DeferredMap({ children }: { children: React.ReactNode }) {
  const [shown, setShown] = useState(false);

  useEffect(() => whenIdle(() => setShown(true)), []);

  return shown ? children : null;
}
