import localFont from 'next/font/local';

// Self-hosted, latin subset only (covers Spanish: á é í ó ú ñ ü ¡ ¿): the build has no network.
export const bodyFont = localFont({
  src: '../node_modules/@fontsource-variable/nunito/files/nunito-latin-wght-normal.woff2',
  variable: '--font-body',
  weight: '200 1000',
  display: 'swap',
});

// Preloaded as well: every page's h1 uses it, and discovered late (from the CSS) it arrived after
// the first paint and its swap moved the heading (Lighthouse CLS above 0).
export const brandFont = localFont({
  src: '../node_modules/@fontsource-variable/dancing-script/files/dancing-script-latin-wght-normal.woff2',
  variable: '--font-brand',
  weight: '400 700',
  display: 'swap',
});
