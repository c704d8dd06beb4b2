import { useEffect, useRef, useState, useSyncExternalStore, type FocusEvent } from 'react';

const INTERVAL_MS = 5000;

function subscribeReducedMotion(onChange: () => void) {
  const media = window.matchMedia('(prefers-reduced-motion: reduce)');
  media.addEventListener('change', onChange);
  return () => media.removeEventListener('change', onChange);
}
const prefersReducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * The carousel's state (hero-slider.tsx draws it): it rotates every 5 s once on screen, and stops
 * on hover, on focus, with the pause button (WCAG 2.2.2) and for visitors who prefer less motion.
 */
export function useHeroSlider(count: number) {
  const [index, setIndex] = useState(0);
  const [userPaused, setUserPaused] = useState<boolean | null>(null);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [onScreen, setOnScreen] = useState(false);
  // The other slides' pictures wait until the carousel has been on screen, so they never
  // compete with the first one (the home page's largest paint) for the network.
  const [seen, setSeen] = useState(false);
  const reducedMotion = useSyncExternalStore(subscribeReducedMotion, prefersReducedMotion, () => true);
  const root = useRef<HTMLElement>(null);

  const paused = userPaused ?? reducedMotion;
  const rotating = !paused && !hovered && !focused && onScreen;

  useEffect(() => {
    const element = root.current;
    if (!element) return;
    const observer = new IntersectionObserver(
      ([entry]) => {
        const visible = entry?.isIntersecting ?? false;
        setOnScreen(visible);
        if (visible) setSeen(true);
      },
      { threshold: 0.3 },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    if (!rotating) return;
    const timer = window.setTimeout(() => setIndex((current) => (current + 1) % count), INTERVAL_MS);
    return () => window.clearTimeout(timer);
  }, [rotating, index, count]);

  const go = (step: number) => setIndex((current) => (current + step + count) % count);

  return {
    root,
    index,
    setIndex,
    go,
    paused,
    rotating,
    seen,
    togglePause: () => setUserPaused(!paused),
    onMouseEnter: () => setHovered(true),
    onMouseLeave: () => setHovered(false),
    onFocus: () => setFocused(true),
    onBlur: (event: FocusEvent<HTMLElement>) => {
      if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
    },
  };
}
