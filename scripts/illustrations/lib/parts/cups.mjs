// What shaved ice and desserts are served in: the clear cup and the paper cup.
// Drawn in local coordinates; each part returns an SVG string.
import { uid, rng, round2 } from '../svg.mjs';
import { defs, linearGradient } from './gradients.mjs';
import { drizzle } from './toppings.mjs';

// ---------- clear cup with a shaved-ice dome (origin bottom centre) ----------
export function shavedIceCup({
  h = 230,
  top = 230,
  bottom = 160,
  syrups = ['#ff5d8f'],
  dome = 120,
  seed = 4,
  milk = true,
  topping = '',
  cupTint = '#ffffff',
  liquid = null,
  chamoy = false,
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
    pts.push([Math.cos(a) * (ht + 6), -h - Math.sin(a) * dome - rand() * 10]);
  }
  for (let i = 1; i < pts.length; i += 1) {
    const [x0, y0] = pts[i - 1];
    const [x1, y1] = pts[i];
    const mx = (x0 + x1) / 2;
    const my = (y0 + y1) / 2 - 16;
    domeD += `Q${round2(mx)} ${round2(my)} ${round2(x1)} ${round2(y1)}`;
  }
  domeD += 'Z';
  const grads = syrups.map((c, i) =>
    linearGradient(
      `${id}s${i}`,
      [0, 0, 0, 1],
      [
        [0, '#ffffff'],
        [0.25, c],
        [1, c],
      ],
    ),
  );
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
    crystals += `<circle cx="${round2(Math.cos(a) * rr * ht)}" cy="${round2(-h - Math.sin(a) * rr * dome + 6)}" r="${round2(2 + rand() * 4)}" fill="#fff" opacity="${round2(0.4 + rand() * 0.4)}"/>`;
  }
  // inside of the cup: ice + syrup seen through the plastic
  const inner = `M${-ht + 8} ${-h}L${-hb + 8} -20Q${-hb + 8} -8 ${-hb + 20} -8L${hb - 20} -8Q${hb - 8} -8 ${hb - 8} -20L${ht - 8} ${-h}Z`;
  const liq = liquid ?? syrups[0];
  let ridges = '';
  for (let i = 1; i < 6; i += 1) {
    const y = -h + (i * h) / 6;
    const w = hb + ((ht - hb) * -y) / h;
    ridges += `<path d="M${round2(-w + 4)} ${round2(y)}L${round2(w - 4)} ${round2(y)}" stroke="#fff" stroke-width="2" opacity=".25"/>`;
  }
  let chamoySvg = '';
  if (chamoy) {
    chamoySvg = `<g clip-path="url(#${id}c)"><path d="M${-ht} ${-h + 10}Q${-ht + 30} ${-h + 70} ${-ht + 10} ${-h + 140}M-40 ${-h + 4}Q-30 ${-h + 60} -44 ${-h + 120}M40 ${-h + 4}Q54 ${-h + 80} 36 ${-h + 150}M${ht - 14} ${-h + 4}Q${ht - 40} ${-h + 60} ${ht - 24} ${-h + 110}" fill="none" stroke="#c0262f" stroke-width="14" stroke-linecap="round" opacity=".85"/></g>`;
  }
  return (
    defs(
      ...grads,
      linearGradient(
        `${id}l`,
        [0, 0, 0, 1],
        [
          [0, '#ffffff', 0.9],
          [0.35, liq],
          [1, liq],
        ],
      ),
      linearGradient(
        `${id}g`,
        [0, 0, 1, 0],
        [
          [0, '#ffffff', 0.6],
          [0.2, '#ffffff', 0.15],
          [0.75, '#ffffff', 0.05],
          [1, '#ffffff', 0.5],
        ],
      ),
      `<clipPath id="${id}c"><path d="${inner}"/></clipPath><clipPath id="${id}r"><rect x="0" y="${-h - dome - 40}" width="${ht + 20}" height="${dome + 60}"/></clipPath>`,
    ) +
    `<path d="${cup}" fill="${cupTint}" fill-opacity=".4"/>` +
    `<path d="${inner}" fill="url(#${id}l)"/>` +
    `<g clip-path="url(#${id}c)">${crystals.replace(/cy="(-?[\d.]+)"/g, (m, v) => `cy="${round2(Number(v) + dome * 0.9)}"`)}</g>` +
    chamoySvg +
    domeFill +
    crystals +
    (milk
      ? drizzle(
          `M${-ht + 20} ${-h - dome * 0.45}C${-ht + 60} ${-h - dome * 0.9} -20 ${-h - dome * 0.3} 20 ${-h - dome * 0.8}S${ht - 40} ${-h - dome * 0.4} ${ht - 16} ${-h - dome * 0.55}`,
          'condensed',
          12,
        )
      : '') +
    topping +
    `<path d="${cup}" fill="url(#${id}g)" stroke="#fff" stroke-width="4" stroke-opacity=".9"/>${ridges}` +
    `<path d="M${-ht - 4} ${-h}L${ht + 4} ${-h}" stroke="#fff" stroke-width="8" stroke-linecap="round" opacity=".95"/>` +
    `<path d="M${-ht + 24} ${-h + 26}L${-hb + 18} -26" stroke="#fff" stroke-width="10" stroke-linecap="round" opacity=".55"/>`
  );
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
      if (Math.abs(x) < w - 14) dots += `<circle cx="${round2(x)}" cy="${y}" r="4" fill="#fff" opacity=".35"/>`;
    }
  }
  return (
    defs(
      linearGradient(
        id,
        [0, 0, 1, 0],
        [
          [0, color[1]],
          [0.4, color[0]],
          [0.6, '#a78bfa'],
          [1, color[1]],
        ],
      ),
    ) +
    fill +
    `<path d="M${-ht} ${-h}L${-hb} -10Q${-hb} 0 ${-hb + 12} 0L${hb - 12} 0Q${hb} 0 ${hb} -10L${ht} ${-h}Z" fill="url(#${id})"/>` +
    dots +
    `<rect x="${-ht - 6}" y="${-h - 10}" width="${top + 12}" height="22" rx="11" fill="#c4b5fd"/>` +
    `<rect x="${-ht - 2}" y="${-h - 8}" width="${top + 4}" height="8" rx="4" fill="#fff" opacity=".5"/>`
  );
}
