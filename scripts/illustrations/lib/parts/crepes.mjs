// The crepes themselves: the cone, the folded wedge, and the plate they sit on.
// Drawn in local coordinates; each part returns an SVG string.
import { uid, rng, round2 } from '../svg.mjs';
import { defs, linearGradient, radialGradient } from './gradients.mjs';

// ---------- toasted crepe spots inside a clip ----------
function toastSpots(clipId, box, n, seed, color = '#b5651d') {
  const rand = rng(seed);
  let out = `<g clip-path="url(#${clipId})">`;
  for (let i = 0; i < n; i += 1) {
    const x = box[0] + rand() * (box[2] - box[0]);
    const y = box[1] + rand() * (box[3] - box[1]);
    const rx = 3 + rand() * 9;
    const ry = rx * (0.4 + rand() * 0.4);
    out += `<ellipse cx="${round2(x)}" cy="${round2(y)}" rx="${round2(rx)}" ry="${round2(ry)}" fill="${color}" opacity="${round2(0.15 + rand() * 0.25)}" transform="rotate(${Math.round(rand() * 180)} ${round2(x)} ${round2(y)})"/>`;
  }
  return `${out}</g>`;
}

const GOLD = [
  [0, '#c97f2c'],
  [0.22, '#eaa94f'],
  [0.45, '#fcd98f'],
  [0.6, '#f8cd78'],
  [0.85, '#e09a40'],
  [1, '#c27428'],
];

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
    if (hw > 10)
      sleeveDeco += `<circle cx="${round2(-hw * 0.5)}" cy="${y}" r="3" fill="#fff" opacity=".5"/><circle cx="${round2(hw * 0.5)}" cy="${y + 9}" r="3" fill="#fff" opacity=".5"/><circle cx="0" cy="${y + 4}" r="2.4" fill="#fff" opacity=".4"/>`;
  }
  let scallop = 'M-72 168';
  for (let i = 0; i < 8; i += 1) {
    const x0 = -72 + i * 18;
    scallop += `Q${round2(x0 + 9)} 181 ${round2(x0 + 18)} 168`;
  }
  scallop += 'L72 164L-72 164Z';
  return (
    defs(
      linearGradient(`${id}g`, [0, 0, 1, 0], GOLD),
      linearGradient(
        `${id}f`,
        [0, 0, 1, 0.3],
        [
          [0, '#fde4a6'],
          [0.5, '#f6c46c'],
          [1, '#d88a34'],
        ],
      ),
      linearGradient(
        `${id}b`,
        [0, 0, 0, 1],
        [
          [0, '#f9d48e'],
          [1, '#d38a35'],
        ],
      ),
      linearGradient(
        `${id}s`,
        [0, 0, 1, 0],
        [
          [0, '#5b21b6'],
          [0.4, sleeve],
          [0.65, sleeveLight],
          [1, '#5b21b6'],
        ],
      ),
      `<clipPath id="${id}c"><path d="${cone}"/></clipPath><clipPath id="${id}k"><path d="${back}"/></clipPath>`,
    ) +
    `<path d="${back}" fill="url(#${id}b)"/>` +
    toastSpots(`${id}k`, [-120, -60, 120, 0], 10, seed + 11) +
    `<ellipse cx="0" cy="1" rx="121" ry="34" fill="#d69443"/>` +
    `<ellipse cx="0" cy="-2" rx="112" ry="26" fill="#b8742c" opacity=".35"/>` +
    filling +
    `<path d="${cone}" fill="url(#${id}g)"/>` +
    toastSpots(`${id}c`, [-120, 0, 120, 290], 34, seed) +
    `<g clip-path="url(#${id}c)"><path d="M22 33C8 80-20 140-50 192" fill="none" stroke="#a45d1c" stroke-width="14" opacity=".18" transform="translate(-8 4)"/><path d="${flap}" fill="url(#${id}f)"/></g>` +
    toastSpots(`${id}c`, [-40, 30, 120, 220], 14, seed + 5) +
    `<path d="M22 33C8 80-20 140-50 192" fill="none" stroke="#fff2cf" stroke-width="3" stroke-linecap="round" opacity=".8"/>` +
    `<path d="M-122 0A122 34 0 0 0 122 0" fill="none" stroke="#fff1c8" stroke-width="4" stroke-linecap="round" opacity=".85"/>` +
    `<path d="${sleevePath}" fill="url(#${id}s)"/>${sleeveDeco}` +
    `<path d="${scallop}" fill="${sleeveLight}"/>` +
    `<path d="M-52 190L-16 190" stroke="#fff" stroke-width="5" stroke-linecap="round" opacity=".35"/>`
  );
}

