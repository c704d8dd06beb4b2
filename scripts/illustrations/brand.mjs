// Brand mark (hand-drawn capybara), maskable icon, fallback picture and Open Graph card.
import { doc, place, emoji } from './lib/svg.mjs';
import { background, dropShadowFilter, surface } from './lib/scene.mjs';
import { crepeCone, scoop, cream, tallGlass, shavedIceCup, shadow, drizzle, twinkle } from './lib/parts/index.mjs';

/**
 * The capybara face on a purple disc, drawn in a 512x512 box.
 * `p` prefixes the ids so the mark can be embedded in other documents.
 */
export function capybara(p = 'cv') {
  return (
    `<defs>` +
    `<radialGradient id="${p}d" cx="35%" cy="30%" r="80%"><stop offset="0" stop-color="#a78bfa"/><stop offset=".55" stop-color="#7c3aed"/><stop offset="1" stop-color="#5b21b6"/></radialGradient>` +
    `<radialGradient id="${p}f" cx="42%" cy="28%" r="80%"><stop offset="0" stop-color="#d29a66"/><stop offset=".6" stop-color="#a86b3d"/><stop offset="1" stop-color="#7e4d2a"/></radialGradient>` +
    `<linearGradient id="${p}m" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#9c673c"/><stop offset="1" stop-color="#74462a"/></linearGradient>` +
    `</defs>` +
    `<circle cx="256" cy="256" r="256" fill="url(#${p}d)"/>` +
    `<circle cx="256" cy="256" r="232" fill="none" stroke="#c4b5fd" stroke-width="6" opacity=".35"/>` +
    // ears (small, high, set back)
    `<ellipse cx="166" cy="146" rx="30" ry="25" fill="#7a4a28"/><ellipse cx="170" cy="150" rx="15" ry="12" fill="#4a2b16"/>` +
    `<ellipse cx="346" cy="146" rx="30" ry="25" fill="#7a4a28"/><ellipse cx="342" cy="150" rx="15" ry="12" fill="#4a2b16"/>` +
    // boxy head
    `<path d="M256 124C334 124 372 156 376 222L384 336C388 410 338 446 256 446C174 446 124 410 128 336L136 222C140 156 178 124 256 124Z" fill="url(#${p}f)"/>` +
    `<path d="M204 146C228 138 284 138 308 146" fill="none" stroke="#e2b184" stroke-width="8" stroke-linecap="round" opacity=".55"/>` +
    // long blunt snout
    `<path d="M256 270C330 270 356 292 358 338C360 404 322 432 256 432C190 432 152 404 154 338C156 292 182 270 256 270Z" fill="url(#${p}m)"/>` +
    `<path d="M188 292C214 280 298 280 324 292" fill="none" stroke="#c08a5c" stroke-width="8" stroke-linecap="round" opacity=".6"/>` +
    // nostrils, philtrum and a content little smile
    `<path d="M206 326C210 312 232 310 236 322C238 332 222 340 206 326Z" fill="#2b170b"/>` +
    `<path d="M306 326C302 312 280 310 276 322C274 332 290 340 306 326Z" fill="#2b170b"/>` +
    `<path d="M256 344L256 372M230 380C242 392 252 388 256 376C260 388 270 392 282 380" fill="none" stroke="#2b170b" stroke-width="8" stroke-linecap="round" stroke-linejoin="round"/>` +
    // small calm eyes, high on the head
    `<ellipse cx="196" cy="222" rx="16" ry="17" fill="#24140a"/><circle cx="202" cy="215" r="6" fill="#fff"/>` +
    `<ellipse cx="316" cy="222" rx="16" ry="17" fill="#24140a"/><circle cx="322" cy="215" r="6" fill="#fff"/>` +
    // blush
    `<ellipse cx="158" cy="288" rx="22" ry="13" fill="#f9a8d4" opacity=".6"/><ellipse cx="354" cy="288" rx="22" ry="13" fill="#f9a8d4" opacity=".6"/>` +
    // chef hat
    `<g transform="rotate(-10 256 100)"><rect x="212" y="98" width="92" height="34" rx="10" fill="#f3e8ff"/><path d="M216 106C188 102 186 64 216 62C220 36 254 30 265 50C282 34 314 44 310 72C334 80 328 110 300 106Z" fill="#ffffff"/><rect x="212" y="112" width="92" height="9" fill="#e9d5ff"/></g>`
  );
}

export const logoSvg = () =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512" width="512" height="512" role="img" aria-label="CrepiVara">${capybara()}</svg>`;

/** Apple touch icon: iOS paints transparency black, so use a full-bleed purple square. */
export const appleSvg = () =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512" width="512" height="512"><rect width="512" height="512" fill="#7c3aed"/><g transform="translate(25.6 25.6) scale(.9)">${capybara('ap')}</g></svg>`;

