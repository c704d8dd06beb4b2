// Hand-drawn SVG parts in a soft "3D-ish" style that matches Fluent emoji.
// Every part is drawn in local coordinates and returns an SVG string.
import { uid, rng, r2, emoji } from './svg.mjs';

// ---------- gradient helpers ----------
const stopsSvg = (stops) =>
  stops
    .map((s) => {
      const [off, color, op] = s;
      return `<stop offset="${off}" stop-color="${color}"${op != null ? ` stop-opacity="${op}"` : ''}/>`;
    })
    .join('');
export function lg(id, [x1, y1, x2, y2], stops, units) {
  return `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}"${units ? ` gradientUnits="${units}"` : ''}>${stopsSvg(stops)}</linearGradient>`;
}
export function rg(id, [cx, cy, r, fx, fy], stops, units) {
  return `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}"${fx != null ? ` fx="${fx}" fy="${fy}"` : ''}${units ? ` gradientUnits="${units}"` : ''}>${stopsSvg(stops)}</radialGradient>`;
}
const defs = (...items) => `<defs>${items.join('')}</defs>`;

// ---------- palettes ----------
export const SCOOPS = {
  vanilla: ['#fffdf6', '#fbe9c6', '#e6c48c'],
  strawberry: ['#fff0f5', '#f9a8c8', '#dc6b98'],
  chocolate: ['#c08a63', '#7d4b2d', '#4b2a17'],
  mora: ['#f6edff', '#c9a3f4', '#8f5fd0'],
  mango: ['#fff4d1', '#ffc95e', '#ee9830'],
  pistachio: ['#f3fbe6', '#c7e59a', '#8fbf5a'],
  cookies: ['#fbfbfb', '#eeeae6', '#c9c1ba'],
  coco: ['#ffffff', '#f4efe8', '#d9cfc4'],
};

export const SPRINKLE_COLORS = ['#f472b6', '#facc15', '#60a5fa', '#34d399', '#a855f7', '#fb923c', '#ffffff'];

// ---------- shadow ----------
export function shadow(cx, cy, rx, ry, opacity = 0.28, color = '#4c1d95') {
  const id = uid('sh');
  return `${defs(rg(id, ['50%', '50%', '50%'], [[0, color, opacity], [0.6, color, opacity * 0.45], [1, color, 0]]))}<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="url(#${id})"/>`;
}

// ---------- ice cream scoop (centre 0,0; radius r) ----------
export function scoop(flavor = 'vanilla', r = 60, opts = {}) {
  const [hi, base, dark] = SCOOPS[flavor] ?? flavor;
  const id = uid('sc');
  const s = (v) => r2(v * r);
  // dome + scalloped / dripping lower edge
  const d = `M${s(-1)} ${s(0.05)}C${s(-1.02)} ${s(-0.62)} ${s(-0.58)} ${s(-0.98)} 0 ${s(-0.98)}C${s(0.58)} ${s(-0.98)} ${s(1.02)} ${s(-0.62)} ${s(1)} ${s(0.05)}`
    + `C${s(1.03)} ${s(0.22)} ${s(0.86)} ${s(0.34)} ${s(0.72)} ${s(0.25)}`
    + `C${s(0.62)} ${s(0.42)} ${s(0.44)} ${s(0.44)} ${s(0.36)} ${s(0.3)}`
    + `C${s(0.3)} ${s(0.62)} ${s(0.12)} ${s(0.64)} ${s(0.1)} ${s(0.38)}`
    + `C${s(-0.02)} ${s(0.5)} ${s(-0.22)} ${s(0.48)} ${s(-0.26)} ${s(0.32)}`
    + `C${s(-0.36)} ${s(0.44)} ${s(-0.56)} ${s(0.44)} ${s(-0.62)} ${s(0.28)}`
    + `C${s(-0.78)} ${s(0.38)} ${s(-1)} ${s(0.3)} ${s(-1)} ${s(0.05)}Z`;
  let extra = '';
  if (flavor === 'cookies' || opts.chips) {
    const rand = rng(opts.seed ?? 7);
    for (let i = 0; i < 14; i += 1) {
      const a = rand() * Math.PI * 2;
      const rr = Math.sqrt(rand()) * 0.72;
      const x = Math.cos(a) * rr * r;
      const y = Math.sin(a) * rr * r * 0.8 - r * 0.25;
      const sz = (0.05 + rand() * 0.07) * r;
      extra += `<rect x="${r2(x)}" y="${r2(y)}" width="${r2(sz * 1.4)}" height="${r2(sz)}" rx="${r2(sz * 0.3)}" transform="rotate(${Math.round(rand() * 90)} ${r2(x)} ${r2(y)})" fill="${opts.chipColor ?? '#2b1d1a'}" opacity=".85"/>`;
    }
  }
  return `${defs(
    rg(`${id}a`, ['38%', '30%', '75%'], [[0, hi], [0.45, base], [1, dark]]),
    lg(`${id}b`, [0, 0, 0, 1], [[0, '#fff', 0], [0.7, '#fff', 0], [1, dark, 0.55]]),
  )}<path d="${d}" fill="url(#${id}a)"/><path d="${d}" fill="url(#${id}b)"/>${extra}`
    + `<ellipse cx="${s(-0.38)}" cy="${s(-0.55)}" rx="${s(0.26)}" ry="${s(0.14)}" transform="rotate(-28 ${s(-0.38)} ${s(-0.55)})" fill="#fff" opacity=".55"/>`
    + `<circle cx="${s(-0.08)}" cy="${s(-0.74)}" r="${s(0.05)}" fill="#fff" opacity=".6"/>`;
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
    let d = `M${r2(-hw)} ${r2(y)}`;
    for (let i = 0; i < lobes; i += 1) {
      const x0 = -hw + (2 * hw * i) / lobes;
      const x1 = -hw + (2 * hw * (i + 1)) / lobes;
      d += `C${r2(x0)} ${r2(y - h * 0.15)} ${r2(x1)} ${r2(y - h * 0.15)} ${r2(x1)} ${r2(y)}`;
    }
    d += `C${r2(hw * 1.05)} ${r2(y - h * 0.9)} ${r2(hw * 0.3)} ${r2(y - h * 1.05)} 0 ${r2(y - h * 1.02)}C${r2(-hw * 0.3)} ${r2(y - h * 1.05)} ${r2(-hw * 1.05)} ${r2(y - h * 0.9)} ${r2(-hw)} ${r2(y)}Z`;
    out += `<path d="${d}" fill="url(#${id})" stroke="${tint}" stroke-width="${r2(w * 0.012)}"/>`;
    out += `<path d="M${r2(-hw * 0.55)} ${r2(y - h * 0.55)}Q${r2(-hw * 0.1)} ${r2(y - h * 0.85)} ${r2(hw * 0.35)} ${r2(y - h * 0.62)}" fill="none" stroke="${tint}" stroke-width="${r2(w * 0.018)}" stroke-linecap="round" opacity=".8"/>`;
  }
  // tip
  const ty = -0.44 * w - 0.26 * w;
  out += `<path d="M${r2(-w * 0.12)} ${r2(ty + w * 0.06)}Q${r2(-w * 0.02)} ${r2(ty - w * 0.16)} ${r2(w * 0.1)} ${r2(ty - w * 0.08)}Q${r2(w * 0.04)} ${r2(ty - w * 0.02)} ${r2(w * 0.12)} ${r2(ty + w * 0.06)}Z" fill="url(#${id})" stroke="${tint}" stroke-width="${r2(w * 0.012)}"/>`;
  return `${defs(rg(id, ['35%', '25%', '85%'], [[0, '#ffffff'], [0.6, '#fdfaff'], [1, '#e6daf5']]))}${out}`;
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
  return `<path d="${d}" fill="none" stroke="${c}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"/>`
    + `<path d="${d}" fill="none" stroke="${hl}" stroke-width="${r2(width * 0.32)}" stroke-linecap="round" stroke-linejoin="round" opacity=".7" transform="translate(${r2(-width * 0.15)} ${r2(-width * 0.22)})"/>`;
}
/** A drip drop hanging from (x,y). */
export function drip(x, y, len, syrup = 'chocolate', width = 9) {
  const [c, hl] = SYRUPS[syrup] ?? syrup;
  const w = width / 2;
  return `<path d="M${r2(x - w)} ${r2(y)}L${r2(x - w * 0.8)} ${r2(y + len)}A${r2(w * 1.1)} ${r2(w * 1.1)} 0 1 0 ${r2(x + w * 0.8)} ${r2(y + len)}L${r2(x + w)} ${r2(y)}Z" fill="${c}"/>`
    + `<circle cx="${r2(x - w * 0.25)}" cy="${r2(y + len)}" r="${r2(w * 0.35)}" fill="${hl}" opacity=".7"/>`;
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
    out += `<rect x="${r2(x - size / 2)}" y="${r2(y - size * 0.18)}" width="${size}" height="${r2(size * 0.36)}" rx="${r2(size * 0.18)}" fill="${col}" transform="rotate(${rot} ${r2(x)} ${r2(y)})"/>`;
  }
  return out;
}