// ---------- plate (centre 0,0) ----------
export function plate(rx = 250, ry = 80, opts = {}) {
  const id = uid('pl');
  const rim = opts.rim ?? '#ffffff';
  return (
    defs(
      linearGradient(
        `${id}a`,
        [0, 0, 0, 1],
        [
          [0, rim],
          [1, opts.rimDark ?? '#e3d6f5'],
        ],
      ),
      radialGradient(
        `${id}b`,
        ['50%', '40%', '70%'],
        [
          [0, '#ffffff'],
          [1, opts.well ?? '#efe6fb'],
        ],
      ),
    ) +
    `<ellipse cx="0" cy="${round2(ry * 0.16)}" rx="${rx}" ry="${ry}" fill="${opts.edge ?? '#d6c3f0'}"/>` +
    `<ellipse cx="0" cy="0" rx="${rx}" ry="${ry}" fill="url(#${id}a)"/>` +
    `<ellipse cx="0" cy="${round2(ry * 0.05)}" rx="${round2(rx * 0.74)}" ry="${round2(ry * 0.66)}" fill="url(#${id}b)" stroke="#e7dcf6" stroke-width="2"/>` +
    `<path d="M${round2(-rx * 0.86)} ${round2(-ry * 0.2)}A${rx} ${ry} 0 0 1 ${round2(-rx * 0.2)} ${round2(-ry * 0.96)}" fill="none" stroke="#fff" stroke-width="5" stroke-linecap="round" opacity=".9"/>`
  );
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
  const d = `M0 0L${round2(p1[0])} ${round2(p1[1])}Q${round2(-bulge)} 0 ${round2(p2[0])} ${round2(p2[1])}Z`;
  const fold = (k) => `M${round2(p1[0] * k)} ${round2(p1[1] * k)}Q${round2(-bulge * k)} 0 ${round2(p2[0] * k)} ${round2(p2[1] * k)}`;
  const tf = `scale(1 ${sy}) rotate(${rot})`;
  return (
    defs(
      linearGradient(
        `${id}g`,
        [0, 0, 1, 1],
        [
          [0, '#f7c877'],
          [0.45, '#fde3a6'],
          [1, '#e6a24a'],
        ],
      ),
      `<clipPath id="${id}c"><path d="${d}"/></clipPath>`,
    ) +
    `<g transform="translate(0 ${thickness}) ${tf}"><path d="${d}" fill="#c47a2c"/></g>` +
    `<g transform="translate(0 ${round2(thickness * 0.5)}) ${tf}"><path d="${d}" fill="#dc9440"/></g>` +
    `<g transform="${tf}"><path d="${d}" fill="url(#${id}g)"/>` +
    toastSpots(`${id}c`, [-r * 1.2, -r * 0.6, 0, r * 0.6], 30, seed) +
    `<g clip-path="url(#${id}c)"><path d="${fold(0.93)}" fill="none" stroke="#c8802f" stroke-width="3" opacity=".45"/><path d="${fold(0.86)}" fill="none" stroke="#fff3d2" stroke-width="3" opacity=".6"/></g>` +
    `<path d="M${round2(p1[0] * 0.85)} ${round2(p1[1] * 0.85)}L${round2(p1[0] * 0.15)} ${round2(p1[1] * 0.15)}" stroke="#fff6dc" stroke-width="4" stroke-linecap="round" opacity=".8"/></g>`
  );
}
