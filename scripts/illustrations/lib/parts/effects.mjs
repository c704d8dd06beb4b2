// Finishing touches: the soft shadow under a dish, steam over a hot drink, a twinkle.
// Drawn in local coordinates; each part returns an SVG string.
import { uid, round2 } from '../svg.mjs';
import { defs, linearGradient, radialGradient } from './gradients.mjs';

// ---------- shadow ----------
export function shadow(cx, cy, rx, ry, opacity = 0.28, color = '#4c1d95') {
  const id = uid('sh');
  return `${defs(
    radialGradient(
      id,
      ['50%', '50%', '50%'],
      [
        [0, color, opacity],
        [0.6, color, opacity * 0.45],
        [1, color, 0],
      ],
    ),
  )}<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="url(#${id})"/>`;
}

// ---------- steam ----------
export function steam(x, y, h = 120, n = 3, spacing = 44) {
  const id = uid('st');
  let out = defs(
    linearGradient(
      id,
      [0, 1, 0, 0],
      [
        [0, '#b9a3e3', 0.75],
        [0.5, '#c9b6ee', 0.5],
        [1, '#ffffff', 0],
      ],
    ),
  );
  for (let i = 0; i < n; i += 1) {
    const sx = x + (i - (n - 1) / 2) * spacing;
    const hh = h * (i % 2 ? 0.85 : 1);
    out += `<path d="M${round2(sx)} ${y}C${round2(sx - 22)} ${round2(y - hh * 0.25)} ${round2(sx + 22)} ${round2(y - hh * 0.45)} ${round2(sx)} ${round2(y - hh * 0.65)}S${round2(sx + 14)} ${round2(y - hh * 0.9)} ${round2(sx)} ${round2(y - hh)}" fill="none" stroke="url(#${id})" stroke-width="12" stroke-linecap="round"/>`;
  }
  return out;
}

// ---------- crown sparkle helper: a four-point twinkle ----------
export function twinkle(x, y, s = 20, color = '#ffffff', opacity = 0.9) {
  return `<path transform="translate(${x} ${y})" d="M0 ${-s}C${round2(s * 0.12)} ${round2(-s * 0.12)} ${round2(s * 0.12)} ${round2(-s * 0.12)} ${s} 0C${round2(s * 0.12)} ${round2(s * 0.12)} ${round2(s * 0.12)} ${round2(s * 0.12)} 0 ${s}C${round2(-s * 0.12)} ${round2(s * 0.12)} ${round2(-s * 0.12)} ${round2(s * 0.12)} ${-s} 0C${round2(-s * 0.12)} ${round2(-s * 0.12)} ${round2(-s * 0.12)} ${round2(-s * 0.12)} 0 ${-s}Z" fill="${color}" opacity="${opacity}"/>`;
}
