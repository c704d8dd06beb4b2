import { describe, expect, it, vi } from 'vitest';
import { webFontsScript, WEB_FONTS } from './web-fonts';

type Face = { family: string; source: string; descriptors: Record<string, string>; loaded: boolean };

/**
 * Runs the head script with the given navigator; returns the faces it added to document.fonts.
 * `load` answers each face's load() (a resolved promise unless told otherwise).
 */
function run(navigator: unknown, load: () => unknown = () => Promise.resolve()) {
  const added: Face[] = [];
  class FontFace {
    face: Face;
    constructor(family: string, source: string, descriptors: Record<string, string>) {
      this.face = { family, source, descriptors, loaded: false };
    }
    load() {
      this.face.loaded = true;
      return load();
    }
  }
  const document = { fonts: { add: (face: FontFace) => added.push(face.face) } };
  new Function('navigator', 'document', 'FontFace', webFontsScript)(navigator, document, FontFace);
  return added;
}

describe('the web fonts head script', () => {
  it('declares and loads both fonts, optional, when the service worker controls the page', () => {
    expect(run({ serviceWorker: { controller: {} } })).toEqual(
      WEB_FONTS.map((font) => ({
        family: font.family,
        source: `url(${font.href}) format("woff2")`,
        descriptors: { weight: font.weight, display: 'optional' },
        loaded: true,
      })),
    );
    expect(WEB_FONTS.map((font) => font.family)).toEqual(['Nunito', 'Dancing Script']);
  });

  it('declares nothing on a first visit (no worker in control) or without service workers', () => {
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
    // A browser without the Font Loading API.
    expect(() => new Function('navigator', 'document', 'FontFace', webFontsScript)({ serviceWorker: { controller: {} } }, {}, undefined)).not.toThrow();
  });
});
