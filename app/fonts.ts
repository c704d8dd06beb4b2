import localFont from 'next/font/local';

// Self-hosted, latin subset only (covers Spanish: á é í ó ú ñ ü ¡ ¿): the build has no network.
export const bodyFont = localFont({
  src: '../node_modules/@fontsource-variable/nunito/files/nunito-latin-wght-normal.woff2',
  variable: '--font-body',
  weight: '200 1000',
  display: 'swap',
});

export const brandFont = localFont({
  src: '../node_modules/@fontsource-variable/dancing-script/files/dancing-script-latin-wght-normal.woff2',
  variable: '--font-brand',
  weight: '400 700',
  display: 'swap',
  preload: false,
});
