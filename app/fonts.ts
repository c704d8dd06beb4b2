import localFont from 'next/font/local';

// Self-hosted and subset by scripts/fonts/subset-fonts.mjs to the characters the site writes
// (Spanish included: á é í ó ú ñ ü ¡ ¿); the build has no network.
export const bodyFont = localFont({
  src: './_fonts/nunito-subset.woff2',
  variable: '--font-body',
  weight: '400 800',
  display: 'swap',
});

// Headings only, always bold: one static weight. Preloaded as well: every page's h1 uses it, and
// discovered late (from the CSS) it arrived after the first paint and its swap moved the heading
// (Lighthouse CLS above 0).
export const brandFont = localFont({
  src: './_fonts/dancing-script-700-subset.woff2',
  variable: '--font-brand',
  weight: '700',
  display: 'swap',
});
