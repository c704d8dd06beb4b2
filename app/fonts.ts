import localFont from 'next/font/local';

// Self-hosted and subset by scripts/fonts/subset-fonts.mjs to the characters the site writes
// (Spanish included: á é í ó ú ñ ü ¡ ¿); the build has no network.
//
// display: 'optional' with the preload: Chrome holds the first paint briefly for a preloaded
// optional font, and when it is later than that (a slow first visit) the page keeps the metric-
// matched fallback instead of swapping. A swap re-wraps headings and moves everything below them
// (CLS up to 0.24 on /timecount with fonts 400 ms late); the next page load has the fonts cached.
//
// The fallbacks are ours (app/globals.css, scripts/fonts/fallbacks.mjs), not next/font's: its one
// `local("Arial")` is missing on Android and most Linux systems, which then fell back to an
// unscaled font, and to a serif for the headings (docs/decisions/022-font-fallbacks.md).
export const bodyFont = localFont({
  src: './_fonts/nunito-subset.woff2',
  variable: '--font-body',
  weight: '400 800',
  display: 'optional',
  adjustFontFallback: false,
});

// Headings only, always bold: one static weight. Preloaded like the body font (next/font's
// default): every page's h1 uses it.
export const brandFont = localFont({
  src: './_fonts/dancing-script-700-subset.woff2',
  variable: '--font-brand',
  weight: '700',
  display: 'optional',
  adjustFontFallback: false,
});