// ---------- toasted crepe spots inside a clip ----------
function toastSpots(clipId, box, n, seed, color = '#b5651d') {
  const rand = rng(seed);
  let out = `<g clip-path="url(#${clipId})">`;
  for (let i = 0; i < n; i += 1) {
    const x = box[0] + rand() * (box[2] - box[0]);
    const y = box[1] + rand() * (box[3] - box[1]);
    const rx = 3 + rand() * 9;
    const ry = rx * (0.4 + rand() * 0.4);
    out += `<ellipse cx="${r2(x)}" cy="${r2(y)}" rx="${r2(rx)}" ry="${r2(ry)}" fill="${color}" opacity="${r2(0.15 + rand() * 0.25)}" transform="rotate(${Math.round(rand() * 180)} ${r2(x)} ${r2(y)})"/>`;
  }
  return `${out}</g>`;
}

const GOLD = [[0, '#c97f2c'], [0.22, '#eaa94f'], [0.45, '#fcd98f'], [0.6, '#f8cd78'], [0.85, '#e09a40'], [1, '#c27428']];

// ---------- crepe cone (origin = centre of the opening; height ~300) ----------
// `filling` is drawn between the back sheet and the front of the cone.
export function crepeCone({ filling = '', seed = 3, sleeve = '#7c3aed', sleeveLight = '#a78bfa' } = {}) {
  const id = uid('cc');
  const cone = 'M-122 0A122 34 0 0 0 122 0L10 290Q0 302-10 290Z';
  const flap = 'M22 33C8 80-20 140-50 192L-10 290Q0 302 10 290L122 0A122 34 0 0 1 22 33Z';
  const back = 'M-122 2C-128-22-112-44-90-40C-74-62-46-58-34-50C-20-70 12-68 24-54C42-68 74-64 84-46C108-52 128-30 122 2Z';
  const sleevePath = 'M-70 168L70 168L14 296Q0 310-14 296Z';
  let sleeveDeco = '';
  for (let i = 0; i < 7; i += 1) {
    const y = 190 + i * 18;
    const hw = 70 - (i * 18 + 22) * 0.45;
    if (hw > 10) sleeveDeco += `<circle cx="${r2(-hw * 0.5)}" cy="${y}" r="3" fill="#fff" opacity=".5"/><circle cx="${r2(hw * 0.5)}" cy="${y + 9}" r="3" fill="#fff" opacity=".5"/><circle cx="0" cy="${y + 4}" r="2.4" fill="#fff" opacity=".4"/>`;
  }
  let scallop = 'M-72 168';
  for (let i = 0; i < 8; i += 1) {
    const x0 = -72 + i * 18;
    scallop += `Q${r2(x0 + 9)} 181 ${r2(x0 + 18)} 168`;
  }
  scallop += 'L72 164L-72 164Z';
  return defs(
    lg(`${id}g`, [0, 0, 1, 0], GOLD),
    lg(`${id}f`, [0, 0, 1, 0.3], [[0, '#fde4a6'], [0.5, '#f6c46c'], [1, '#d88a34']]),
    lg(`${id}b`, [0, 0, 0, 1], [[0, '#f9d48e'], [1, '#d38a35']]),
    lg(`${id}s`, [0, 0, 1, 0], [[0, '#5b21b6'], [0.4, sleeve], [0.65, sleeveLight], [1, '#5b21b6']]),
    `<clipPath id="${id}c"><path d="${cone}"/></clipPath><clipPath id="${id}k"><path d="${back}"/></clipPath>`,
  )
    + `<path d="${back}" fill="url(#${id}b)"/>`
    + toastSpots(`${id}k`, [-120, -60, 120, 0], 10, seed + 11)
    + `<ellipse cx="0" cy="1" rx="121" ry="34" fill="#d69443"/>`
    + `<ellipse cx="0" cy="-2" rx="112" ry="26" fill="#b8742c" opacity=".35"/>`
    + filling
    + `<path d="${cone}" fill="url(#${id}g)"/>`
    + toastSpots(`${id}c`, [-120, 0, 120, 290], 34, seed)
    + `<g clip-path="url(#${id}c)"><path d="M22 33C8 80-20 140-50 192" fill="none" stroke="#a45d1c" stroke-width="14" opacity=".18" transform="translate(-8 4)"/><path d="${flap}" fill="url(#${id}f)"/></g>`
    + toastSpots(`${id}c`, [-40, 30, 120, 220], 14, seed + 5)
    + `<path d="M22 33C8 80-20 140-50 192" fill="none" stroke="#fff2cf" stroke-width="3" stroke-linecap="round" opacity=".8"/>`
    + `<path d="M-122 0A122 34 0 0 0 122 0" fill="none" stroke="#fff1c8" stroke-width="4" stroke-linecap="round" opacity=".85"/>`
    + `<path d="${sleevePath}" fill="url(#${id}s)"/>${sleeveDeco}`
    + `<path d="${scallop}" fill="${sleeveLight}"/>`
    + `<path d="M-52 190L-16 190" stroke="#fff" stroke-width="5" stroke-linecap="round" opacity=".35"/>`;
}

