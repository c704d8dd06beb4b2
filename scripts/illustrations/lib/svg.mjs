// Low-level SVG helpers: unique ids, seeded randomness, Fluent emoji embedding.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

let uidCounter = 0;
/** Unique id prefix for gradients/clips inside one document. */
export function uid(prefix = 'u') {
  uidCounter += 1;
  return `${prefix}${uidCounter.toString(36)}`;
}
export function resetUid() {
  uidCounter = 0;
}

/** mulberry32: small deterministic PRNG so every run yields identical files. */
export function rng(seed) {
  let a = typeof seed === 'string' ? hash(seed) : seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
export function hash(str) {
  let h = 2166136261;
  for (let i = 0; i < str.length; i += 1) {
    h ^= str.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

const sets = {};
function loadSet(set) {
  if (!sets[set]) sets[set] = require(`@iconify-json/${set}/icons.json`);
  return sets[set];
}

function resolveIcon(set, name) {
  const json = loadSet(set);
  let icon = json.icons[name];
  let hFlip = false;
  if (!icon && json.aliases?.[name]) {
    const alias = json.aliases[name];
    icon = json.icons[alias.parent];
    hFlip = !!alias.hFlip;
  }
  if (!icon) throw new Error(`Unknown emoji "${name}" in ${set}`);
  return {
    body: icon.body,
    width: icon.width ?? json.width ?? 32,
    height: icon.height ?? json.height ?? 32,
    hFlip,
  };
}

/** Prefix every id and every reference to it so several icons can share one document. */
export function prefixIds(body, prefix) {
  return body
    .replace(/\bid="([^"]+)"/g, `id="${prefix}$1"`)
    .replace(/url\(#([^)]+)\)/g, `url(#${prefix}$1)`)
    .replace(/href="#([^"]+)"/g, `href="#${prefix}$1"`);
}

/**
 * A Fluent emoji centred on (x, y), `size` px wide.
 * opts: rotate (deg), flip (mirror), opacity, set ('fluent-emoji' | 'fluent-emoji-flat'), shadow (filter id)
 */
export function emoji(name, x, y, size, opts = {}) {
  const { rotate = 0, flip = false, opacity, set = 'fluent-emoji', shadow } = opts;
  const icon = resolveIcon(set, name);
  const body = prefixIds(icon.body, `${uid('e')}_`);
  const scaleX = flip !== icon.hFlip ? -1 : 1;
  const h = (size * icon.height) / icon.width;
  const tf = `translate(${round2(x)} ${round2(y)})${rotate ? ` rotate(${rotate})` : ''}${scaleX < 0 ? ' scale(-1 1)' : ''}`;
  const attrs = [`transform="${tf}"`, opacity != null ? `opacity="${opacity}"` : '', shadow ? `filter="url(#${shadow})"` : ''].filter(Boolean).join(' ');
  return `<g ${attrs}><svg x="${round2(-size / 2)}" y="${round2(-h / 2)}" width="${round2(size)}" height="${round2(h)}" viewBox="0 0 ${icon.width} ${icon.height}" overflow="visible">${body}</svg></g>`;
}

export const round2 = (n) => Math.round(n * 100) / 100;

/** Wrap content into a root SVG document. */
export function doc(w, h, content, defs = '') {
  return `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${defs ? `<defs>${defs}</defs>` : ''}${content}</svg>`;
}

/** Group with translate/scale/rotate. */
export function place(content, x, y, s = 1, rot = 0) {
  return `<g transform="translate(${round2(x)} ${round2(y)})${rot ? ` rotate(${rot})` : ''}${s !== 1 ? ` scale(${s})` : ''}">${content}</g>`;
}
