// The two subset fonts in public/fonts/ and what they keep (written by subset-fonts.mjs).
// app/fonts.test.ts checks that every character the site's sources write is kept, so new text
// never falls back to another font, and that the committed files are what this produces.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import subsetFont from 'subset-font';

const range = (from, to) => Array.from({ length: to - from + 1 }, (_, index) => String.fromCodePoint(from + index)).join('');

/** Printable ASCII, Spanish letters and signs, the typography the texts use. */
export const FONT_TEXT = [range(0x20, 0x7e), '¡¿áéíóúÁÉÍÓÚñÑüÜ', '\u00a0·«»©°', '‘’“”–—•…−'].join('');

/**
 * Characters the sources may use that these fonts cannot give: the colón sign is not in the
 * fontsource latin files, so prices show it in the system font (as they did before subsetting).
 */
export const FALLBACK_TEXT = '₡';

export const FONTS = [
  {
    name: 'nunito-subset',
    source: '@fontsource-variable/nunito/files/nunito-latin-wght-normal.woff2',
    axes: { wght: { min: 400, max: 800 } },
  },
  {
    name: 'dancing-script-700-subset',
    source: '@fontsource-variable/dancing-script/files/dancing-script-latin-wght-normal.woff2',
    axes: { wght: 700 },
  },
];

export const FONTS_DIR = 'public/fonts';

/**
 * Where a font's bytes are kept, named by their content (`nunito-subset.<hash>.woff2`): a new cut
 * is a new address, so browsers may keep each file for a year (next.config.ts).
 */
export function fontFile(font, bytes) {
  const hash = createHash('sha256').update(bytes).digest('hex').slice(0, 10);
  return `${FONTS_DIR}/${font.name}.${hash}.woff2`;
}

/** The woff2 bytes of one entry of FONTS, cut from its source in node_modules. */
export async function subset(font, root) {
  const source = fs.readFileSync(path.join(root, 'node_modules', font.source));
  return subsetFont(source, FONT_TEXT, { targetFormat: 'woff2', variationAxes: font.axes });
}