// ---------- plate (centre 0,0) ----------
export function plate(rx = 250, ry = 80, opts = {}) {
  const id = uid('pl');
  const rim = opts.rim ?? '#ffffff';
  return defs(
    lg(`${id}a`, [0, 0, 0, 1], [[0, rim], [1, opts.rimDark ?? '#e3d6f5']]),
    rg(`${id}b`, ['50%', '40%', '70%'], [[0, '#ffffff'], [1, opts.well ?? '#efe6fb']]),
  )
    + `<ellipse cx="0" cy="${r2(ry * 0.16)}" rx="${rx}" ry="${ry}" fill="${opts.edge ?? '#d6c3f0'}"/>`
    + `<ellipse cx="0" cy="0" rx="${rx}" ry="${ry}" fill="url(#${id}a)"/>`
    + `<ellipse cx="0" cy="${r2(ry * 0.05)}" rx="${r2(rx * 0.74)}" ry="${r2(ry * 0.66)}" fill="url(#${id}b)" stroke="#e7dcf6" stroke-width="2"/>`
    + `<path d="M${r2(-rx * 0.86)} ${r2(-ry * 0.2)}A${rx} ${ry} 0 0 1 ${r2(-rx * 0.2)} ${r2(-ry * 0.96)}" fill="none" stroke="#fff" stroke-width="5" stroke-linecap="round" opacity=".9"/>`;
}

// ---------- folded crepe wedge (quarter fold) ----------
// Tip at (0,0); the wedge opens towards -x before `rot` (deg) is applied, then the whole
// shape is squashed vertically by `sy` (perspective) and given a visible thickness below.
export function crepeWedge(r = 220, spread = 60, seed = 5, opts = {}) {
  const id = uid('cw');
  const { rot = 0, sy = 1, thickness = 12 } = opts;
  const a = (spread * Math.PI) / 180;
  const p1 = [-r * Math.cos(a / 2), -r * Math.sin(a / 2)];
  const p2 = [-r * Math.cos(a / 2), r * Math.sin(a / 2)];
  const bulge = r * 1.32;
  const d = `M0 0L${r2(p1[0])} ${r2(p1[1])}Q${r2(-bulge)} 0 ${r2(p2[0])} ${r2(p2[1])}Z`;
  const fold = (k) => `M${r2(p1[0] * k)} ${r2(p1[1] * k)}Q${r2(-bulge * k)} 0 ${r2(p2[0] * k)} ${r2(p2[1] * k)}`;
  const tf = `scale(1 ${sy}) rotate(${rot})`;
  return defs(
    lg(`${id}g`, [0, 0, 1, 1], [[0, '#f7c877'], [0.45, '#fde3a6'], [1, '#e6a24a']]),
    `<clipPath id="${id}c"><path d="${d}"/></clipPath>`,
  )
    + `<g transform="translate(0 ${thickness}) ${tf}"><path d="${d}" fill="#c47a2c"/></g>`
    + `<g transform="translate(0 ${r2(thickness * 0.5)}) ${tf}"><path d="${d}" fill="#dc9440"/></g>`
    + `<g transform="${tf}"><path d="${d}" fill="url(#${id}g)"/>`
    + toastSpots(`${id}c`, [-r * 1.2, -r * 0.6, 0, r * 0.6], 30, seed)
    + `<g clip-path="url(#${id}c)"><path d="${fold(0.93)}" fill="none" stroke="#c8802f" stroke-width="3" opacity=".45"/><path d="${fold(0.86)}" fill="none" stroke="#fff3d2" stroke-width="3" opacity=".6"/></g>`
    + `<path d="M${r2(p1[0] * 0.85)} ${r2(p1[1] * 0.85)}L${r2(p1[0] * 0.15)} ${r2(p1[1] * 0.15)}" stroke="#fff6dc" stroke-width="4" stroke-linecap="round" opacity=".8"/></g>`;
}

// ---------- tall glass (origin = bottom centre) ----------
export function tallGlass({
  height = 300, top = 180, bottom = 132, level = 0.82, liquid = ['#ff8fb1', '#e23d6d'],
  ice = 0, iceSeed = 2, swirl = null, straw = ['#7c3aed', '#ffffff'], strawAngle = 14,
  topping = '', layers = null, bubbles = 0,
} = {}) {
  const id = uid('gl');
  const ht = top / 2;
  const hb = bottom / 2;
  const body = `M${-ht} ${-height}L${r2(-hb)} -16Q${r2(-hb)} 0 ${r2(-hb + 16)} 0L${r2(hb - 16)} 0Q${r2(hb)} 0 ${r2(hb)} -16L${ht} ${-height}Z`;
  const inset = 9;
  const inner = `M${ht - inset} ${-height}L${r2(-(ht - inset))} ${-height}L${r2(-(hb - inset))} -26Q${r2(-(hb - inset))} -12 ${r2(-(hb - inset) + 14)} -12L${r2(hb - inset - 14)} -12Q${r2(hb - inset)} -12 ${r2(hb - inset)} -26Z`;
  const ly = -height * level;
  const wAt = (y) => hb + ((ht - hb) * -y) / height - inset;
  let liquidSvg;
  if (layers) {
    // layers: [[fromLevel, toLevel, colorTop, colorBottom], ...]
    liquidSvg = layers
      .map(([a, b, c1, c2], i) => `${defs(lg(`${id}l${i}`, [0, 0, 0, 1], [[0, c1], [1, c2]]))}<rect x="${-ht}" y="${r2(-height * b)}" width="${top}" height="${r2(height * (b - a))}" fill="url(#${id}l${i})"/>`)
      .join('');
  } else {
    liquidSvg = `<rect x="${-ht}" y="${r2(ly)}" width="${top}" height="${r2(-ly)}" fill="url(#${id}l)"/>`;
  }
  let iceSvg = '';
  const rand = rng(iceSeed);
  for (let i = 0; i < ice; i += 1) {
    const s = 46 + rand() * 16;
    const x = -wAt(ly) + 20 + ((i % 3) * (2 * wAt(ly) - 40 - s)) / 2 + rand() * 10 - 5;
    const y = ly - s * 0.35 + Math.floor(i / 3) * s * 0.9 + rand() * 10;
    const rot = Math.round(rand() * 40 - 20);
    iceSvg += `<g transform="rotate(${rot} ${r2(x + s / 2)} ${r2(y + s / 2)})"><rect x="${r2(x)}" y="${r2(y)}" width="${r2(s)}" height="${r2(s)}" rx="10" fill="#f5fbff" fill-opacity=".55" stroke="#ffffff" stroke-width="3" stroke-opacity=".9"/><path d="M${r2(x + 9)} ${r2(y + s - 12)}L${r2(x + 9)} ${r2(y + 12)}Q${r2(x + 9)} ${r2(y + 8)} ${r2(x + 14)} ${r2(y + 8)}L${r2(x + s * 0.55)} ${r2(y + 8)}" fill="none" stroke="#fff" stroke-width="4" stroke-linecap="round" opacity=".9"/></g>`;
  }
  let bubbleSvg = '';
  for (let i = 0; i < bubbles; i += 1) {
    const y = ly + 20 + rand() * (-ly - 40);
    const x = (rand() * 2 - 1) * (wAt(y) - 16);
    bubbleSvg += `<circle cx="${r2(x)}" cy="${r2(y)}" r="${r2(3 + rand() * 5)}" fill="#fff" opacity=".45"/>`;
  }
  const sa = (strawAngle * Math.PI) / 180;
  const sx0 = -10;
  const sy0 = -40;
  const sLen = height + 90;
  const sx1 = sx0 + Math.sin(sa) * sLen;
  const sy1 = sy0 - Math.cos(sa) * sLen;
  const strawSvg = straw
    ? `<path d="M${sx0} ${sy0}L${r2(sx1)} ${r2(sy1)}" stroke="${straw[1]}" stroke-width="16" stroke-linecap="round"/><path d="M${sx0} ${sy0}L${r2(sx1)} ${r2(sy1)}" stroke="${straw[0]}" stroke-width="16" stroke-dasharray="16 16"/><path d="M${sx0 - 4} ${sy0}L${r2(sx1 - 4)} ${r2(sy1)}" stroke="#fff" stroke-width="3" stroke-linecap="round" opacity=".5"/>`
    : '';
  return defs(
    lg(`${id}l`, [0, 0, 0, 1], [[0, liquid[0]], [1, liquid[1]]]),
    lg(`${id}g`, [0, 0, 1, 0], [[0, '#ffffff', 0.55], [0.18, '#ffffff', 0.12], [0.7, '#ffffff', 0.05], [0.9, '#ffffff', 0.3], [1, '#ffffff', 0.5]]),
    `<clipPath id="${id}c"><path d="${inner}"/></clipPath>`,
  )
    + `<ellipse cx="0" cy="${-height}" rx="${ht}" ry="14" fill="#ffffff" fill-opacity=".25" stroke="#ffffff" stroke-opacity=".8" stroke-width="3"/>`
    + strawSvg
    + `<path d="${body}" fill="#ffffff" fill-opacity=".35"/>`
    + `<g clip-path="url(#${id}c)">${liquidSvg}`
    + (layers ? '' : `<ellipse cx="0" cy="${r2(ly)}" rx="${r2(wAt(ly))}" ry="12" fill="${liquid[0]}"/><ellipse cx="0" cy="${r2(ly)}" rx="${r2(wAt(ly))}" ry="12" fill="#fff" opacity=".25"/>`)
    + (swirl ?? '') + bubbleSvg + iceSvg + '</g>'
    + topping
    + `<path d="${body}" fill="url(#${id}g)" stroke="#ffffff" stroke-opacity=".9" stroke-width="4"/>`
    + `<path d="M${r2(-ht + 22)} ${r2(-height + 30)}L${r2(-hb + 16)} -30" stroke="#fff" stroke-width="10" stroke-linecap="round" opacity=".55"/>`
    + `<path d="M${-ht} ${-height}A${ht} 14 0 0 0 ${ht} ${-height}" fill="none" stroke="#fff" stroke-width="4" opacity=".95"/>`;
}

