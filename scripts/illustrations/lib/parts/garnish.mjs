// What goes beside a dessert or a drink: banana, the chocolate banana, a spoon, coffee beans.
// Drawn in local coordinates; each part returns an SVG string.
import { uid, round2 } from '../svg.mjs';
import { defs, linearGradient, radialGradient } from './gradients.mjs';
import { sprinkles } from './toppings.mjs';

// ---------- banana halves ----------
export function bananaHalf(len = 300, flip = false) {
  const id = uid('bh');
  const s = flip ? -1 : 1;
  const d = `M${-len / 2} 0C${-len / 4} ${26 * s} ${len / 4} ${26 * s} ${len / 2} 0C${len / 2 + 8} ${-10 * s} ${len / 2 - 4} ${-22 * s} ${len / 2 - 14} ${-20 * s}C${len / 4} ${-4 * s} ${-len / 4} ${-4 * s} ${-len / 2 + 14} ${-20 * s}C${-len / 2 + 2} ${-22 * s} ${-len / 2 - 8} ${-10 * s} ${-len / 2} 0Z`;
  return `${defs(
    linearGradient(
      id,
      [0, 0, 0, 1],
      [
        [0, '#fff6c9'],
        [0.5, '#fde68a'],
        [1, '#e8b94a'],
      ],
    ),
  )}<path d="${d}" fill="url(#${id})" stroke="#d9a235" stroke-width="2"/><path d="M${-len / 3} ${-4 * s}C${-len / 8} ${8 * s} ${len / 8} ${8 * s} ${len / 3} ${-4 * s}" fill="none" stroke="#fff" stroke-width="4" stroke-linecap="round" opacity=".6"/><path d="M${-len / 2} 0L${-len / 2 - 6} ${-4 * s}" stroke="#7a5a2b" stroke-width="6" stroke-linecap="round"/>`;
}

// ---------- chocolate-dipped banana on a stick (origin = bottom of stick) ----------
export function chocoBanana({ seed = 12 } = {}) {
  const id = uid('cb');
  const banana = 'M-52 -120C-64 -230 -50 -330 -6 -400C4 -414 22 -410 24 -396C34 -320 46 -220 44 -120C44 -96 22 -80 -4 -80C-30 -80 -50 -96 -52 -120Z';
  const choc = 'M-60 -250C-30 -232 -10 -270 14 -250C30 -236 38 -262 52 -252L44 -120C44 -96 22 -80 -4 -80C-30 -80 -50 -96 -52 -120Z';
  return (
    defs(
      linearGradient(
        `${id}b`,
        [0, 0, 1, 0],
        [
          [0, '#e9b93c'],
          [0.45, '#fde68a'],
          [1, '#f2c94c'],
        ],
      ),
      linearGradient(
        `${id}c`,
        [0, 0, 1, 0],
        [
          [0, '#3b1f12'],
          [0.45, '#7a4a2b'],
          [1, '#3e2114'],
        ],
      ),
      `<clipPath id="${id}k"><path d="${banana}"/></clipPath>`,
    ) +
    `<rect x="-9" y="-110" width="18" height="120" rx="8" fill="#f1d9b0" stroke="#d9b784" stroke-width="3"/>` +
    `<path d="${banana}" fill="url(#${id}b)"/>` +
    `<path d="M-6 -400C4 -414 22 -410 24 -396L20 -386C14 -396 2 -396 -6 -390Z" fill="#7a5a2b"/>` +
    `<g clip-path="url(#${id}k)"><path d="${choc}" fill="url(#${id}c)" transform="scale(1.2 1) translate(-2 0)"/></g>` +
    `<path d="M-30 -232C-34 -200 -34 -160 -28 -128" fill="none" stroke="#b07a52" stroke-width="7" stroke-linecap="round" opacity=".7"/>` +
    `<path d="M-20 -300C-18 -340 -8 -370 6 -388" fill="none" stroke="#fff" stroke-width="6" stroke-linecap="round" opacity=".6"/>` +
    sprinkles(-4, -180, 40, 70, 26, seed, 14)
  );
}

// ---------- spoon with a blob on it ----------
export function spoonWith(color = '#6b3a1f', len = 220) {
  const id = uid('sp');
  return (
    defs(
      linearGradient(
        id,
        [0, 0, 1, 0],
        [
          [0, '#b9b3c9'],
          [0.5, '#f4f2f8'],
          [1, '#a49fb6'],
        ],
      ),
    ) +
    `<rect x="-9" y="0" width="18" height="${len}" rx="9" fill="url(#${id})"/>` +
    `<ellipse cx="0" cy="-20" rx="44" ry="58" fill="url(#${id})"/>` +
    `<path d="M-34 -30C-30 -60 30 -64 34 -30C40 -4 24 10 0 10C-24 10 -40 -4 -34 -30Z" fill="${color}"/>` +
    `<ellipse cx="-12" cy="-36" rx="12" ry="6" fill="#fff" opacity=".3"/>`
  );
}

// ---------- coffee bean ----------
export function bean(x, y, s = 30, rot = 0) {
  const id = uid('bn');
  return `${defs(
    radialGradient(
      id,
      ['35%', '30%', '80%'],
      [
        [0, '#a56a43'],
        [1, '#4a2816'],
      ],
    ),
  )}<g transform="translate(${x} ${y}) rotate(${rot})"><ellipse rx="${s * 0.62}" ry="${s * 0.45}" fill="url(#${id})"/><path d="M${round2(-s * 0.5)} ${round2(s * 0.05)}C${round2(-s * 0.2)} ${round2(-s * 0.2)} ${round2(s * 0.2)} ${round2(s * 0.22)} ${round2(s * 0.5)} ${round2(-s * 0.05)}" fill="none" stroke="#2e170b" stroke-width="${round2(s * 0.09)}" stroke-linecap="round"/><ellipse cx="${round2(-s * 0.2)}" cy="${round2(-s * 0.22)}" rx="${round2(s * 0.18)}" ry="${round2(s * 0.07)}" fill="#fff" opacity=".3"/></g>`;
}
