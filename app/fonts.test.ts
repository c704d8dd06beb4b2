import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
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
