// Gradient definitions shared by every part: linear and radial gradients and a <defs> wrapper.
// Drawn in local coordinates; each part returns an SVG string.

// ---------- gradient helpers ----------
const stopsSvg = (stops) =>
  stops
    .map((s) => {
      const [off, color, op] = s;
      return `<stop offset="${off}" stop-color="${color}"${op != null ? ` stop-opacity="${op}"` : ''}/>`;
    })
    .join('');
export function linearGradient(id, [x1, y1, x2, y2], stops, units) {
  return `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}"${units ? ` gradientUnits="${units}"` : ''}>${stopsSvg(stops)}</linearGradient>`;
}
export function radialGradient(id, [cx, cy, r, fx, fy], stops, units) {
  return `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}"${fx != null ? ` fx="${fx}" fy="${fy}"` : ''}${units ? ` gradientUnits="${units}"` : ''}>${stopsSvg(stops)}</radialGradient>`;
}
export const defs = (...items) => `<defs>${items.join('')}</defs>`;
