// What drinks are served in: tall glass, mug (the cups are in ./cups.mjs).
// Drawn in local coordinates; each part returns an SVG string.
import { uid, rng, round2 } from '../svg.mjs';
import { defs, linearGradient } from './gradients.mjs';

// ---------- tall glass (origin = bottom centre) ----------
export function tallGlass({
  height = 300,
  top = 180,
  bottom = 132,
  level = 0.82,
  liquid = ['#ff8fb1', '#e23d6d'],
  ice = 0,
  iceSeed = 2,
  swirl = null,
  straw = ['#7c3aed', '#ffffff'],
  strawAngle = 14,
  topping = '',
  layers = null,
  bubbles = 0,
} = {}) {
  const id = uid('gl');
  const ht = top / 2;
  const hb = bottom / 2;
  const body = `M${-ht} ${-height}L${round2(-hb)} -16Q${round2(-hb)} 0 ${round2(-hb + 16)} 0L${round2(hb - 16)} 0Q${round2(hb)} 0 ${round2(hb)} -16L${ht} ${-height}Z`;
  const inset = 9;
  const inner = `M${ht - inset} ${-height}L${round2(-(ht - inset))} ${-height}L${round2(-(hb - inset))} -26Q${round2(-(hb - inset))} -12 ${round2(-(hb - inset) + 14)} -12L${round2(hb - inset - 14)} -12Q${round2(hb - inset)} -12 ${round2(hb - inset)} -26Z`;
  const ly = -height * level;
  const wAt = (y) => hb + ((ht - hb) * -y) / height - inset;
  let liquidSvg;
  if (layers) {
    // layers: [[fromLevel, toLevel, colorTop, colorBottom], ...]
    liquidSvg = layers
      .map(
        ([a, b, c1, c2], i) =>
          `${defs(
            linearGradient(
              `${id}l${i}`,
              [0, 0, 0, 1],
              [
                [0, c1],
                [1, c2],
              ],
            ),
          )}<rect x="${-ht}" y="${round2(-height * b)}" width="${top}" height="${round2(height * (b - a))}" fill="url(#${id}l${i})"/>`,
      )
      .join('');
  } else {
    liquidSvg = `<rect x="${-ht}" y="${round2(ly)}" width="${top}" height="${round2(-ly)}" fill="url(#${id}l)"/>`;
  }
  let iceSvg = '';
  const rand = rng(iceSeed);
  for (let i = 0; i < ice; i += 1) {
    const s = 46 + rand() * 16;
    const x = -wAt(ly) + 20 + ((i % 3) * (2 * wAt(ly) - 40 - s)) / 2 + rand() * 10 - 5;
    const y = ly - s * 0.35 + Math.floor(i / 3) * s * 0.9 + rand() * 10;
    const rot = Math.round(rand() * 40 - 20);
    iceSvg += `<g transform="rotate(${rot} ${round2(x + s / 2)} ${round2(y + s / 2)})"><rect x="${round2(x)}" y="${round2(y)}" width="${round2(s)}" height="${round2(s)}" rx="10" fill="#f5fbff" fill-opacity=".55" stroke="#ffffff" stroke-width="3" stroke-opacity=".9"/><path d="M${round2(x + 9)} ${round2(y + s - 12)}L${round2(x + 9)} ${round2(y + 12)}Q${round2(x + 9)} ${round2(y + 8)} ${round2(x + 14)} ${round2(y + 8)}L${round2(x + s * 0.55)} ${round2(y + 8)}" fill="none" stroke="#fff" stroke-width="4" stroke-linecap="round" opacity=".9"/></g>`;
  }
  let bubbleSvg = '';
  for (let i = 0; i < bubbles; i += 1) {
    const y = ly + 20 + rand() * (-ly - 40);
    const x = (rand() * 2 - 1) * (wAt(y) - 16);
    bubbleSvg += `<circle cx="${round2(x)}" cy="${round2(y)}" r="${round2(3 + rand() * 5)}" fill="#fff" opacity=".45"/>`;
  }
  const sa = (strawAngle * Math.PI) / 180;
  const sx0 = -10;
  const sy0 = -40;
  const sLen = height + 90;
  const sx1 = sx0 + Math.sin(sa) * sLen;
  const sy1 = sy0 - Math.cos(sa) * sLen;
  const strawSvg = straw
    ? `<path d="M${sx0} ${sy0}L${round2(sx1)} ${round2(sy1)}" stroke="${straw[1]}" stroke-width="16" stroke-linecap="round"/><path d="M${sx0} ${sy0}L${round2(sx1)} ${round2(sy1)}" stroke="${straw[0]}" stroke-width="16" stroke-dasharray="16 16"/><path d="M${sx0 - 4} ${sy0}L${round2(sx1 - 4)} ${round2(sy1)}" stroke="#fff" stroke-width="3" stroke-linecap="round" opacity=".5"/>`
    : '';
  return (
    defs(
      linearGradient(
        `${id}l`,
        [0, 0, 0, 1],
        [
          [0, liquid[0]],
          [1, liquid[1]],
        ],
      ),
      linearGradient(
        `${id}g`,
        [0, 0, 1, 0],
        [
          [0, '#ffffff', 0.55],
          [0.18, '#ffffff', 0.12],
          [0.7, '#ffffff', 0.05],
          [0.9, '#ffffff', 0.3],
          [1, '#ffffff', 0.5],
        ],
      ),
      `<clipPath id="${id}c"><path d="${inner}"/></clipPath>`,
    ) +
    `<ellipse cx="0" cy="${-height}" rx="${ht}" ry="14" fill="#ffffff" fill-opacity=".25" stroke="#ffffff" stroke-opacity=".8" stroke-width="3"/>` +
    strawSvg +
    `<path d="${body}" fill="#ffffff" fill-opacity=".35"/>` +
    `<g clip-path="url(#${id}c)">${liquidSvg}` +
    (layers
      ? ''
      : `<ellipse cx="0" cy="${round2(ly)}" rx="${round2(wAt(ly))}" ry="12" fill="${liquid[0]}"/><ellipse cx="0" cy="${round2(ly)}" rx="${round2(wAt(ly))}" ry="12" fill="#fff" opacity=".25"/>`) +
    (swirl ?? '') +
    bubbleSvg +
    iceSvg +
    '</g>' +
    topping +
    `<path d="${body}" fill="url(#${id}g)" stroke="#ffffff" stroke-opacity=".9" stroke-width="4"/>` +
    `<path d="M${round2(-ht + 22)} ${round2(-height + 30)}L${round2(-hb + 16)} -30" stroke="#fff" stroke-width="10" stroke-linecap="round" opacity=".55"/>` +
    `<path d="M${-ht} ${-height}A${ht} 14 0 0 0 ${ht} ${-height}" fill="none" stroke="#fff" stroke-width="4" opacity=".95"/>`
  );
}