// ---------- mug (origin bottom centre) ----------
export function mug({
  w = 220, h = 180, body = ['#ffffff', '#e7dcf8', '#c9b4ee'], liquid = ['#8a5433', '#4a2716'],
  art = null, band = '#a78bfa', handleSide = 1, saucer = true, foam = null, marshmallows = 0,
} = {}) {
  const id = uid('mg');
  const hw = w / 2;
  const bw = hw * 0.86;
  const path = `M${-hw} ${-h}L${r2(-bw)} -22Q${r2(-bw)} 0 ${r2(-bw + 24)} 0L${r2(bw - 24)} 0Q${r2(bw)} 0 ${r2(bw)} -22L${hw} ${-h}Z`;
  const hx = handleSide * (hw - 6);
  const handle = `<path d="M${r2(hx)} ${r2(-h * 0.78)}C${r2(hx + handleSide * 80)} ${r2(-h * 0.86)} ${r2(hx + handleSide * 80)} ${r2(-h * 0.2)} ${r2(hx - handleSide * 10)} ${r2(-h * 0.22)}" fill="none" stroke="${body[2]}" stroke-width="24" stroke-linecap="round"/><path d="M${r2(hx)} ${r2(-h * 0.78)}C${r2(hx + handleSide * 80)} ${r2(-h * 0.86)} ${r2(hx + handleSide * 80)} ${r2(-h * 0.2)} ${r2(hx - handleSide * 10)} ${r2(-h * 0.22)}" fill="none" stroke="${body[1]}" stroke-width="14" stroke-linecap="round"/>`;
  let surface = `<ellipse cx="0" cy="${-h}" rx="${hw - 10}" ry="${r2((hw - 10) * 0.24)}" fill="url(#${id}l)"/>`;
  if (foam) surface += `<ellipse cx="0" cy="${r2(-h + 1)}" rx="${hw - 22}" ry="${r2((hw - 22) * 0.22)}" fill="${foam}" opacity=".9"/>`;
  if (art === 'heart') {
    surface += `<path transform="translate(0 ${-h}) scale(1 .42)" d="M0 40C-60 0-52-44-22-46C-8-47-2-38 0-30C2-38 8-47 22-46C52-44 60 0 0 40Z" fill="#fbf1e4" opacity=".95"/><path transform="translate(0 ${-h}) scale(1 .42)" d="M0 30C-40 2-36-28-18-32" fill="none" stroke="#d9b48f" stroke-width="5" opacity=".6"/>`;
  } else if (art === 'crema') {
    surface += `<ellipse cx="0" cy="${-h}" rx="${hw - 26}" ry="${r2((hw - 26) * 0.2)}" fill="#b8733d" opacity=".55"/><ellipse cx="-20" cy="${-h - 3}" rx="${r2(hw * 0.3)}" ry="${r2(hw * 0.05)}" fill="#e0a267" opacity=".5"/>`;
  }
  const rand = rng(9);
  for (let i = 0; i < marshmallows; i += 1) {
    const x = (rand() * 2 - 1) * (hw - 40);
    const y = -h + (rand() * 2 - 1) * 10;
    surface += `<rect x="${r2(x - 14)}" y="${r2(y - 12)}" width="28" height="22" rx="7" fill="#fff" stroke="#f1e3f7" stroke-width="2" transform="rotate(${Math.round(rand() * 50 - 25)} ${r2(x)} ${r2(y)})"/>`;
  }
  return defs(
    lg(`${id}b`, [0, 0, 1, 0], [[0, body[2]], [0.3, body[0]], [0.55, body[0]], [1, body[2]]]),
    lg(`${id}l`, [0, 0, 0, 1], [[0, liquid[0]], [1, liquid[1]]]),
  )
    + (saucer ? `<ellipse cx="0" cy="8" rx="${r2(hw * 1.45)}" ry="${r2(hw * 0.32)}" fill="${body[2]}"/><ellipse cx="0" cy="2" rx="${r2(hw * 1.45)}" ry="${r2(hw * 0.3)}" fill="${body[1]}"/><ellipse cx="0" cy="2" rx="${r2(hw * 0.95)}" ry="${r2(hw * 0.18)}" fill="${body[2]}" opacity=".5"/>` : '')
    + handle
    + `<path d="${path}" fill="url(#${id}b)"/>`
    + (band ? `<path d="M${r2(-hw * 0.975)} ${r2(-h * 0.62)}L${r2(hw * 0.975)} ${r2(-h * 0.62)}L${r2(hw * 0.965)} ${r2(-h * 0.5)}L${r2(-hw * 0.965)} ${r2(-h * 0.5)}Z" fill="${band}" opacity=".85"/>` : '')
    + `<ellipse cx="0" cy="${-h}" rx="${hw}" ry="${r2(hw * 0.26)}" fill="${body[1]}"/>`
    + surface
    + `<path d="M${r2(-hw * 0.72)} ${r2(-h * 0.82)}L${r2(-bw * 0.74)} ${r2(-h * 0.2)}" stroke="#fff" stroke-width="10" stroke-linecap="round" opacity=".6"/>`;
}

