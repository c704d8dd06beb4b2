#!/usr/bin/env node
// `node scripts/photos/make-samples.mjs [folder]`: the bench's sample product photos, made here
// rather than downloaded: one 1600 x 1200 JPEG per product (ids 5-34, `producto-<id>.jpg`) of a
// dish on a table, drawn as SVG (plate, crepe, glass, cup, bowl, berries, waffle), with grain and
// a vignette so the encoder works as on a photo. Like a phone's, every file has camera EXIF; some
// are stored turned with an EXIF orientation (3, 6, 8) and some carry GPS, so they exercise
// lib/photos' rotation and stripping. Deterministic: the same bytes on every run (a seeded random
// sequence per product). Default folder: bench/sample-photos/ (git-ignored).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { rng as random } from '../illustrations/lib/svg.mjs';

export const WIDTH = 1600;
export const HEIGHT = 1200;
export const SAMPLE_IDS = Array.from({ length: 30 }, (_, i) => i + 5);

/** Turned in storage, as a phone held sideways or upside down writes it; the rest upright. */
const ORIENTATIONS = { 0: 1, 1: 6, 2: 1, 3: 8, 4: 1, 5: 3 };

const pick = (next, list) => list[Math.floor(next() * list.length)];
const between = (next, low, high) => low + next() * (high - low);
const round = (value) => Math.round(value * 10) / 10;

const FRUITS = ['#d62839', '#f4a259', '#f7d046', '#7cb518', '#6a2c70', '#e85d75', '#ffb703'];
const SCOOPS = ['#fff1d6', '#f8c8dc', '#7b4b2a', '#b5e48c', '#ffd166', '#e9c46a'];
const DRINKS = ['#e76f51', '#9d0208', '#ffb4a2', '#6f4e37', '#f2cc8f', '#c1121f', '#ffd60a'];
const TABLES = [
  ['#8d5a3b', '#6b3f26'],
  ['#c49a6c', '#a47148'],
  ['#5c4033', '#3e2a20'],
  ['#d9c5b2', '#b8a18a'],
];

function kind(id) {
  if (id <= 10) return 'crepe';
  if (id <= 15 || id === 25 || id === 26) return 'glass';
  if (id <= 19) return 'cup';
  if (id <= 24) return 'bowl';
  if (id <= 28) return 'berries';
  if (id <= 30) return 'waffle';
  return 'extra';
}

function table(next) {
  const [light, dark] = pick(next, TABLES);
  const grain = Array.from({ length: 28 }, () => {
    const y = round(between(next, 0, HEIGHT));
    const bend = round(between(next, -40, 40));
    return `<path d="M0 ${y} C 500 ${round(y + bend)}, 1100 ${round(y - bend)}, ${WIDTH} ${y}" stroke="${dark}" stroke-opacity="${round(between(next, 0.08, 0.3))}" stroke-width="${round(between(next, 2, 14))}" fill="none"/>`;
  }).join('');
  return `<rect width="${WIDTH}" height="${HEIGHT}" fill="${light}"/>${grain}`;
}

function plate(cx, cy, rx, ry) {
  return (
    `<ellipse cx="${cx + 30}" cy="${cy + 40}" rx="${rx}" ry="${ry}" fill="#000" opacity=".35" filter="url(#soft)"/>` +
    `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="#f7f3ea"/>` +
    `<ellipse cx="${cx}" cy="${cy}" rx="${rx * 0.72}" ry="${ry * 0.72}" fill="#ece6d8"/>`
  );
}

function dots(next, count, cx, cy, spreadX, spreadY, colours, size) {
  return Array.from({ length: count }, () => {
    const x = round(cx + between(next, -spreadX, spreadX));
    const y = round(cy + between(next, -spreadY, spreadY));
    const r = round(between(next, size * 0.6, size * 1.3));
    return `<circle cx="${x}" cy="${y}" r="${r}" fill="${pick(next, colours)}"/><circle cx="${round(x - r / 3)}" cy="${round(y - r / 3)}" r="${round(r / 3)}" fill="#fff" opacity=".35"/>`;
  }).join('');
}

function drizzle(next, cx, cy, width, colour) {
  const points = Array.from({ length: 9 }, (_, i) => `${round(cx - width / 2 + (i * width) / 8)} ${round(cy + between(next, -60, 60))}`);
  return `<polyline points="${points.join(' ')}" stroke="${colour}" stroke-width="14" stroke-linecap="round" stroke-linejoin="round" fill="none" opacity=".9"/>`;
}

