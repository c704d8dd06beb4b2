// What goes on a dessert: scoops, cream, syrup, sprinkles, cookies, jelly (fruit, spoons and
// beans are in ./garnish.mjs).
// Drawn in local coordinates; each part returns an SVG string.
import { uid, rng, round2 } from '../svg.mjs';
import { defs, linearGradient, radialGradient } from './gradients.mjs';
import { SCOOPS, SPRINKLE_COLORS } from './palettes.mjs';

// ---------- ice cream scoop (centre 0,0; radius r) ----------
export function scoop(flavor = 'vanilla', r = 60, opts = {}) {
  const [hi, base, dark] = SCOOPS[flavor] ?? flavor;
  const id = uid('sc');
  const s = (v) => round2(v * r);
  // dome + scalloped / dripping lower edge
  const d =
    `M${s(-1)} ${s(0.05)}C${s(-1.02)} ${s(-0.62)} ${s(-0.58)} ${s(-0.98)} 0 ${s(-0.98)}C${s(0.58)} ${s(-0.98)} ${s(1.02)} ${s(-0.62)} ${s(1)} ${s(0.05)}` +
    `C${s(1.03)} ${s(0.22)} ${s(0.86)} ${s(0.34)} ${s(0.72)} ${s(0.25)}` +
    `C${s(0.62)} ${s(0.42)} ${s(0.44)} ${s(0.44)} ${s(0.36)} ${s(0.3)}` +
    `C${s(0.3)} ${s(0.62)} ${s(0.12)} ${s(0.64)} ${s(0.1)} ${s(0.38)}` +
    `C${s(-0.02)} ${s(0.5)} ${s(-0.22)} ${s(0.48)} ${s(-0.26)} ${s(0.32)}` +
    `C${s(-0.36)} ${s(0.44)} ${s(-0.56)} ${s(0.44)} ${s(-0.62)} ${s(0.28)}` +
    `C${s(-0.78)} ${s(0.38)} ${s(-1)} ${s(0.3)} ${s(-1)} ${s(0.05)}Z`;
  let extra = '';
  if (flavor === 'cookies' || opts.chips) {
    const rand = rng(opts.seed ?? 7);
    for (let i = 0; i < 14; i += 1) {
      const a = rand() * Math.PI * 2;
      const rr = Math.sqrt(rand()) * 0.72;
      const x = Math.cos(a) * rr * r;
      const y = Math.sin(a) * rr * r * 0.8 - r * 0.25;
      const sz = (0.05 + rand() * 0.07) * r;
      extra += `<rect x="${round2(x)}" y="${round2(y)}" width="${round2(sz * 1.4)}" height="${round2(sz)}" rx="${round2(sz * 0.3)}" transform="rotate(${Math.round(rand() * 90)} ${round2(x)} ${round2(y)})" fill="${opts.chipColor ?? '#2b1d1a'}" opacity=".85"/>`;
    }
  }
  return (
    `${defs(
      radialGradient(
        `${id}a`,
        ['38%', '30%', '75%'],
        [
          [0, hi],
          [0.45, base],
          [1, dark],
        ],
      ),
      linearGradient(
        `${id}b`,
        [0, 0, 0, 1],
        [
          [0, '#fff', 0],
          [0.7, '#fff', 0],
          [1, dark, 0.55],
        ],
      ),
    )}<path d="${d}" fill="url(#${id}a)"/><path d="${d}" fill="url(#${id}b)"/>${extra}` +
    `<ellipse cx="${s(-0.38)}" cy="${s(-0.55)}" rx="${s(0.26)}" ry="${s(0.14)}" transform="rotate(-28 ${s(-0.38)} ${s(-0.55)})" fill="#fff" opacity=".55"/>` +
    `<circle cx="${s(-0.08)}" cy="${s(-0.74)}" r="${s(0.05)}" fill="#fff" opacity=".6"/>`
  );
}

