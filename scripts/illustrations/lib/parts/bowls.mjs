// What desserts are served in: glass bowl, wafer basket, banana-split boat, jar, ceramic bowl.
// Drawn in local coordinates; each part returns an SVG string.
import { uid, round2 } from '../svg.mjs';
import { defs, linearGradient, radialGradient } from './gradients.mjs';

// ---------- glass bowl (origin = centre of the rim) ----------
export function glassBowl({ rx = 200, depth = 150, fillBack = '', fillFront = '', stem = true, tint = '#f4ecff' } = {}) {
  const id = uid('gb');
  const ry = rx * 0.22;
  const bowl = `M${-rx} 0A${rx} ${round2(ry)} 0 0 0 ${rx} 0C${rx} ${round2(depth * 0.75)} ${round2(rx * 0.55)} ${depth} 0 ${depth}C${round2(-rx * 0.55)} ${depth} ${-rx} ${round2(depth * 0.75)} ${-rx} 0Z`;
  const stemSvg = stem
    ? `<path d="M-22 ${depth - 4}L-14 ${depth + 44}L14 ${depth + 44}L22 ${depth - 4}Z" fill="#ffffff" fill-opacity=".7" stroke="#fff" stroke-width="3"/><ellipse cx="0" cy="${depth + 52}" rx="${round2(rx * 0.45)}" ry="14" fill="#f3ecfc" stroke="#fff" stroke-width="4"/>`
    : '';
  return (
    defs(
      linearGradient(
        `${id}g`,
        [0, 0, 1, 0],
        [
          [0, '#ffffff', 0.7],
          [0.25, '#ffffff', 0.2],
          [0.7, '#ffffff', 0.1],
          [1, '#ffffff', 0.6],
        ],
      ),
    ) +
    stemSvg +
    `<ellipse cx="0" cy="0" rx="${rx}" ry="${round2(ry)}" fill="${tint}" fill-opacity=".5" stroke="#fff" stroke-width="3"/>` +
    fillBack +
    `<path d="${bowl}" fill="url(#${id}g)" stroke="#ffffff" stroke-width="4"/>` +
    fillFront +
    `<path d="M${round2(-rx * 0.8)} ${round2(depth * 0.15)}C${round2(-rx * 0.78)} ${round2(depth * 0.5)} ${round2(-rx * 0.55)} ${round2(depth * 0.78)} ${round2(-rx * 0.3)} ${round2(depth * 0.86)}" fill="none" stroke="#fff" stroke-width="9" stroke-linecap="round" opacity=".7"/>` +
    `<path d="M${-rx} 0A${rx} ${round2(ry)} 0 0 0 ${rx} 0" fill="none" stroke="#fff" stroke-width="5"/>`
  );
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
    rim += `Q${round2(mx)} ${round2(dy + 34)} ${round2(x1)} ${round2(i === n - 1 ? 0 : dy * 0.9)}`;
  }
  const body = `${rim}C${rx} ${round2(depth * 0.7)} ${round2(rx * 0.5)} ${depth} 0 ${depth}C${round2(-rx * 0.5)} ${depth} ${-rx} ${round2(depth * 0.7)} ${-rx} 0Z`;
  let grid = '';
  for (let i = -12; i <= 12; i += 1) {
    grid += `<path d="M${i * 30 - 200} -60L${i * 30 + 200} ${depth + 80}M${i * 30 + 200} -60L${i * 30 - 200} ${depth + 80}" stroke="#b8732a" stroke-width="5" opacity=".5"/>`;
  }
  return (
    defs(
      radialGradient(
        `${id}g`,
        ['40%', '30%', '80%'],
        [
          [0, '#ffe4a8'],
          [0.6, '#f3b860'],
          [1, '#c98036'],
        ],
      ),
      `<clipPath id="${id}c"><path d="${body}"/></clipPath>`,
    ) +
    `<ellipse cx="0" cy="0" rx="${rx}" ry="${round2(rx * 0.28)}" fill="#d89443"/>` +
    `<path d="M${-rx + 10} -10Q${-rx * 0.5} ${-rx * 0.3} 0 ${-rx * 0.25}Q${rx * 0.5} ${-rx * 0.3} ${rx - 10} -10Z" fill="#e8a853"/>` +
    filling +
    `<path d="${body}" fill="url(#${id}g)"/>` +
    `<g clip-path="url(#${id}c)">${grid}</g>` +
    `<path d="${rim}" fill="none" stroke="#ffe7b5" stroke-width="6" stroke-linecap="round" opacity=".9"/>` +
    `<path d="M${round2(-rx * 0.75)} ${round2(depth * 0.3)}Q${round2(-rx * 0.6)} ${round2(depth * 0.7)} ${round2(-rx * 0.25)} ${round2(depth * 0.88)}" fill="none" stroke="#fff6dd" stroke-width="8" stroke-linecap="round" opacity=".45"/>`
  );
}