const dishes = {
  crepe(next) {
    const fold = `<path d="M420 760 Q800 300 1180 760 Q800 860 420 760 Z" fill="url(#golden)"/>`;
    const spots = Array.from(
      { length: 40 },
      () =>
        `<circle cx="${round(between(next, 520, 1080))}" cy="${round(between(next, 560, 760))}" r="${round(between(next, 4, 12))}" fill="#8c5a2b" opacity=".35"/>`,
    ).join('');
    return plate(800, 690, 520, 300) + fold + spots + dots(next, 14, 800, 560, 260, 60, FRUITS, 34) + drizzle(next, 800, 600, 560, '#4a2511');
  },
  glass(next) {
    const drink = pick(next, DRINKS);
    return (
      `<ellipse cx="830" cy="1010" rx="260" ry="60" fill="#000" opacity=".3" filter="url(#soft)"/>` +
      `<path d="M600 260 L1000 260 L940 1000 Q800 1040 660 1000 Z" fill="#fff" opacity=".25"/>` +
      `<path d="M620 420 L980 420 L935 990 Q800 1025 665 990 Z" fill="${drink}"/>` +
      `<path d="M640 440 L700 440 L690 960 L672 960 Z" fill="#fff" opacity=".3"/>` +
      `<rect x="880" y="120" width="26" height="520" rx="13" fill="${pick(next, ['#e63946', '#2a9d8f', '#f1faee'])}" transform="rotate(12 893 380)"/>` +
      dots(next, 6, 800, 380, 150, 25, [pick(next, SCOOPS), '#ffffff'], 44)
    );
  },
  cup(next) {
    const drink = pick(next, ['#3b2417', '#6f4e37', '#a47148', '#5a3825']);
    return (
      `<ellipse cx="820" cy="900" rx="360" ry="150" fill="#000" opacity=".3" filter="url(#soft)"/>` +
      `<ellipse cx="800" cy="860" rx="380" ry="150" fill="#f7f3ea"/>` +
      `<path d="M560 520 L1040 520 L1000 860 Q800 920 600 860 Z" fill="${pick(next, ['#ffffff', '#e9d8a6', '#264653', '#e76f51'])}"/>` +
      `<path d="M1030 590 Q1170 600 1140 720 Q1110 800 1000 790" stroke="#ddd" stroke-width="34" fill="none"/>` +
      `<ellipse cx="800" cy="520" rx="240" ry="60" fill="${drink}"/>` +
      `<ellipse cx="${round(between(next, 760, 840))}" cy="515" rx="90" ry="22" fill="#f2e8cf" opacity=".55"/>`
    );
  },
  bowl(next) {
    const scoops = Array.from({ length: 3 }, (_, i) => {
      const x = 640 + i * 160 + round(between(next, -20, 20));
      return `<circle cx="${x}" cy="${round(560 + between(next, -40, 20))}" r="140" fill="${pick(next, SCOOPS)}"/>`;
    }).join('');
    return (
      `<ellipse cx="830" cy="960" rx="420" ry="110" fill="#000" opacity=".3" filter="url(#soft)"/>` +
      scoops +
      `<path d="M420 640 L1180 640 Q1120 960 800 980 Q480 960 420 640 Z" fill="${pick(next, ['#e0fbfc', '#fefae0', '#ffcad4'])}"/>` +
      drizzle(next, 800, 500, 480, pick(next, ['#4a2511', '#c1121f', '#f4a259'])) +
      dots(next, 10, 800, 470, 220, 70, FRUITS, 22)
    );
  },
  berries(next) {
    const berries = Array.from({ length: 16 }, () => {
      const x = round(between(next, 520, 1080));
      const y = round(between(next, 500, 820));
      const size = round(between(next, 60, 95));
      const seeds = Array.from(
        { length: 6 },
        () => `<circle cx="${round(x + between(next, -size / 2, size / 2))}" cy="${round(y + between(next, -size / 3, size / 2))}" r="4" fill="#ffe066"/>`,
      ).join('');
      return `<path d="M${x - size} ${y - size / 3} Q${x} ${y - size * 1.2} ${x + size} ${y - size / 3} Q${x + size / 2} ${y + size} ${x} ${y + size * 1.1} Q${x - size / 2} ${y + size} ${x - size} ${y - size / 3} Z" fill="#c1121f"/>${seeds}<path d="M${x - 30} ${y - size / 2} L${x} ${y - size} L${x + 30} ${y - size / 2} Z" fill="#2d6a4f"/>`;
    }).join('');
    return plate(800, 690, 480, 290) + berries + drizzle(next, 800, 640, 420, '#fdf0d5');
  },
  waffle(next) {
    const cells = [];
    for (let row = 0; row < 5; row += 1) {
      for (let col = 0; col < 6; col += 1)
        cells.push(`<rect x="${560 + col * 82}" y="${480 + row * 72}" width="60" height="52" rx="8" fill="#b5651d" opacity=".55"/>`);
    }
    return (
      plate(800, 700, 500, 300) +
      `<rect x="540" y="460" width="520" height="380" rx="40" fill="url(#golden)"/>` +
      cells.join('') +
      dots(next, 2, 930, 480, 60, 20, SCOOPS, 110) +
      dots(next, 8, 760, 640, 180, 120, FRUITS, 30)
    );
  },
  extra(next) {
    return (
      `<ellipse cx="830" cy="860" rx="300" ry="110" fill="#000" opacity=".3" filter="url(#soft)"/>` +
      `<ellipse cx="800" cy="800" rx="300" ry="120" fill="${pick(next, ['#ffffff', '#f1faee', '#fefae0'])}"/>` +
      `<ellipse cx="800" cy="780" rx="230" ry="80" fill="${pick(next, ['#4a2511', '#c1121f', '#ffd166', '#f8c8dc'])}"/>` +
      dots(next, 18, 800, 770, 170, 40, FRUITS.concat(SCOOPS), 14)
    );
  },
};