/** Maskable icon: full-bleed purple, logo at 60% (20% safe-zone padding each side). */
export const maskableSvg = () =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512" width="512" height="512"><rect width="512" height="512" fill="#7c3aed"/><g transform="translate(102.4 102.4) scale(.6)">${capybara('mk')}</g></svg>`;

/** Neutral "picture not available": a plate with a soft question mark. Tiny, no emoji bodies. */
export const fallbackSvg = () =>
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 600" width="800" height="600" role="img" aria-label="Imagen no disponible">' +
  '<defs><linearGradient id="b" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#f7f3fc"/><stop offset="1" stop-color="#e2d8f3"/></linearGradient>' +
  '<radialGradient id="g" cx=".5" cy=".48" r=".5"><stop offset="0" stop-color="#fff" stop-opacity=".9"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient></defs>' +
  '<rect width="800" height="600" fill="url(#b)"/><rect width="800" height="600" fill="url(#g)"/>' +
  '<circle cx="120" cy="110" r="46" fill="#fff" opacity=".45"/><circle cx="690" cy="470" r="60" fill="#c4b5fd" opacity=".2"/><circle cx="660" cy="120" r="30" fill="#fff" opacity=".5"/>' +
  '<ellipse cx="400" cy="470" rx="250" ry="44" fill="#4c1d95" opacity=".08"/>' +
  '<ellipse cx="400" cy="448" rx="240" ry="70" fill="#d6c3f0"/><ellipse cx="400" cy="440" rx="240" ry="70" fill="#fff"/>' +
  '<ellipse cx="400" cy="444" rx="170" ry="46" fill="#f3ecfc" stroke="#e7dcf6" stroke-width="3"/>' +
  '<path d="M340 220C340 150 460 150 460 220C460 268 400 268 400 318" fill="none" stroke="#c4b5fd" stroke-width="36" stroke-linecap="round" stroke-linejoin="round"/>' +
  '<circle cx="400" cy="384" r="22" fill="#c4b5fd"/>' +
  '</svg>';

/** Open Graph card 1200x630 with the logo, name, tagline and a little food scene. */
export function ogSvg() {
  const W = 1200;
  const H = 630;
  const font = "Nunito, 'Nunito Variable', 'DejaVu Sans', 'Liberation Sans', Arial, sans-serif";
  const E = (n, x, y, s, r = 0) => emoji(n, x, y, s, { rotate: r, shadow: 'ds' });
  const food =
    shadow(560, 602, 90, 14) +
    place(
      crepeCone({
        filling:
          place(cream(150), -6, 14) +
          emoji('strawberry', -78, -20, 100, { rotate: -26 }) +
          emoji('blueberries', 78, -10, 90) +
          drizzle('M-100 -30C-70 -70-38 -4-6 -50S58 -24 100 -60', 'strawberry', 10),
        seed: 5,
      }),
      560,
      432,
      0.54,
    ) +
    shadow(730, 604, 70, 12) +
    place(
      tallGlass({ liquid: ['#ffe6ee', '#f4a3bf'], level: 0.9, strawAngle: -12, straw: ['#e879f9', '#ffffff'], topping: place(cream(190), 0, -296) }),
      730,
      600,
      0.48,
    ) +
    shadow(900, 604, 90, 12) +
    place(shavedIceCup({ h: 230, top: 240, bottom: 166, dome: 130, syrups: ['#ff4f8b', '#38bdf8'], liquid: '#c084fc', seed: 21 }), 900, 600, 0.52) +
    E('waffle', 1072, 540, 150, 0) +
    place(scoop('strawberry', 40), 1060, 506) +
    place(scoop('vanilla', 38), 1096, 512) +
    E('strawberry', 430, 560, 80, -14) +
    E('sparkles', 1110, 90, 80, 0) +
    E('cherries', 1000, 400, 70, 10);
  const body =
    background(W, H, 'featured', 404, { glowX: 0.3, glowY: 0.45, bokeh: 9, twinkles: 6 }) +
    surface(W, H, 590, '#e2cffb') +
    `<circle cx="230" cy="315" r="200" fill="#ffffff" opacity=".35"/>` +
    `<g transform="translate(70 155) scale(.625)" filter="url(#ds)">${capybara('og')}</g>` +
    `<text x="430" y="200" font-family="${font}" font-weight="800" font-size="112" fill="#4c1d95" letter-spacing="-1">CrepiVara</text>` +
    `<text x="434" y="262" font-family="${font}" font-weight="600" font-size="42" fill="#6b21a8">Crepería gourmet · Guápiles</text>` +
    `<rect x="434" y="290" width="120" height="8" rx="4" fill="#e879f9"/>` +
    twinkle(1150, 300, 16, '#e879f9') +
    twinkle(380, 110, 12, '#ffffff') +
    food;
  return doc(W, H, body, dropShadowFilter('ds', '#4c1d95', 0.22, 8, 8));
}
