'use client';

import { useEffect, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';

/** `picture` is rendered on the server (components/menu/picture.tsx): no image code here. */
export type Slide = { id: string; picture: ReactNode; title: string; text: string };

const INTERVAL_MS = 5000;

function subscribeReducedMotion(onChange: () => void) {
  const media = window.matchMedia('(prefers-reduced-motion: reduce)');
  media.addEventListener('change', onChange);
  return () => media.removeEventListener('change', onChange);
}
const prefersReducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches;

// WAI-ARIA carousel: rotates every 5 s with a 300 ms fade once on screen; stops on hover,
// on focus, with the pause button (WCAG 2.2.2) and for visitors who prefer less motion.
export function HeroSlider({ slides }: { slides: Slide[] }) {
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
  const count = slides.length;

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

  return (
    <section
      ref={root}
      aria-roledescription="carousel"
      aria-label="Lo mejor de CrepiVara"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
      className="relative overflow-hidden rounded-[2rem] bg-surface-2 shadow-xl shadow-brand/20"
    >
      <div className="absolute top-3 right-3 z-10 flex gap-2">
        <button
          type="button"
          onClick={() => setUserPaused(!paused)}
          aria-label={paused ? 'Reproducir presentación' : 'Pausar presentación'}
          className="inline-flex size-11 items-center justify-center rounded-full bg-black/55 text-white backdrop-blur hover:bg-black/70"
        >
          <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="currentColor">
            {paused ? <path d="M8 5v14l11-7z" /> : <path d="M7 5h4v14H7zM13 5h4v14h-4z" />}
          </svg>
        </button>
      </div>

      <div aria-live={rotating ? 'off' : 'polite'} className="relative aspect-[3/2] w-full">
        {slides.map((slide, i) => {
          const active = i === index;
          return (
            <div
              key={slide.id}
              role="group"
              aria-roledescription="slide"
              aria-label={`${i + 1} de ${count}`}
              aria-hidden={!active}
              inert={!active}
              className={`absolute inset-0 transition-opacity duration-300 motion-reduce:transition-none ${active ? 'opacity-100' : 'opacity-0'}`}
            >
              {(i === 0 || seen) && slide.picture}
              <div className="absolute inset-x-0 bottom-0 bg-gradient-to-t from-black/75 via-black/45 to-transparent px-5 pt-16 pb-12 text-white sm:px-8">
                <p className="text-2xl font-extrabold sm:text-3xl">{slide.title}</p>
                <p className="mt-1 max-w-lg text-white/90 sm:text-lg">{slide.text}</p>
              </div>
            </div>
          );
        })}
      </div>

      <div className="absolute inset-x-0 bottom-2 z-10 flex items-center justify-center gap-1">
        <button
          type="button"
          onClick={() => go(-1)}
          aria-label="Diapositiva anterior"
          className="inline-flex size-11 items-center justify-center rounded-full text-white hover:bg-black/40"
        >
          <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round">
            <path d="M15 5l-7 7 7 7" />
          </svg>
        </button>
        {slides.map((slide, i) => (
          <button
            key={slide.id}
            type="button"
            onClick={() => setIndex(i)}
            aria-label={`Ir a la diapositiva ${i + 1}`}
            aria-current={i === index ? 'true' : undefined}
            className="group inline-flex size-8 items-center justify-center"
          >
            <span
              className={`block h-2.5 rounded-full transition-all ${i === index ? 'w-6 bg-white' : 'w-2.5 bg-white/60 group-hover:bg-white/85'}`}
            />
          </button>
        ))}
        <button
          type="button"
          onClick={() => go(1)}
          aria-label="Diapositiva siguiente"
          className="inline-flex size-11 items-center justify-center rounded-full text-white hover:bg-black/40"
        >
          <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round">
            <path d="M9 5l7 7-7 7" />
          </svg>
        </button>
      </div>
    </section>
  );
}
