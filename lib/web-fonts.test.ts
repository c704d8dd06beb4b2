import { describe, expect, it, vi } from 'vitest';
import { webFontsScript } from './web-fonts';

/** Runs the head script with the given navigator; returns what it asked document.fonts to load. */
function run(navigator: unknown, load: (font: string) => unknown = () => Promise.resolve([])) {
  const loads: string[] = [];
  const document = {
    fonts: {
      load: vi.fn((font: string) => {
        loads.push(font);
        return load(font);
      }),
    },
  };
  new Function('navigator', 'document', webFontsScript)(navigator, document);
  return loads;
}

describe('the web fonts head script', () => {
  it('loads both fonts before the first paint when the service worker controls the page', () => {
    expect(run({ serviceWorker: { controller: {} } })).toEqual(['400 1em "Nunito"', '700 1em "Dancing Script"']);
  });

  it('loads nothing on a first visit (no worker in control) or without service workers', () => {
    expect(run({ serviceWorker: { controller: null } })).toEqual([]);
    expect(run({})).toEqual([]);
  });

  it('never throws: a font that fails to load is caught, and a browser that refuses to answer is passed over', () => {
    const caught = vi.fn();
    expect(run({ serviceWorker: { controller: {} } }, () => ({ catch: caught }))).toHaveLength(2);
    expect(caught).toHaveBeenCalledTimes(2);
    const refusing = {
      get serviceWorker(): never {
        throw new Error('SecurityError');
      },
    };
    expect(run(refusing)).toEqual([]);
  });
});
