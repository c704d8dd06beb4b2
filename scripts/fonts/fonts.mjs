// The two subset fonts in app/_fonts/ and what they keep (written by subset-fonts.mjs).
// app/fonts.test.ts checks that every character the site's sources write is kept, so new text
// never falls back to another font, and that the committed files are what this produces.
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
    file: 'app/_fonts/nunito-subset.woff2',
    source: '@fontsource-variable/nunito/files/nunito-latin-wght-normal.woff2',
    axes: { wght: { min: 400, max: 800 } },
  },
  {
    file: 'app/_fonts/dancing-script-700-subset.woff2',
    source: '@fontsource-variable/dancing-script/files/dancing-script-latin-wght-normal.woff2',
    axes: { wght: 700 },
  },
];

/** The woff2 bytes of one entry of FONTS, cut from its source in node_modules. */
export async function subset(font, root) {
  const source = fs.readFileSync(path.join(root, 'node_modules', font.source));
  return subsetFont(source, FONT_TEXT, { targetFormat: 'woff2', variationAxes: font.axes });
}
