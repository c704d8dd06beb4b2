// Full-bleed backgrounds in the CrepiVara purple family, tinted per category.
import { uid, rng, round2 } from './svg.mjs';
import { linearGradient, radialGradient, twinkle } from './parts/index.mjs';

// [top-left, bottom-right, glow, bokeh accent]
export const THEMES = {
  crepes: ['#fdf1f7', '#e7cff7', '#fff7e8', '#f0abfc'], // warm lilac
  cold: ['#eef0ff', '#d5d3fb', '#f7f8ff', '#a5b4fc'], // lavender-blue
  hot: ['#faf1ea', '#e6d2ee', '#fff8ef', '#d8b4fe'], // lilac-beige
  icecream: ['#fdeefa', '#ecd0f6', '#fff6fc', '#f9a8d4'], // pink-lilac
  granizado: ['#eafaff', '#d9d2f8', '#f6fdff', '#a5f3fc'], // lilac-cyan
  strawberry: ['#fff0f5', '#f9cde3', '#fff8fb', '#fda4af'], // pink
  extras: ['#f7f3fc', '#e2d8f3', '#ffffff', '#c4b5fd'], // neutral lilac
  waffle: ['#fff5ec', '#ead3f3', '#fffaf2', '#fcd34d'], // warm golden lilac
  featured: ['#f6ecff', '#d8b8fb', '#fff9ea', '#e879f9'], // richer purple for the flagship
};

/**
 * Background: linear gradient, faint dot grid, soft glow behind the subject,
 * bokeh circles (kept away from the subject), a few twinkles and a light vignette.
 * Deterministic per `seed`.
 */
export function background(w, h, theme, seed, opts = {}) {
  const [c1, c2, glow, accent] = Array.isArray(theme) ? theme : THEMES[theme];
  const id = uid('bg');
  const rand = rng(seed);
  const angle = opts.angle ?? (rand() < 0.5 ? 0 : 1);
  const grad = angle ? [1, 0, 0, 1] : [0, 0, 1, 1];
  const gx = opts.glowX ?? 0.5;
  const gy = opts.glowY ?? 0.48;
  let bokeh = '';
  const n = opts.bokeh ?? 11;
  for (let i = 0; i < n; i += 1) {
    let x;
    let y;
    let tries = 0;
    do {
      x = rand() * w;
      y = rand() * h;
      tries += 1;
    } while (tries < 20 && Math.hypot((x - w * gx) / w, (y - h * gy) / h) < 0.3);
    const r = (0.025 + rand() * 0.07) * w;
    const col = rand() < 0.55 ? '#ffffff' : accent;
    const op = col === '#ffffff' ? 0.3 + rand() * 0.3 : 0.12 + rand() * 0.16;
    bokeh += `<circle cx="${round2(x)}" cy="${round2(y)}" r="${round2(r)}" fill="${col}" opacity="${round2(op)}"/>`;
    if (rand() < 0.35)
      bokeh += `<circle cx="${round2(x)}" cy="${round2(y)}" r="${round2(r * 1.25)}" fill="none" stroke="#ffffff" stroke-width="2" opacity=".35"/>`;
  }
  let twinkles = '';
  const tn = opts.twinkles ?? 4;
  for (let i = 0; i < tn; i += 1) {
    const x = (0.06 + rand() * 0.88) * w;
    const y = (0.06 + rand() * 0.88) * h;
    const s = w * (0.012 + rand() * 0.014);
    const col = rand() < 0.5 ? '#ffffff' : accent;
    if (Math.hypot((x - w * gx) / w, (y - h * gy) / h) < 0.28) continue;
    twinkles += twinkle(round2(x), round2(y), round2(s), col, 0.8);
  }
  const pid = `${id}p`;
  const dot = w / 40;
  return (
    `<defs>${linearGradient(`${id}a`, grad, [
      [0, c1],
      [1, c2],
    ])}${radialGradient(
      `${id}g`,
      [gx, gy, 0.55],
      [
        [0, glow, 0.95],
        [0.55, glow, 0.45],
        [1, glow, 0],
      ],
    )}` +
    `<pattern id="${pid}" width="${round2(dot)}" height="${round2(dot)}" patternUnits="userSpaceOnUse"><circle cx="${round2(dot / 2)}" cy="${round2(dot / 2)}" r="${round2(dot * 0.07)}" fill="#7c3aed" opacity=".09"/></pattern>` +
    `<radialGradient id="${id}v" cx="50%" cy="50%" r="75%"><stop offset=".6" stop-color="#6b21a8" stop-opacity="0"/><stop offset="1" stop-color="#6b21a8" stop-opacity=".12"/></radialGradient></defs>` +
    `<rect width="${w}" height="${h}" fill="url(#${id}a)"/>` +
    `<rect width="${w}" height="${h}" fill="url(#${pid})"/>` +
    `<rect width="${w}" height="${h}" fill="url(#${id}g)"/>` +
    bokeh +
    twinkles +
    `<rect width="${w}" height="${h}" fill="url(#${id}v)"/>`
  );
}

/** Soft table/counter surface along the bottom (used in slides). */
export function surface(w, h, y, color = '#e9d5ff') {
  const id = uid('sf');
  return `<defs>${linearGradient(
    id,
    [0, 0, 0, 1],
    [
      [0, '#ffffff', 0.7],
      [0.08, color, 0.9],
      [1, color, 1],
    ],
  )}</defs><path d="M0 ${y}Q${w / 2} ${y - 30} ${w} ${y}L${w} ${h}L0 ${h}Z" fill="url(#${id})"/>`;
}

export const dropShadowFilter = (id = 'ds', color = '#4c1d95', opacity = 0.2, blur = 7, dy = 8) =>
  `<filter id="${id}" x="-30%" y="-30%" width="160%" height="170%"><feDropShadow dx="0" dy="${dy}" stdDeviation="${blur}" flood-color="${color}" flood-opacity="${opacity}"/></filter>`;