// ---------- steam ----------
export function steam(x, y, h = 120, n = 3, spacing = 44) {
  const id = uid('st');
  let out = defs(lg(id, [0, 1, 0, 0], [[0, '#b9a3e3', 0.75], [0.5, '#c9b6ee', 0.5], [1, '#ffffff', 0]]));
  for (let i = 0; i < n; i += 1) {
    const sx = x + (i - (n - 1) / 2) * spacing;
    const hh = h * (i % 2 ? 0.85 : 1);
    out += `<path d="M${r2(sx)} ${y}C${r2(sx - 22)} ${r2(y - hh * 0.25)} ${r2(sx + 22)} ${r2(y - hh * 0.45)} ${r2(sx)} ${r2(y - hh * 0.65)}S${r2(sx + 14)} ${r2(y - hh * 0.9)} ${r2(sx)} ${r2(y - hh)}" fill="none" stroke="url(#${id})" stroke-width="12" stroke-linecap="round"/>`;
  }
  return out;
}

// ---------- coffee bean ----------
export function bean(x, y, s = 30, rot = 0) {
  const id = uid('bn');
  return `${defs(rg(id, ['35%', '30%', '80%'], [[0, '#a56a43'], [1, '#4a2816']]))}<g transform="translate(${x} ${y}) rotate(${rot})"><ellipse rx="${s * 0.62}" ry="${s * 0.45}" fill="url(#${id})"/><path d="M${r2(-s * 0.5)} ${r2(s * 0.05)}C${r2(-s * 0.2)} ${r2(-s * 0.2)} ${r2(s * 0.2)} ${r2(s * 0.22)} ${r2(s * 0.5)} ${r2(-s * 0.05)}" fill="none" stroke="#2e170b" stroke-width="${r2(s * 0.09)}" stroke-linecap="round"/><ellipse cx="${r2(-s * 0.2)}" cy="${r2(-s * 0.22)}" rx="${r2(s * 0.18)}" ry="${r2(s * 0.07)}" fill="#fff" opacity=".3"/></g>`;
}

// ---------- sandwich cookie (chocolate biscuits + cream), centre 0,0 ----------
export function sandwichCookie(r = 46, tilt = 0.45) {
  const id = uid('ck');
  const ry = r * tilt;
  const t = r * 0.2;
  const disc = (y, fill) => `<path d="M${-r} ${y}A${r} ${r2(ry)} 0 0 0 ${r} ${y}L${r} ${r2(y - t)}A${r} ${r2(ry)} 0 0 0 ${-r} ${r2(y - t)}Z" fill="${fill}"/>`;
  let emboss = '';
  for (let i = 0; i < 12; i += 1) {
    const a = (i / 12) * Math.PI * 2;
    emboss += `<circle cx="${r2(Math.cos(a) * r * 0.72)}" cy="${r2(-t * 2 - r * 0.15 + Math.sin(a) * ry * 0.72)}" r="${r2(r * 0.07)}" fill="#1c1212" opacity=".55"/>`;
  }
  return defs(lg(id, [0, 0, 1, 0], [[0, '#1d1414'], [0.4, '#4a3634'], [1, '#1d1414']]))
    + disc(0, `url(#${id})`)
    + `<path d="M${-r + 2} ${r2(-t)}A${r - 2} ${r2(ry)} 0 0 0 ${r - 2} ${r2(-t)}L${r - 2} ${r2(-t - r * 0.15)}A${r - 2} ${r2(ry)} 0 0 0 ${-r + 2} ${r2(-t - r * 0.15)}Z" fill="#faf7f2"/>`
    + disc(r2(-t - r * 0.15), `url(#${id})`)
    + `<ellipse cx="0" cy="${r2(-t * 2 - r * 0.15)}" rx="${r}" ry="${r2(ry)}" fill="#3b2a28"/>`
    + `<ellipse cx="0" cy="${r2(-t * 2 - r * 0.15)}" rx="${r2(r * 0.5)}" ry="${r2(ry * 0.5)}" fill="none" stroke="#1c1212" stroke-width="${r2(r * 0.05)}" opacity=".6"/>`
    + emboss
    + `<ellipse cx="${r2(-r * 0.35)}" cy="${r2(-t * 2 - r * 0.15 - ry * 0.4)}" rx="${r2(r * 0.25)}" ry="${r2(ry * 0.18)}" fill="#fff" opacity=".18"/>`;
}

