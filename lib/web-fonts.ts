// The two self-hosted subset fonts (public/fonts, cut by scripts/fonts/subset-fonts.mjs, each file
// named by its content; app/fonts.test.ts checks these names against the files).
export const WEB_FONTS = [
  { family: 'Nunito', weight: '400 800', href: '/fonts/nunito-subset.10cb990743.woff2' },
  { family: 'Dancing Script', weight: '700', href: '/fonts/dancing-script-700-subset.0b8ef33d7a.woff2' },
] as const;

const FACES = WEB_FONTS.map((font) => [font.family, `url(${font.href}) format("woff2")`, font.weight]);

/**
 * Runs in <head>: declares and loads the web fonts only when they are at hand, that is when the
 * service worker controls the page (its precache holds them). Chromium holds the first paint for a
 * font loaded from the head up to ~100 ms after the body starts, so they come from the worker in
 * time and the page is drawn in them. Without the worker (a first visit, a browser without service
 * workers) the fonts do not exist for the page: its text is drawn at once in the metric-matched
 * fallbacks, rather than hidden for the ~100 ms that an `optional` font may block it
 * (docs/decisions/096-web-fonts-when-at-hand.md). `optional`: a font that misses the first paint is
 * never swapped in, so nothing moves.
 */
export const webFontsScript = `(function(){try{if(!navigator.serviceWorker||!navigator.serviceWorker.controller)return;${JSON.stringify(
  FACES,
)}.forEach(function(f){var face=new FontFace(f[0],f[1],{weight:f[2],display:"optional"});document.fonts.add(face);face.load().catch(function(){})})}catch(e){}})();`;
