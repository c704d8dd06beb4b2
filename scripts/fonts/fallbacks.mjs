// Metric-matched sans-serif fallbacks for the two web fonts, as @font-face rules for
// app/globals.css (between the font-fallbacks markers; app/fonts.test.ts checks they are exactly
// these). While a font is late on a slow first visit, `display: optional` keeps the fallback for
// that page: a system sans-serif scaled to the web font's average letter width, with its line
// metrics, so the page keeps its look and its line breaks. next/font's own fallback (one
// `local("Arial")`) finds nothing on Android or most Linux systems, and Dancing Script's `cursive`
// came out as a serif there; these also name Arial's metric twins (Liberation Sans, Arimo) and,
// with their own numbers, Roboto (Android).
//
//   node scripts/fonts/fallbacks.mjs   (prints the rules)
//
// Metrics: capsize's, the data next/font/google computes its fallbacks from
// (next/dist/server/capsize-font-metrics.json): units per em, ascent, descent, line gap and the
// average width of lowercase text (xWidthAvg) per weight.

const WEB_FONTS = [
  { family: 'Nunito Fallback', unitsPerEm: 1000, ascent: 1011, descent: -353, lineGap: 0, widths: { regular: 452, bold: 470 } },
  { family: 'Dancing Script Fallback', unitsPerEm: 1000, ascent: 920, descent: -280, lineGap: 0, widths: { bold: 373 } },
];

const SYSTEM_FONTS = [
  {
    suffix: '',
    unitsPerEm: 2048,
    widths: { regular: 913, bold: 983 },
    local: {
      regular: ['Arial', 'ArialMT', 'Liberation Sans', 'LiberationSans', 'Arimo'],
      bold: ['Arial Bold', 'Arial-BoldMT', 'Liberation Sans Bold', 'LiberationSans-Bold', 'Arimo Bold', 'Arimo-Bold'],
    },
  },
  {
    suffix: ' Roboto',
    unitsPerEm: 2048,
    widths: { regular: 911, bold: 926 },
    local: { regular: ['Roboto', 'Roboto-Regular'], bold: ['Roboto Bold', 'Roboto-Bold'] },
  },
];

/** Regular covers the text weights (400-500), bold the rest (600-800): each from its own face. */
const WEIGHTS = { regular: '100 599', bold: '600 1000' };

// Two decimals, written as Prettier keeps them (no trailing zeros: 0%, 101.3%).
const percent = (value) => `${Number((value * 100).toFixed(2))}%`;

/** The family names to put after a web font in a font-family list. */
export function fallbackFamilies(family) {
  return SYSTEM_FONTS.map(({ suffix }) => `'${family}${suffix}'`).join(', ');
}

/** The @font-face rules, in the house CSS style. */
export function fallbackFontFaces() {
  const rules = [];
  for (const font of WEB_FONTS) {
    for (const system of SYSTEM_FONTS) {
      for (const [weight, width] of Object.entries(font.widths)) {
        // Dancing Script has only its bold: the one face serves every weight.
        const weights = Object.keys(font.widths).length === 1 ? '100 1000' : WEIGHTS[weight];
        const sizeAdjust = width / font.unitsPerEm / (system.widths[weight] / system.unitsPerEm);
        const scaled = (value) => percent(Math.abs(value) / (font.unitsPerEm * sizeAdjust));
        rules.push(
          [
            '@font-face {',
            `  font-family: '${font.family}${system.suffix}';`,
            `  src: ${system.local[weight].map((name) => `local('${name}')`).join(', ')};`,
            `  font-weight: ${weights};`,
            `  size-adjust: ${percent(sizeAdjust)};`,
            `  ascent-override: ${scaled(font.ascent)};`,
            `  descent-override: ${scaled(font.descent)};`,
            `  line-gap-override: ${scaled(font.lineGap)};`,
            '}',
          ].join('\n'),
        );
      }
    }
  }
  return rules.join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(fallbackFontFaces());
