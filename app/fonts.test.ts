import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { fallbackFamilies, fallbackFontFaces } from '../scripts/fonts/fallbacks.mjs';
import { FALLBACK_TEXT, FONT_TEXT, fontFile, FONTS, FONTS_DIR, subset } from '../scripts/fonts/fonts.mjs';
import { WEB_FONTS } from '../lib/web-fonts';

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

  it('are committed exactly as subset-fonts.mjs cuts them, named by their content, and nothing else', async () => {
    const files: string[] = [];
    for (const font of FONTS) {
      const bytes = await subset(font, root);
      const file = fontFile(font, bytes);
      files.push(path.basename(file));
      expect(Buffer.compare(bytes, fs.readFileSync(path.join(root, file))), file).toBe(0);
      expect(bytes.length).toBeLessThan(30 * 1024);
    }
    expect(fs.readdirSync(path.join(root, FONTS_DIR)).sort()).toEqual(files.sort());
    // Cutting the fonts takes a few seconds of CPU: more than Vitest's default 5 s on a busy machine.
  }, 60_000);
});

describe('web fonts', () => {
  const css = fs.readFileSync(path.join(root, 'app/globals.css'), 'utf8');

  it('are the committed files, and globals.css declares none of them (the head script does, when they are at hand)', () => {
    expect(WEB_FONTS.map((font) => `public${font.href}`).sort()).toEqual(
      fs
        .readdirSync(path.join(root, FONTS_DIR))
        .map((file) => `${FONTS_DIR}/${file}`)
        .sort(),
    );
    const faces = css.match(/@font-face\s*\{[^}]*\}/g) ?? [];
    expect(faces.length).toBeGreaterThan(0);
    for (const font of WEB_FONTS) {
      expect(faces.filter((face) => face.includes(`font-family: '${font.family}';`))).toEqual([]);
    }
    expect(css).not.toMatch(/url\(['"]?\/fonts\//);
  });
});

describe('fallback fonts', () => {
  const css = fs.readFileSync(path.join(root, 'app/globals.css'), 'utf8');

  it('are in globals.css exactly as scripts/fonts/fallbacks.mjs writes them', () => {
    const block = /\/\* font-fallbacks:start \*\/\n([\s\S]*?)\n\/\* font-fallbacks:end \*\//.exec(css)?.[1];
    expect(block).toBe(fallbackFontFaces());
  });

  it('follow each web font, sans-serif to the end (no serif, no cursive)', () => {
    expect(css).toContain(`--font-sans: 'Nunito', ${fallbackFamilies('Nunito Fallback')}, ui-sans-serif, system-ui, sans-serif;`);
    expect(css).toContain(`--font-brand: 'Dancing Script', ${fallbackFamilies('Dancing Script Fallback')}, ui-sans-serif, system-ui, sans-serif;`);
  });

  it('scale a system sans-serif to the web font: Nunito is about as wide as Arial, Dancing Script narrower', () => {
    const sizes = [...fallbackFontFaces().matchAll(/size-adjust: ([\d.]+)%/g)].map((match) => Number(match[1]));
    expect(sizes).toHaveLength(6);
    for (const size of sizes.slice(0, 4)) expect(size).toBeGreaterThan(95);
    for (const size of sizes.slice(4)) expect(size).toBeLessThan(85);
  });
});
