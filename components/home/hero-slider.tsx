'use client';

import type { ReactNode } from 'react';
import { useHeroSlider } from './use-hero-slider';
import { ChevronLeftIcon, ChevronRightIcon, PauseIcon, PlayIcon } from '@/components/ui/icons';

/** `picture` is rendered on the server (components/menu/picture.tsx): no image code here. */
export type Slide = { id: string; picture: ReactNode; title: string; text: string };

// WAI-ARIA carousel (state and timing in use-hero-slider.ts): a 300 ms fade between slides.
export function HeroSlider({ slides }: { slides: Slide[] }) {
  const count = slides.length;
  const { root, index, setIndex, go, paused, rotating, seen, togglePause, onMouseEnter, onMouseLeave, onFocus, onBlur } = useHeroSlider(count);

  return (
    <section
      ref={root}
      aria-roledescription="carousel"
      aria-label="Lo mejor de CrepiVara"
      onMouseEnter={onMouseEnter}
      onMouseLeave={onMouseLeave}
      onFocus={onFocus}
      onBlur={onBlur}
      className="relative overflow-hidden rounded-[2rem] bg-surface-2 shadow-xl shadow-brand/20"
    >
      <div className="absolute top-3 right-3 z-10 flex gap-2">
        <button
          type="button"
          onClick={togglePause}
          aria-label={paused ? 'Reproducir presentación' : 'Pausar presentación'}
          className="inline-flex size-11 items-center justify-center rounded-full bg-black/55 text-white backdrop-blur hover:bg-black/70"
        >
          {paused ? <PlayIcon /> : <PauseIcon />}
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
          <ChevronLeftIcon className="size-5" strokeWidth={2.5} />
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
            <span className={`block h-2.5 rounded-full transition-all ${i === index ? 'w-6 bg-white' : 'w-2.5 bg-white/60 group-hover:bg-white/85'}`} />
          </button>
        ))}
        <button
          type="button"
          onClick={() => go(1)}
          aria-label="Diapositiva siguiente"
          className="inline-flex size-11 items-center justify-center rounded-full text-white hover:bg-black/40"
        >
          <ChevronRightIcon className="size-5" strokeWidth={2.5} />
        </button>
      </div>
    </section>
  );
}
