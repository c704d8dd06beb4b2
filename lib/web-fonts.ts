// The two self-hosted subset fonts (public/fonts, cut by scripts/fonts/subset-fonts.mjs, each file
// named by its content; app/fonts.test.ts checks these names and globals.css's @font-face rules).
export const WEB_FONTS = [
  { family: 'Nunito', weight: '400 800', href: '/fonts/nunito-subset.10cb990743.woff2' },
  { family: 'Dancing Script', weight: '700', href: '/fonts/dancing-script-700-subset.0b8ef33d7a.woff2' },
] as const;

/**
 * Runs in <head>: loads the fonts before the first paint only when they are at hand, that is when
 * the service worker controls the page (its precache holds them). The fonts are `display: optional`,
 * used only if there at the first paint, and Chromium holds that paint for a font loaded from the
 * head (a preload or this call) up to ~100 ms after the body starts: on a phone's first visit the
 * page would wait for fonts it then would not use. Without the worker the page paints at once in
 * the metric-matched fallbacks (docs/decisions/096-web-fonts-when-at-hand.md).
 */
export const webFontsScript = `(function(){try{if(!navigator.serviceWorker||!navigator.serviceWorker.controller)return;${WEB_FONTS.map(
  (font) => `document.fonts.load(${JSON.stringify(`${font.weight.split(' ')[0]} 1em "${font.family}"`)}).catch(function(){});`,
).join('')}}catch(e){}})();`;