// ---------- clear cup with a shaved-ice dome (origin bottom centre) ----------
export function shavedIceCup({
  h = 230, top = 230, bottom = 160, syrups = ['#ff5d8f'], dome = 120, seed = 4,
  milk = true, topping = '', cupTint = '#ffffff', liquid = null, chamoy = false,
} = {}) {
  const id = uid('si');
  const ht = top / 2;
  const hb = bottom / 2;
  const cup = `M${-ht} ${-h}L${-hb} -14Q${-hb} 0 ${-hb + 14} 0L${hb - 14} 0Q${hb} 0 ${hb} -14L${ht} ${-h}Z`;
  // bumpy dome
  const rand = rng(seed);
  const n = 9;
  let domeD = `M${-ht - 6} ${-h + 4}`;
  const pts = [];
  for (let i = 0; i <= n; i += 1) {
    const t = i / n;
    const a = Math.PI * (1 - t);
    pts.push([Math.cos(a) * (ht + 6), -h - Math.sin(a) * dome - (rand() * 10)]);
  }
  for (let i = 1; i < pts.length; i += 1) {
    const [x0, y0] = pts[i - 1];
    const [x1, y1] = pts[i];
    const mx = (x0 + x1) / 2;
    const my = (y0 + y1) / 2 - 16;
    domeD += `Q${r2(mx)} ${r2(my)} ${r2(x1)} ${r2(y1)}`;
  }
  domeD += 'Z';
  const grads = syrups.map((c, i) => lg(`${id}s${i}`, [0, 0, 0, 1], [[0, '#ffffff'], [0.25, c], [1, c]]));
  let domeFill;
  if (syrups.length === 1) {
    domeFill = `<path d="${domeD}" fill="url(#${id}s0)"/>`;
  } else {
    domeFill = `<path d="${domeD}" fill="url(#${id}s0)"/><g clip-path="url(#${id}r)"><path d="${domeD}" fill="url(#${id}s1)"/></g>`;
  }
  let crystals = '';
  for (let i = 0; i < 40; i += 1) {
    const a = Math.PI * rand();
    const rr = Math.sqrt(rand()) * 0.92;
    crystals += `<circle cx="${r2(Math.cos(a) * rr * ht)}" cy="${r2(-h - Math.sin(a) * rr * dome + 6)}" r="${r2(2 + rand() * 4)}" fill="#fff" opacity="${r2(0.4 + rand() * 0.4)}"/>`;
  }
  // inside of the cup: ice + syrup seen through the plastic
  const inner = `M${-ht + 8} ${-h}L${-hb + 8} -20Q${-hb + 8} -8 ${-hb + 20} -8L${hb - 20} -8Q${hb - 8} -8 ${hb - 8} -20L${ht - 8} ${-h}Z`;
  const liq = liquid ?? syrups[0];
  let ridges = '';
  for (let i = 1; i < 6; i += 1) {
    const y = -h + (i * h) / 6;
    const w = hb + ((ht - hb) * -y) / h;
    ridges += `<path d="M${r2(-w + 4)} ${r2(y)}L${r2(w - 4)} ${r2(y)}" stroke="#fff" stroke-width="2" opacity=".25"/>`;
  }
  let chamoySvg = '';
  if (chamoy) {
    chamoySvg = `<g clip-path="url(#${id}c)"><path d="M${-ht} ${-h + 10}Q${-ht + 30} ${-h + 70} ${-ht + 10} ${-h + 140}M-40 ${-h + 4}Q-30 ${-h + 60} -44 ${-h + 120}M40 ${-h + 4}Q54 ${-h + 80} 36 ${-h + 150}M${ht - 14} ${-h + 4}Q${ht - 40} ${-h + 60} ${ht - 24} ${-h + 110}" fill="none" stroke="#c0262f" stroke-width="14" stroke-linecap="round" opacity=".85"/></g>`;
  }
  return defs(
    ...grads,
    lg(`${id}l`, [0, 0, 0, 1], [[0, '#ffffff', 0.9], [0.35, liq], [1, liq]]),
    lg(`${id}g`, [0, 0, 1, 0], [[0, '#ffffff', 0.6], [0.2, '#ffffff', 0.15], [0.75, '#ffffff', 0.05], [1, '#ffffff', 0.5]]),
    `<clipPath id="${id}c"><path d="${inner}"/></clipPath><clipPath id="${id}r"><rect x="0" y="${-h - dome - 40}" width="${ht + 20}" height="${dome + 60}"/></clipPath>`,
  )
    + `<path d="${cup}" fill="${cupTint}" fill-opacity=".4"/>`
    + `<path d="${inner}" fill="url(#${id}l)"/>`
    + `<g clip-path="url(#${id}c)">${crystals.replace(/cy="(-?[\d.]+)"/g, (m, v) => `cy="${r2(Number(v) + dome * 0.9)}"`)}</g>`
    + chamoySvg
    + domeFill
    + crystals
    + (milk ? drizzle(`M${-ht + 20} ${-h - dome * 0.45}C${-ht + 60} ${-h - dome * 0.9} -20 ${-h - dome * 0.3} 20 ${-h - dome * 0.8}S${ht - 40} ${-h - dome * 0.4} ${ht - 16} ${-h - dome * 0.55}`, 'condensed', 12) : '')
    + topping
    + `<path d="${cup}" fill="url(#${id}g)" stroke="#fff" stroke-width="4" stroke-opacity=".9"/>${ridges}`
    + `<path d="M${-ht - 4} ${-h}L${ht + 4} ${-h}" stroke="#fff" stroke-width="8" stroke-linecap="round" opacity=".95"/>`
    + `<path d="M${-ht + 24} ${-h + 26}L${-hb + 18} -26" stroke="#fff" stroke-width="10" stroke-linecap="round" opacity=".55"/>`;
}

// ---------- glass bowl (origin = centre of the rim) ----------
export function glassBowl({ rx = 200, depth = 150, fillBack = '', fillFront = '', stem = true, tint = '#f4ecff' } = {}) {
  const id = uid('gb');
  const ry = rx * 0.22;
  const bowl = `M${-rx} 0A${rx} ${r2(ry)} 0 0 0 ${rx} 0C${rx} ${r2(depth * 0.75)} ${r2(rx * 0.55)} ${depth} 0 ${depth}C${r2(-rx * 0.55)} ${depth} ${-rx} ${r2(depth * 0.75)} ${-rx} 0Z`;
  const stemSvg = stem
    ? `<path d="M-22 ${depth - 4}L-14 ${depth + 44}L14 ${depth + 44}L22 ${depth - 4}Z" fill="#ffffff" fill-opacity=".7" stroke="#fff" stroke-width="3"/><ellipse cx="0" cy="${depth + 52}" rx="${r2(rx * 0.45)}" ry="14" fill="#f3ecfc" stroke="#fff" stroke-width="4"/>`
    : '';
  return defs(
    lg(`${id}g`, [0, 0, 1, 0], [[0, '#ffffff', 0.7], [0.25, '#ffffff', 0.2], [0.7, '#ffffff', 0.1], [1, '#ffffff', 0.6]]),
  )
    + stemSvg
    + `<ellipse cx="0" cy="0" rx="${rx}" ry="${r2(ry)}" fill="${tint}" fill-opacity=".5" stroke="#fff" stroke-width="3"/>`
    + fillBack
    + `<path d="${bowl}" fill="url(#${id}g)" stroke="#ffffff" stroke-width="4"/>`
    + fillFront
    + `<path d="M${r2(-rx * 0.8)} ${r2(depth * 0.15)}C${r2(-rx * 0.78)} ${r2(depth * 0.5)} ${r2(-rx * 0.55)} ${r2(depth * 0.78)} ${r2(-rx * 0.3)} ${r2(depth * 0.86)}" fill="none" stroke="#fff" stroke-width="9" stroke-linecap="round" opacity=".7"/>`
    + `<path d="M${-rx} 0A${rx} ${r2(ry)} 0 0 0 ${rx} 0" fill="none" stroke="#fff" stroke-width="5"/>`;
}

// ---------- jelly cubes ----------
export function jellyCube(x, y, s, color, rot = 0) {
  const id = uid('jc');
  return `${defs(lg(id, [0, 0, 1, 1], [[0, '#ffffff', 0.9], [0.3, color, 0.9], [1, color, 1]]))}<g transform="translate(${x} ${y}) rotate(${rot})"><rect x="${-s / 2}" y="${-s / 2}" width="${s}" height="${s}" rx="${r2(s * 0.22)}" fill="url(#${id})" stroke="#fff" stroke-opacity=".5" stroke-width="2"/><path d="M${r2(-s * 0.3)} ${r2(s * 0.18)}L${r2(-s * 0.3)} ${r2(-s * 0.22)}L${r2(s * 0.15)} ${r2(-s * 0.3)}" fill="none" stroke="#fff" stroke-width="${r2(s * 0.09)}" stroke-linecap="round" opacity=".7"/></g>`;
}