// ---------- mug (origin bottom centre) ----------
export function mug({
  w = 220,
  h = 180,
  body = ['#ffffff', '#e7dcf8', '#c9b4ee'],
  liquid = ['#8a5433', '#4a2716'],
  art = null,
  band = '#a78bfa',
  handleSide = 1,
  saucer = true,
  foam = null,
  marshmallows = 0,
} = {}) {
  const id = uid('mg');
  const hw = w / 2;
  const bw = hw * 0.86;
  const path = `M${-hw} ${-h}L${round2(-bw)} -22Q${round2(-bw)} 0 ${round2(-bw + 24)} 0L${round2(bw - 24)} 0Q${round2(bw)} 0 ${round2(bw)} -22L${hw} ${-h}Z`;
  const hx = handleSide * (hw - 6);
  const handle = `<path d="M${round2(hx)} ${round2(-h * 0.78)}C${round2(hx + handleSide * 80)} ${round2(-h * 0.86)} ${round2(hx + handleSide * 80)} ${round2(-h * 0.2)} ${round2(hx - handleSide * 10)} ${round2(-h * 0.22)}" fill="none" stroke="${body[2]}" stroke-width="24" stroke-linecap="round"/><path d="M${round2(hx)} ${round2(-h * 0.78)}C${round2(hx + handleSide * 80)} ${round2(-h * 0.86)} ${round2(hx + handleSide * 80)} ${round2(-h * 0.2)} ${round2(hx - handleSide * 10)} ${round2(-h * 0.22)}" fill="none" stroke="${body[1]}" stroke-width="14" stroke-linecap="round"/>`;
  let surface = `<ellipse cx="0" cy="${-h}" rx="${hw - 10}" ry="${round2((hw - 10) * 0.24)}" fill="url(#${id}l)"/>`;
  if (foam) surface += `<ellipse cx="0" cy="${round2(-h + 1)}" rx="${hw - 22}" ry="${round2((hw - 22) * 0.22)}" fill="${foam}" opacity=".9"/>`;
  if (art === 'heart') {
    surface += `<path transform="translate(0 ${-h}) scale(1 .42)" d="M0 40C-60 0-52-44-22-46C-8-47-2-38 0-30C2-38 8-47 22-46C52-44 60 0 0 40Z" fill="#fbf1e4" opacity=".95"/><path transform="translate(0 ${-h}) scale(1 .42)" d="M0 30C-40 2-36-28-18-32" fill="none" stroke="#d9b48f" stroke-width="5" opacity=".6"/>`;
  } else if (art === 'crema') {
    surface += `<ellipse cx="0" cy="${-h}" rx="${hw - 26}" ry="${round2((hw - 26) * 0.2)}" fill="#b8733d" opacity=".55"/><ellipse cx="-20" cy="${-h - 3}" rx="${round2(hw * 0.3)}" ry="${round2(hw * 0.05)}" fill="#e0a267" opacity=".5"/>`;
  }
  const rand = rng(9);
  for (let i = 0; i < marshmallows; i += 1) {
    const x = (rand() * 2 - 1) * (hw - 40);
    const y = -h + (rand() * 2 - 1) * 10;
    surface += `<rect x="${round2(x - 14)}" y="${round2(y - 12)}" width="28" height="22" rx="7" fill="#fff" stroke="#f1e3f7" stroke-width="2" transform="rotate(${Math.round(rand() * 50 - 25)} ${round2(x)} ${round2(y)})"/>`;
  }
  return (
    defs(
      linearGradient(
        `${id}b`,
        [0, 0, 1, 0],
        [
          [0, body[2]],
          [0.3, body[0]],
          [0.55, body[0]],
          [1, body[2]],
        ],
      ),
      linearGradient(
        `${id}l`,
        [0, 0, 0, 1],
        [
          [0, liquid[0]],
          [1, liquid[1]],
        ],
      ),
    ) +
    (saucer
      ? `<ellipse cx="0" cy="8" rx="${round2(hw * 1.45)}" ry="${round2(hw * 0.32)}" fill="${body[2]}"/><ellipse cx="0" cy="2" rx="${round2(hw * 1.45)}" ry="${round2(hw * 0.3)}" fill="${body[1]}"/><ellipse cx="0" cy="2" rx="${round2(hw * 0.95)}" ry="${round2(hw * 0.18)}" fill="${body[2]}" opacity=".5"/>`
      : '') +
    handle +
    `<path d="${path}" fill="url(#${id}b)"/>` +
    (band
      ? `<path d="M${round2(-hw * 0.975)} ${round2(-h * 0.62)}L${round2(hw * 0.975)} ${round2(-h * 0.62)}L${round2(hw * 0.965)} ${round2(-h * 0.5)}L${round2(-hw * 0.965)} ${round2(-h * 0.5)}Z" fill="${band}" opacity=".85"/>`
      : '') +
    `<ellipse cx="0" cy="${-h}" rx="${hw}" ry="${round2(hw * 0.26)}" fill="${body[1]}"/>` +
    surface +
    `<path d="M${round2(-hw * 0.72)} ${round2(-h * 0.82)}L${round2(-bw * 0.74)} ${round2(-h * 0.2)}" stroke="#fff" stroke-width="10" stroke-linecap="round" opacity=".6"/>`
  );
}