// ---------- boat dish for the banana split (origin centre) ----------
export function boatDish(rx = 300, fillBack = '', fillFront = '') {
  const id = uid('bd');
  const ry = 70;
  const hull = `M${-rx} -6C${-rx} 60 ${-rx * 0.5} 96 0 96C${rx * 0.5} 96 ${rx} 60 ${rx} -6A${rx} ${ry} 0 0 1 ${-rx} -6Z`;
  return (
    defs(
      linearGradient(
        `${id}g`,
        [0, 0, 0, 1],
        [
          [0, '#ffffff', 0.85],
          [1, '#d9c6f5', 0.95],
        ],
      ),
    ) +
    `<ellipse cx="0" cy="130" rx="${rx * 0.45}" ry="18" fill="#cbb4ef"/><path d="M${-rx * 0.28} 90L${-rx * 0.4} 128L${rx * 0.4} 128L${rx * 0.28} 90Z" fill="#e6d9fa"/>` +
    `<ellipse cx="0" cy="-6" rx="${rx}" ry="${ry}" fill="#f2eafd" stroke="#fff" stroke-width="4"/>` +
    fillBack +
    `<path d="${hull}" fill="url(#${id}g)" stroke="#fff" stroke-width="4"/>` +
    fillFront +
    `<path d="M${-rx * 0.8} 40Q${-rx * 0.5} 80 ${-rx * 0.1} 84" fill="none" stroke="#fff" stroke-width="8" stroke-linecap="round" opacity=".8"/>`
  );
}

// ---------- chocolate spread jar (origin bottom centre) ----------
export function spreadJar({ w = 200, h = 220 } = {}) {
  const id = uid('jr');
  const hw = w / 2;
  return (
    defs(
      linearGradient(
        `${id}g`,
        [0, 0, 1, 0],
        [
          [0, '#4a2617'],
          [0.35, '#8a5230'],
          [0.6, '#7a4526'],
          [1, '#3e1f12'],
        ],
      ),
      linearGradient(
        `${id}l`,
        [0, 0, 1, 0],
        [
          [0, '#c4a7f0'],
          [0.4, '#f3e8ff'],
          [1, '#a78bfa'],
        ],
      ),
    ) +
    `<path d="M${-hw} ${-h + 30}Q${-hw} ${-h + 10} ${-hw + 20} ${-h + 6}L${hw - 20} ${-h + 6}Q${hw} ${-h + 10} ${hw} ${-h + 30}L${hw} -24Q${hw} 0 ${hw - 24} 0L${-hw + 24} 0Q${-hw} 0 ${-hw} -24Z" fill="url(#${id}g)"/>` +
    `<rect x="${-hw + 4}" y="${-h * 0.62}" width="${w - 8}" height="${h * 0.36}" fill="#fff"/>` +
    `<rect x="${-hw + 4}" y="${-h * 0.62}" width="${w - 8}" height="${h * 0.36}" fill="url(#${id}l)" opacity=".35"/>` +
    `<path d="M0 ${-h * 0.34}C-40 ${-h * 0.42} -28 ${-h * 0.58} 0 ${-h * 0.5}C28 ${-h * 0.58} 40 ${-h * 0.42} 0 ${-h * 0.34}Z" fill="#7c3aed"/>` +
    `<rect x="${-hw + 2}" y="${-h - 34}" width="${w - 4}" height="44" rx="14" fill="#6d28d9"/>` +
    `<rect x="${-hw + 2}" y="${-h - 34}" width="${w - 4}" height="20" rx="10" fill="#a78bfa" opacity=".6"/>` +
    `<path d="M${-hw + 18} ${-h + 40}L${-hw + 18} -24" stroke="#fff" stroke-width="10" stroke-linecap="round" opacity=".35"/>`
  );
}

// ---------- small ceramic bowl (origin rim centre) ----------
export function ceramicBowl({ rx = 170, depth = 120, color = ['#f5efff', '#c4b0ee'], fill = '' } = {}) {
  const id = uid('cbw');
  const ry = rx * 0.26;
  return (
    defs(
      linearGradient(
        id,
        [0, 0, 1, 0],
        [
          [0, color[1]],
          [0.35, color[0]],
          [0.6, color[0]],
          [1, color[1]],
        ],
      ),
    ) +
    `<ellipse cx="0" cy="${depth + 4}" rx="${rx * 0.42}" ry="14" fill="${color[1]}"/>` +
    `<ellipse cx="0" cy="0" rx="${rx}" ry="${round2(ry)}" fill="${color[1]}"/>` +
    fill +
    `<path d="M${-rx} 0A${rx} ${round2(ry)} 0 0 0 ${rx} 0C${rx} ${round2(depth * 0.8)} ${round2(rx * 0.45)} ${depth} 0 ${depth}C${round2(-rx * 0.45)} ${depth} ${-rx} ${round2(depth * 0.8)} ${-rx} 0Z" fill="url(#${id})"/>` +
    `<path d="M${-rx} 0A${rx} ${round2(ry)} 0 0 0 ${rx} 0" fill="none" stroke="#fff" stroke-width="5"/>` +
    `<path d="M${round2(-rx * 0.75)} ${round2(depth * 0.25)}Q${round2(-rx * 0.6)} ${round2(depth * 0.7)} ${round2(-rx * 0.2)} ${round2(depth * 0.85)}" fill="none" stroke="#fff" stroke-width="8" stroke-linecap="round" opacity=".6"/>`
  );
}