// ---------- whipped cream (base centre 0,0; width w) ----------
export function cream(w = 140, opts = {}) {
  const id = uid('cr');
  const tint = opts.tint ?? '#e9dcf7';
  const tiers = [
    { y: 0, w: 1, h: 0.34 },
    { y: -0.24, w: 0.78, h: 0.3 },
    { y: -0.44, w: 0.52, h: 0.26 },
  ];
  let out = '';
  for (const t of tiers) {
    const hw = (t.w * w) / 2;
    const h = t.h * w;
    const y = t.y * w;
    // lobed tier
    const lobes = 4;
    let d = `M${round2(-hw)} ${round2(y)}`;
    for (let i = 0; i < lobes; i += 1) {
      const x0 = -hw + (2 * hw * i) / lobes;
      const x1 = -hw + (2 * hw * (i + 1)) / lobes;
      d += `C${round2(x0)} ${round2(y - h * 0.15)} ${round2(x1)} ${round2(y - h * 0.15)} ${round2(x1)} ${round2(y)}`;
    }
    d += `C${round2(hw * 1.05)} ${round2(y - h * 0.9)} ${round2(hw * 0.3)} ${round2(y - h * 1.05)} 0 ${round2(y - h * 1.02)}C${round2(-hw * 0.3)} ${round2(y - h * 1.05)} ${round2(-hw * 1.05)} ${round2(y - h * 0.9)} ${round2(-hw)} ${round2(y)}Z`;
    out += `<path d="${d}" fill="url(#${id})" stroke="${tint}" stroke-width="${round2(w * 0.012)}"/>`;
    out += `<path d="M${round2(-hw * 0.55)} ${round2(y - h * 0.55)}Q${round2(-hw * 0.1)} ${round2(y - h * 0.85)} ${round2(hw * 0.35)} ${round2(y - h * 0.62)}" fill="none" stroke="${tint}" stroke-width="${round2(w * 0.018)}" stroke-linecap="round" opacity=".8"/>`;
  }
  // tip
  const ty = -0.44 * w - 0.26 * w;
  out += `<path d="M${round2(-w * 0.12)} ${round2(ty + w * 0.06)}Q${round2(-w * 0.02)} ${round2(ty - w * 0.16)} ${round2(w * 0.1)} ${round2(ty - w * 0.08)}Q${round2(w * 0.04)} ${round2(ty - w * 0.02)} ${round2(w * 0.12)} ${round2(ty + w * 0.06)}Z" fill="url(#${id})" stroke="${tint}" stroke-width="${round2(w * 0.012)}"/>`;
  return `${defs(
    radialGradient(
      id,
      ['35%', '25%', '85%'],
      [
        [0, '#ffffff'],
        [0.6, '#fdfaff'],
        [1, '#e6daf5'],
      ],
    ),
  )}${out}`;
}

// ---------- syrup drizzle ----------
export const SYRUPS = {
  chocolate: ['#5a3220', '#8a5638'],
  nutella: ['#6b3a1f', '#a0673f'],
  strawberry: ['#c81e5a', '#f06a9a'],
  caramel: ['#c27a1a', '#f1b85a'],
  honey: ['#e69a14', '#ffd36b'],
  condensed: ['#f4ead7', '#ffffff'],
  chamoy: ['#b3202c', '#e8505b'],
  mora: ['#6b2a8c', '#a45bd0'],
};
export function drizzle(d, syrup = 'chocolate', width = 9) {
  const [c, hl] = SYRUPS[syrup] ?? syrup;
  return (
    `<path d="${d}" fill="none" stroke="${c}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"/>` +
    `<path d="${d}" fill="none" stroke="${hl}" stroke-width="${round2(width * 0.32)}" stroke-linecap="round" stroke-linejoin="round" opacity=".7" transform="translate(${round2(-width * 0.15)} ${round2(-width * 0.22)})"/>`
  );
}
/** A drip drop hanging from (x,y). */
export function drip(x, y, len, syrup = 'chocolate', width = 9) {
  const [c, hl] = SYRUPS[syrup] ?? syrup;
  const w = width / 2;
  return (
    `<path d="M${round2(x - w)} ${round2(y)}L${round2(x - w * 0.8)} ${round2(y + len)}A${round2(w * 1.1)} ${round2(w * 1.1)} 0 1 0 ${round2(x + w * 0.8)} ${round2(y + len)}L${round2(x + w)} ${round2(y)}Z" fill="${c}"/>` +
    `<circle cx="${round2(x - w * 0.25)}" cy="${round2(y + len)}" r="${round2(w * 0.35)}" fill="${hl}" opacity=".7"/>`
  );
}

