import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { fallbackFamilies, fallbackFontFaces } from '../scripts/fonts/fallbacks.mjs';
import { FALLBACK_TEXT, FONT_TEXT, FONTS, subset } from '../scripts/fonts/fonts.mjs';

const root = path.resolve(__dirname, '..');

/** Every source file whose text can reach a visitor (tests and scripts aside). */
function sourceFiles(dir: string): string[] {
  return fs.readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(relative);
    return /\.(tsx?|css)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [relative] : [];
  });
}

describe('subset fonts', () => {
  it('keep every character the site writes', () => {
    const kept = new Set([...FONT_TEXT, ...FALLBACK_TEXT]);
    const missing = new Map<string, string>();
    for (const file of ['app', 'components', 'lib', 'data'].flatMap(sourceFiles)) {
      for (const character of fs.readFileSync(path.join(root, file), 'utf8')) {
        if (character >= ' ' && !kept.has(character) && !missing.has(character)) missing.set(character, file);
      }
    }
    expect(Object.fromEntries(missing)).toEqual({});
  });

  it('are committed exactly as subset-fonts.mjs cuts them', async () => {
    for (const font of FONTS) {
      const committed = fs.readFileSync(path.join(root, font.file));
      expect(Buffer.compare(await subset(font, root), committed), font.file).toBe(0);
      expect(committed.length).toBeLessThan(30 * 1024);
    }
    // Cutting the fonts takes a few seconds of CPU: more than Vitest's default 5 s on a busy machine.
  }, 60_000);
});

describe('fallback fonts', () => {
  const css = fs.readFileSync(path.join(root, 'app/globals.css'), 'utf8');

  it('are in globals.css exactly as scripts/fonts/fallbacks.mjs writes them', () => {
    const block = /\/\* font-fallbacks:start \*\/\n([\s\S]*?)\n\/\* font-fallbacks:end \*\//.exec(css)?.[1];
    expect(block).toBe(fallbackFontFaces());
  });

  it('follow each web font, sans-serif to the end (no serif, no cursive)', () => {
    expect(css).toContain(`--font-sans: var(--font-body), ${fallbackFamilies('Nunito Fallback')}, ui-sans-serif, system-ui, sans-serif;`);
    expect(css).toContain(`--font-brand: var(--font-brand), ${fallbackFamilies('Dancing Script Fallback')}, ui-sans-serif, system-ui, sans-serif;`);
  });

  it('scale a system sans-serif to the web font: Nunito is about as wide as Arial, Dancing Script narrower', () => {
    const sizes = [...fallbackFontFaces().matchAll(/size-adjust: ([\d.]+)%/g)].map((match) => Number(match[1]));
    expect(sizes).toHaveLength(6);
    for (const size of sizes.slice(0, 4)) expect(size).toBeGreaterThan(95);
    for (const size of sizes.slice(4)) expect(size).toBeLessThan(85);
  });
});