// ---------- wafer basket (origin = centre of the rim) ----------
export function waferBasket({ rx = 170, depth = 170, filling = '' } = {}) {
  const id = uid('wb');
  const n = 8;
  let rim = `M${-rx} 0`;
  for (let i = 0; i < n; i += 1) {
    const x0 = -rx + (2 * rx * i) / n;
    const x1 = -rx + (2 * rx * (i + 1)) / n;
    const mx = (x0 + x1) / 2;
    const dy = Math.sin((Math.PI * (i + 0.5)) / n) * rx * 0.22;
    rim += `Q${r2(mx)} ${r2(dy + 34)} ${r2(x1)} ${r2(i === n - 1 ? 0 : dy * 0.9)}`;
  }
  const body = `${rim}C${rx} ${r2(depth * 0.7)} ${r2(rx * 0.5)} ${depth} 0 ${depth}C${r2(-rx * 0.5)} ${depth} ${-rx} ${r2(depth * 0.7)} ${-rx} 0Z`;
  let grid = '';
  for (let i = -12; i <= 12; i += 1) {
    grid += `<path d="M${i * 30 - 200} -60L${i * 30 + 200} ${depth + 80}M${i * 30 + 200} -60L${i * 30 - 200} ${depth + 80}" stroke="#b8732a" stroke-width="5" opacity=".5"/>`;
  }
  return defs(
    rg(`${id}g`, ['40%', '30%', '80%'], [[0, '#ffe4a8'], [0.6, '#f3b860'], [1, '#c98036']]),
    `<clipPath id="${id}c"><path d="${body}"/></clipPath>`,
  )
    + `<ellipse cx="0" cy="0" rx="${rx}" ry="${r2(rx * 0.28)}" fill="#d89443"/>`
    + `<path d="M${-rx + 10} -10Q${-rx * 0.5} ${-rx * 0.3} 0 ${-rx * 0.25}Q${rx * 0.5} ${-rx * 0.3} ${rx - 10} -10Z" fill="#e8a853"/>`
    + filling
    + `<path d="${body}" fill="url(#${id}g)"/>`
    + `<g clip-path="url(#${id}c)">${grid}</g>`
    + `<path d="${rim}" fill="none" stroke="#ffe7b5" stroke-width="6" stroke-linecap="round" opacity=".9"/>`
    + `<path d="M${r2(-rx * 0.75)} ${r2(depth * 0.3)}Q${r2(-rx * 0.6)} ${r2(depth * 0.7)} ${r2(-rx * 0.25)} ${r2(depth * 0.88)}" fill="none" stroke="#fff6dd" stroke-width="8" stroke-linecap="round" opacity=".45"/>`;
}

// ---------- banana halves ----------
export function bananaHalf(len = 300, flip = false) {
  const id = uid('bh');
  const s = flip ? -1 : 1;
  const d = `M${-len / 2} 0C${-len / 4} ${26 * s} ${len / 4} ${26 * s} ${len / 2} 0C${len / 2 + 8} ${-10 * s} ${len / 2 - 4} ${-22 * s} ${len / 2 - 14} ${-20 * s}C${len / 4} ${-4 * s} ${-len / 4} ${-4 * s} ${-len / 2 + 14} ${-20 * s}C${-len / 2 + 2} ${-22 * s} ${-len / 2 - 8} ${-10 * s} ${-len / 2} 0Z`;
  return `${defs(lg(id, [0, 0, 0, 1], [[0, '#fff6c9'], [0.5, '#fde68a'], [1, '#e8b94a']]))}<path d="${d}" fill="url(#${id})" stroke="#d9a235" stroke-width="2"/><path d="M${-len / 3} ${-4 * s}C${-len / 8} ${8 * s} ${len / 8} ${8 * s} ${len / 3} ${-4 * s}" fill="none" stroke="#fff" stroke-width="4" stroke-linecap="round" opacity=".6"/><path d="M${-len / 2} 0L${-len / 2 - 6} ${-4 * s}" stroke="#7a5a2b" stroke-width="6" stroke-linecap="round"/>`;
}

// ---------- boat dish for the banana split (origin centre) ----------
export function boatDish(rx = 300, fillBack = '', fillFront = '') {
  const id = uid('bd');
  const ry = 70;
  const hull = `M${-rx} -6C${-rx} 60 ${-rx * 0.5} 96 0 96C${rx * 0.5} 96 ${rx} 60 ${rx} -6A${rx} ${ry} 0 0 1 ${-rx} -6Z`;
  return defs(lg(`${id}g`, [0, 0, 0, 1], [[0, '#ffffff', 0.85], [1, '#d9c6f5', 0.95]]))
    + `<ellipse cx="0" cy="130" rx="${rx * 0.45}" ry="18" fill="#cbb4ef"/><path d="M${-rx * 0.28} 90L${-rx * 0.4} 128L${rx * 0.4} 128L${rx * 0.28} 90Z" fill="#e6d9fa"/>`
    + `<ellipse cx="0" cy="-6" rx="${rx}" ry="${ry}" fill="#f2eafd" stroke="#fff" stroke-width="4"/>`
    + fillBack
    + `<path d="${hull}" fill="url(#${id}g)" stroke="#fff" stroke-width="4"/>`
    + fillFront
    + `<path d="M${-rx * 0.8} 40Q${-rx * 0.5} 80 ${-rx * 0.1} 84" fill="none" stroke="#fff" stroke-width="8" stroke-linecap="round" opacity=".8"/>`;
}

// ---------- chocolate-dipped banana on a stick (origin = bottom of stick) ----------
export function chocoBanana({ seed = 12 } = {}) {
  const id = uid('cb');
  const banana = 'M-52 -120C-64 -230 -50 -330 -6 -400C4 -414 22 -410 24 -396C34 -320 46 -220 44 -120C44 -96 22 -80 -4 -80C-30 -80 -50 -96 -52 -120Z';
  const choc = 'M-60 -250C-30 -232 -10 -270 14 -250C30 -236 38 -262 52 -252L44 -120C44 -96 22 -80 -4 -80C-30 -80 -50 -96 -52 -120Z';
  return defs(
    lg(`${id}b`, [0, 0, 1, 0], [[0, '#e9b93c'], [0.45, '#fde68a'], [1, '#f2c94c']]),
    lg(`${id}c`, [0, 0, 1, 0], [[0, '#3b1f12'], [0.45, '#7a4a2b'], [1, '#3e2114']]),
    `<clipPath id="${id}k"><path d="${banana}"/></clipPath>`,
  )
    + `<rect x="-9" y="-110" width="18" height="120" rx="8" fill="#f1d9b0" stroke="#d9b784" stroke-width="3"/>`
    + `<path d="${banana}" fill="url(#${id}b)"/>`
    + `<path d="M-6 -400C4 -414 22 -410 24 -396L20 -386C14 -396 2 -396 -6 -390Z" fill="#7a5a2b"/>`
    + `<g clip-path="url(#${id}k)"><path d="${choc}" fill="url(#${id}c)" transform="scale(1.2 1) translate(-2 0)"/></g>`
    + `<path d="M-30 -232C-34 -200 -34 -160 -28 -128" fill="none" stroke="#b07a52" stroke-width="7" stroke-linecap="round" opacity=".7"/>`
    + `<path d="M-20 -300C-18 -340 -8 -370 6 -388" fill="none" stroke="#fff" stroke-width="6" stroke-linecap="round" opacity=".6"/>`
    + sprinkles(-4, -180, 40, 70, 26, seed, 14);
}

