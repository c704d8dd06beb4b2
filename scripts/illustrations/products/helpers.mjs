// Shared by the product drawings: accent emojis, the coned and plated crepes, small decorations.
import { emoji, place } from '../lib/svg.mjs';
import { shadow, crepeCone, plate, crepeWedge, bean } from '../lib/parts/index.mjs';

/** Accent emoji with a soft drop shadow. */
export const accentEmoji = (name, x, y, size, rotate = 0, flip = false) => emoji(name, x, y, size * 1.08, { rotate, flip, shadow: 'ds' });
export const flatEmoji = (name, x, y, size, rotate = 0, flip = false) => emoji(name, x, y, size, { rotate, flip });

// A crepe cone centred on the canvas; `filling` in cone-local coordinates.
export const cone = (filling, seed, extra = {}) => shadow(400, 546, 150, 22) + place(crepeCone({ filling, seed, ...extra }), 400, 206, 1.1);

// Two folded crepes on a plate; `top` in canvas coordinates.
export const plated = (top, seed) =>
  shadow(400, 522, 300, 42) +
  place(plate(292, 94), 400, 446) +
  place(crepeWedge(262, 58, seed, { rot: 72, sy: 0.62 }), 356, 508) +
  place(crepeWedge(262, 58, seed + 1, { rot: 108, sy: 0.62 }), 444, 508) +
  top;

export const beans = (pts) => pts.map(([x, y, s, r]) => bean(x, y, s, r)).join('');

// ---- small decorations used above ----
export function powdered() {
  let out = '';
  for (let i = 0; i < 30; i += 1) {
    const a = (i * 137.5 * Math.PI) / 180;
    const r = 20 + ((i * 37) % 90);
    out += `<circle cx="${Math.round(Math.cos(a) * r)}" cy="${Math.round(-300 + Math.sin(a) * r * 0.25)}" r="${3 + (i % 3)}" fill="#fffdf6" opacity=".9"/>`;
  }
  return out;
}
export function mangoChunks() {
  const pts = [
    [-70, -300, 10],
    [-20, -330, -14],
    [40, -318, 20],
    [80, -290, -8],
    [-40, -270, 30],
    [10, -286, 0],
  ];
  return pts
    .map(
      ([x, y, r]) =>
        `<g transform="translate(${x} ${y}) rotate(${r})"><rect x="-18" y="-16" width="36" height="32" rx="9" fill="#ffb52e"/><rect x="-18" y="-16" width="36" height="14" rx="7" fill="#ffd36b"/></g>`,
    )
    .join('');
}
export function chili() {
  let out = '';
  for (let i = 0; i < 40; i += 1) {
    const a = (i * 97 * Math.PI) / 180;
    const r = (i * 29) % 110;
    out += `<circle cx="${Math.round(Math.cos(a) * r)}" cy="${Math.round(-320 + Math.sin(a) * r * 0.4)}" r="${2 + (i % 3)}" fill="#a3131d" opacity=".8"/>`;
  }
  return out;
}
export function bananaSlices(pts) {
  return pts
    .map(
      ([x, y, r]) =>
        `<g transform="translate(${x} ${y}) rotate(${r})"><ellipse rx="30" ry="22" fill="#f6e7a6" stroke="#e5c96a" stroke-width="4"/><ellipse rx="10" ry="7" fill="#eddc96"/><circle cx="-4" cy="-3" r="2" fill="#b89a4a"/><circle cx="4" cy="2" r="2" fill="#b89a4a"/><circle cx="3" cy="-4" r="1.6" fill="#b89a4a"/></g>`,
    )
    .join('');
}
