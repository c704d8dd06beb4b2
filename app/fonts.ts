import localFont from 'next/font/local';

// Self-hosted subsets, preloaded, `display: 'optional'`: a late font is never swapped in, so
// nothing moves (docs/decisions/008-fonts-subset-and-optional.md). The metric-matched fallbacks
// are ours, in app/globals.css (docs/decisions/022-font-fallbacks.md).
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