// ---------- chocolate spread jar (origin bottom centre) ----------
export function spreadJar({ w = 200, h = 220 } = {}) {
  const id = uid('jr');
  const hw = w / 2;
  return defs(
    lg(`${id}g`, [0, 0, 1, 0], [[0, '#4a2617'], [0.35, '#8a5230'], [0.6, '#7a4526'], [1, '#3e1f12']]),
    lg(`${id}l`, [0, 0, 1, 0], [[0, '#c4a7f0'], [0.4, '#f3e8ff'], [1, '#a78bfa']]),
  )
    + `<path d="M${-hw} ${-h + 30}Q${-hw} ${-h + 10} ${-hw + 20} ${-h + 6}L${hw - 20} ${-h + 6}Q${hw} ${-h + 10} ${hw} ${-h + 30}L${hw} -24Q${hw} 0 ${hw - 24} 0L${-hw + 24} 0Q${-hw} 0 ${-hw} -24Z" fill="url(#${id}g)"/>`
    + `<rect x="${-hw + 4}" y="${-h * 0.62}" width="${w - 8}" height="${h * 0.36}" fill="#fff"/>`
    + `<rect x="${-hw + 4}" y="${-h * 0.62}" width="${w - 8}" height="${h * 0.36}" fill="url(#${id}l)" opacity=".35"/>`
    + `<path d="M0 ${-h * 0.34}C-40 ${-h * 0.42} -28 ${-h * 0.58} 0 ${-h * 0.5}C28 ${-h * 0.58} 40 ${-h * 0.42} 0 ${-h * 0.34}Z" fill="#7c3aed"/>`
    + `<rect x="${-hw + 2}" y="${-h - 34}" width="${w - 4}" height="44" rx="14" fill="#6d28d9"/>`
    + `<rect x="${-hw + 2}" y="${-h - 34}" width="${w - 4}" height="20" rx="10" fill="#a78bfa" opacity=".6"/>`
    + `<path d="M${-hw + 18} ${-h + 40}L${-hw + 18} -24" stroke="#fff" stroke-width="10" stroke-linecap="round" opacity=".35"/>`;
}

// ---------- spoon with a blob on it ----------
export function spoonWith(color = '#6b3a1f', len = 220) {
  const id = uid('sp');
  return defs(lg(id, [0, 0, 1, 0], [[0, '#b9b3c9'], [0.5, '#f4f2f8'], [1, '#a49fb6']]))
    + `<rect x="-9" y="0" width="18" height="${len}" rx="9" fill="url(#${id})"/>`
    + `<ellipse cx="0" cy="-20" rx="44" ry="58" fill="url(#${id})"/>`
    + `<path d="M-34 -30C-30 -60 30 -64 34 -30C40 -4 24 10 0 10C-24 10 -40 -4 -34 -30Z" fill="${color}"/>`
    + `<ellipse cx="-12" cy="-36" rx="12" ry="6" fill="#fff" opacity=".3"/>`;
}

// ---------- small ceramic bowl (origin rim centre) ----------
export function ceramicBowl({ rx = 170, depth = 120, color = ['#f5efff', '#c4b0ee'], fill = '' } = {}) {
  const id = uid('cbw');
  const ry = rx * 0.26;
  return defs(lg(id, [0, 0, 1, 0], [[0, color[1]], [0.35, color[0]], [0.6, color[0]], [1, color[1]]]))
    + `<ellipse cx="0" cy="${depth + 4}" rx="${rx * 0.42}" ry="14" fill="${color[1]}"/>`
    + `<ellipse cx="0" cy="0" rx="${rx}" ry="${r2(ry)}" fill="${color[1]}"/>`
    + fill
    + `<path d="M${-rx} 0A${rx} ${r2(ry)} 0 0 0 ${rx} 0C${rx} ${r2(depth * 0.8)} ${r2(rx * 0.45)} ${depth} 0 ${depth}C${r2(-rx * 0.45)} ${depth} ${-rx} ${r2(depth * 0.8)} ${-rx} 0Z" fill="url(#${id})"/>`
    + `<path d="M${-rx} 0A${rx} ${r2(ry)} 0 0 0 ${rx} 0" fill="none" stroke="#fff" stroke-width="5"/>`
    + `<path d="M${r2(-rx * 0.75)} ${r2(depth * 0.25)}Q${r2(-rx * 0.6)} ${r2(depth * 0.7)} ${r2(-rx * 0.2)} ${r2(depth * 0.85)}" fill="none" stroke="#fff" stroke-width="8" stroke-linecap="round" opacity=".6"/>`;
}

// ---------- paper cup (origin bottom centre) ----------
export function paperCup({ h = 170, top = 220, bottom = 150, color = ['#8b5cf6', '#5b21b6'], fill = '' } = {}) {
  const id = uid('pc');
  const ht = top / 2;
  const hb = bottom / 2;
  let dots = '';
  for (let row = 0; row < 4; row += 1) {
    for (let col = -3; col <= 3; col += 1) {
      const y = -h + 30 + row * 36;
      const w = hb + ((ht - hb) * -y) / h;
      const x = (col / 3.6) * w + (row % 2 ? 14 : 0);
      if (Math.abs(x) < w - 14) dots += `<circle cx="${r2(x)}" cy="${y}" r="4" fill="#fff" opacity=".35"/>`;
    }
  }
  return defs(lg(id, [0, 0, 1, 0], [[0, color[1]], [0.4, color[0]], [0.6, '#a78bfa'], [1, color[1]]]))
    + fill
    + `<path d="M${-ht} ${-h}L${-hb} -10Q${-hb} 0 ${-hb + 12} 0L${hb - 12} 0Q${hb} 0 ${hb} -10L${ht} ${-h}Z" fill="url(#${id})"/>`
    + dots
    + `<rect x="${-ht - 6}" y="${-h - 10}" width="${top + 12}" height="22" rx="11" fill="#c4b5fd"/>`
    + `<rect x="${-ht - 2}" y="${-h - 8}" width="${top + 4}" height="8" rx="4" fill="#fff" opacity=".5"/>`;
}

// ---------- crown sparkle helper: a four-point twinkle ----------
export function twinkle(x, y, s = 20, color = '#ffffff', opacity = 0.9) {
  return `<path transform="translate(${x} ${y})" d="M0 ${-s}C${r2(s * 0.12)} ${r2(-s * 0.12)} ${r2(s * 0.12)} ${r2(-s * 0.12)} ${s} 0C${r2(s * 0.12)} ${r2(s * 0.12)} ${r2(s * 0.12)} ${r2(s * 0.12)} 0 ${s}C${r2(-s * 0.12)} ${r2(s * 0.12)} ${r2(-s * 0.12)} ${r2(s * 0.12)} ${-s} 0C${r2(-s * 0.12)} ${r2(-s * 0.12)} ${r2(-s * 0.12)} ${r2(-s * 0.12)} 0 ${-s}Z" fill="${color}" opacity="${opacity}"/>`;
}

export { emoji };