// ---------- sprinkles scattered in an ellipse ----------
export function sprinkles(cx, cy, rx, ry, n = 20, seed = 1, size = 14, colors = SPRINKLE_COLORS) {
  const rand = rng(seed);
  let out = '';
  for (let i = 0; i < n; i += 1) {
    const a = rand() * Math.PI * 2;
    const rr = Math.sqrt(rand());
    const x = cx + Math.cos(a) * rr * rx;
    const y = cy + Math.sin(a) * rr * ry;
    const col = colors[Math.floor(rand() * colors.length)];
    const rot = Math.round(rand() * 180);
    out += `<rect x="${round2(x - size / 2)}" y="${round2(y - size * 0.18)}" width="${size}" height="${round2(size * 0.36)}" rx="${round2(size * 0.18)}" fill="${col}" transform="rotate(${rot} ${round2(x)} ${round2(y)})"/>`;
  }
  return out;
}

// ---------- sandwich cookie (chocolate biscuits + cream), centre 0,0 ----------
export function sandwichCookie(r = 46, tilt = 0.45) {
  const id = uid('ck');
  const ry = r * tilt;
  const t = r * 0.2;
  const disc = (y, fill) =>
    `<path d="M${-r} ${y}A${r} ${round2(ry)} 0 0 0 ${r} ${y}L${r} ${round2(y - t)}A${r} ${round2(ry)} 0 0 0 ${-r} ${round2(y - t)}Z" fill="${fill}"/>`;
  let emboss = '';
  for (let i = 0; i < 12; i += 1) {
    const a = (i / 12) * Math.PI * 2;
    emboss += `<circle cx="${round2(Math.cos(a) * r * 0.72)}" cy="${round2(-t * 2 - r * 0.15 + Math.sin(a) * ry * 0.72)}" r="${round2(r * 0.07)}" fill="#1c1212" opacity=".55"/>`;
  }
  return (
    defs(
      linearGradient(
        id,
        [0, 0, 1, 0],
        [
          [0, '#1d1414'],
          [0.4, '#4a3634'],
          [1, '#1d1414'],
        ],
      ),
    ) +
    disc(0, `url(#${id})`) +
    `<path d="M${-r + 2} ${round2(-t)}A${r - 2} ${round2(ry)} 0 0 0 ${r - 2} ${round2(-t)}L${r - 2} ${round2(-t - r * 0.15)}A${r - 2} ${round2(ry)} 0 0 0 ${-r + 2} ${round2(-t - r * 0.15)}Z" fill="#faf7f2"/>` +
    disc(round2(-t - r * 0.15), `url(#${id})`) +
    `<ellipse cx="0" cy="${round2(-t * 2 - r * 0.15)}" rx="${r}" ry="${round2(ry)}" fill="#3b2a28"/>` +
    `<ellipse cx="0" cy="${round2(-t * 2 - r * 0.15)}" rx="${round2(r * 0.5)}" ry="${round2(ry * 0.5)}" fill="none" stroke="#1c1212" stroke-width="${round2(r * 0.05)}" opacity=".6"/>` +
    emboss +
    `<ellipse cx="${round2(-r * 0.35)}" cy="${round2(-t * 2 - r * 0.15 - ry * 0.4)}" rx="${round2(r * 0.25)}" ry="${round2(ry * 0.18)}" fill="#fff" opacity=".18"/>`
  );
}

// ---------- jelly cubes ----------
export function jellyCube(x, y, s, color, rot = 0) {
  const id = uid('jc');
  return `${defs(
    linearGradient(
      id,
      [0, 0, 1, 1],
      [
        [0, '#ffffff', 0.9],
        [0.3, color, 0.9],
        [1, color, 1],
      ],
    ),
  )}<g transform="translate(${x} ${y}) rotate(${rot})"><rect x="${-s / 2}" y="${-s / 2}" width="${s}" height="${s}" rx="${round2(s * 0.22)}" fill="url(#${id})" stroke="#fff" stroke-opacity=".5" stroke-width="2"/><path d="M${round2(-s * 0.3)} ${round2(s * 0.18)}L${round2(-s * 0.3)} ${round2(-s * 0.22)}L${round2(s * 0.15)} ${round2(-s * 0.3)}" fill="none" stroke="#fff" stroke-width="${round2(s * 0.09)}" stroke-linecap="round" opacity=".7"/></g>`;
}