function scene(id) {
  const next = random(id * 7919);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}">` +
    `<defs><filter id="soft" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="28"/></filter>` +
    `<linearGradient id="golden" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f2c879"/><stop offset="1" stop-color="#c98a3c"/></linearGradient>` +
    `<radialGradient id="light" cx="${round(between(next, 0.35, 0.65))}" cy="${round(between(next, 0.3, 0.5))}" r="0.8"><stop offset="0.4" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity=".45"/></radialGradient></defs>` +
    table(next) +
    dishes[kind(id)](next) +
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#light)"/></svg>`
  );
}

/** Film grain from the same seeded sequence: real photos are never flat. */
function grain(id) {
  const next = random(id * 104729);
  const pixels = Buffer.alloc(WIDTH * HEIGHT);
  for (let i = 0; i < pixels.length; i += 1) pixels[i] = 128 + Math.round((next() + next() + next() - 1.5) * 40);
  return pixels;
}

/** GPS of the shop's town (Guápiles), on every third photo. */
const GPS = { GPSLatitudeRef: 'N', GPSLatitude: '10/1 12/1 3000/100', GPSLongitudeRef: 'W', GPSLongitude: '83/1 47/1 1200/100' };

/** The JPEG of product `id`, with its orientation and EXIF. */
export async function samplePhoto(id) {
  const orientation = ORIENTATIONS[id % 6];
  const upright = await sharp(Buffer.from(scene(id)))
    .composite([{ input: grain(id), raw: { width: WIDTH, height: HEIGHT, channels: 1 }, blend: 'soft-light' }])
    .removeAlpha()
    .png()
    .toBuffer();
  // Stored the way the camera's sensor saw it: undoing the turn the orientation asks for.
  const stored = { 1: 0, 3: 180, 6: 270, 8: 90 }[orientation];
  const exif = { IFD0: { Make: 'CrepiVara', Model: 'Banco de pruebas', Software: 'make-samples.mjs' }, ...(id % 3 === 0 ? { IFD3: GPS } : {}) };
  return sharp(upright).rotate(stored).jpeg({ quality: 86, mozjpeg: true }).withExif(exif).withMetadata({ orientation }).toBuffer();
}

const isMain = process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isMain) {
  const root = fileURLToPath(new URL('../..', import.meta.url));
  const folder = path.resolve(root, process.argv[2] ?? 'bench/sample-photos');
  fs.mkdirSync(folder, { recursive: true });
  let bytes = 0;
  for (const id of SAMPLE_IDS) {
    const photo = await samplePhoto(id);
    fs.writeFileSync(path.join(folder, `producto-${id}.jpg`), photo);
    bytes += photo.length;
  }
  console.log(`${SAMPLE_IDS.length} sample photos (${Math.round(bytes / 1024)} KB) in ${path.relative(root, folder) || folder}`);
}
