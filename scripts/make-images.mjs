#!/usr/bin/env node
// Generates the site's illustrations (products, slides, logo, icons, Open Graph card) from the
// MIT-licensed Fluent Emoji set (@iconify-json/fluent-emoji) plus a hand-drawn crepe and
// capybara, rendered with sharp. Run from the project root: `node scripts/make-images.mjs`.
// The outputs are committed; the owner may replace any of them with a file of the same name.
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import sharp from 'sharp';

const require = createRequire(import.meta.url);
const emojiSet = require('@iconify-json/fluent-emoji/icons.json');
const out = (...parts) => path.join(process.cwd(), 'public', ...parts);

// ---------- small helpers ----------
let uid = 0;
function rng(seed) {
  let s = seed >>> 0 || 1;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

/** One emoji placed at (x, y) with size s, its ids made unique so gradients never clash. */
function emoji(name, x, y, s, rotate = 0) {
  const icon = emojiSet.icons[name];
  if (!icon) throw new Error(`no emoji ${name}`);
  const prefix = `e${(uid += 1)}`;
  const body = icon.body
    .replace(/id="([^"]+)"/g, `id="${prefix}$1"`)
    .replace(/url\(#([^)]+)\)/g, `url(#${prefix}$1)`)
    .replace(/href="#([^"]+)"/g, `href="#${prefix}$1"`);
  const w = icon.width ?? emojiSet.width ?? 32;
  const h = icon.height ?? emojiSet.height ?? 32;
  const transform = rotate ? ` transform="rotate(${rotate} ${x} ${y})"` : '';
  return `<g${transform}><svg x="${x - s / 2}" y="${y - s / 2}" width="${s}" height="${s}" viewBox="0 0 ${w} ${h}">${body}</svg></g>`;
}

// Category tints in the brand's purple family: [top-left, bottom-right, glow].
const tints = {
  Crepas: ['#fdf2f8', '#e9d5ff', '#fff7ed'],
  'Bebidas Frías': ['#eef2ff', '#ddd6fe', '#f8fafc'],
  'Bebidas Calientes': ['#fdf4ec', '#e9d5ff', '#fffbeb'],
  Helados: ['#fdf2fb', '#f5d0fe', '#fff1f2'],
  Granizados: ['#ecfeff', '#ddd6fe', '#f0fdff'],
  Fresas: ['#fff1f2', '#fbcfe8', '#fff7f9'],
  Extras: ['#faf5ff', '#e9d5ff', '#ffffff'],
  Slide: ['#f5e8ff', '#d8b4fe', '#fff7ed'],
};

function background(w, h, tint, seed) {
  const [a, b, glow] = tint;
  const rand = rng(seed);
  const id = `bg${(uid += 1)}`;
  let dots = '';
  for (let i = 0; i < 14; i += 1) {
    const r = 10 + rand() * 38;
    dots += `<circle cx="${(rand() * w).toFixed(0)}" cy="${(rand() * h).toFixed(0)}" r="${r.toFixed(0)}" fill="#ffffff" opacity="${(0.18 + rand() * 0.3).toFixed(2)}"/>`;
  }
  for (let i = 0; i < 8; i += 1) {
    const x = rand() * w;
    const y = rand() * h;
    const s = 6 + rand() * 8;
    dots += `<path d="M${x} ${y - s}L${x + s * 0.28} ${y - s * 0.28}L${x + s} ${y}L${x + s * 0.28} ${y + s * 0.28}L${x} ${y + s}L${x - s * 0.28} ${y + s * 0.28}L${x - s} ${y}L${x - s * 0.28} ${y - s * 0.28}Z" fill="#c084fc" opacity="0.45"/>`;
  }
  return `<defs><linearGradient id="${id}l" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient>
  <radialGradient id="${id}r" cx="0.5" cy="0.48" r="0.5"><stop offset="0" stop-color="${glow}" stop-opacity="0.95"/><stop offset="1" stop-color="${glow}" stop-opacity="0"/></radialGradient></defs>
  <rect width="${w}" height="${h}" fill="url(#${id}l)"/>${dots}<ellipse cx="${w / 2}" cy="${h * 0.5}" rx="${w * 0.42}" ry="${h * 0.46}" fill="url(#${id}r)"/>`;
}

const shadow = (cx, cy, rx, ry = rx * 0.16) =>
  `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="#4c1d95" opacity="0.16"/>`;

/** A folded golden crepe (a quarter-circle fan) with its opening facing up. */
function crepe(cx, cy, r) {
  const id = `cr${(uid += 1)}`;
  const left = cx - r * 0.75;
  const right = cx + r * 0.75;
  const top = cy - r * 0.35;
  const tip = cy + r * 0.75;
  const spots = [
    [-0.2, 0.2],
    [0.25, 0.1],
    [0.05, 0.42],
    [-0.35, -0.05],
    [0.4, -0.12],
  ]
    .map(([dx, dy]) => `<ellipse cx="${cx + dx * r}" cy="${cy + dy * r}" rx="${r * 0.07}" ry="${r * 0.045}" fill="#b45309" opacity="0.35"/>`)
    .join('');
  return `<defs><linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fde68a"/><stop offset="0.6" stop-color="#f59e0b"/><stop offset="1" stop-color="#d97706"/></linearGradient></defs>
  <path d="M${left} ${top} Q${cx} ${top - r * 0.28} ${right} ${top} L${cx + r * 0.12} ${tip} Q${cx} ${tip + r * 0.08} ${cx - r * 0.12} ${tip} Z" fill="url(#${id})" stroke="#b45309" stroke-width="${r * 0.025}" stroke-linejoin="round"/>
  <path d="M${left + r * 0.08} ${top + r * 0.06} Q${cx} ${top + r * 0.22} ${cx + r * 0.05} ${tip - r * 0.08}" fill="none" stroke="#b45309" stroke-width="${r * 0.02}" opacity="0.45"/>${spots}`;
}

/** A drizzle of syrup or chocolate across a shape. */
const drizzle = (x1, y, x2, color = '#5b2a12') =>
  `<path d="M${x1} ${y} q${(x2 - x1) / 6} 28 ${(x2 - x1) / 3} 0 t${(x2 - x1) / 3} 0 t${(x2 - x1) / 3} 0" fill="none" stroke="${color}" stroke-width="9" stroke-linecap="round" opacity="0.85"/>`;

// ---------- product scenes (800 x 600) ----------
// main: the subject; crepe: draw a crepe with these toppings; accents: [emoji, x, y, size, rotate].
const scenes = {
  capiberry: { crepe: ['strawberry', 'blueberries'], syrup: '#be123c', accents: [['cherries', 650, 150, 90, 12], ['sparkles', 150, 140, 70]] },
  'crepa-sin-fruta': { crepe: ['ice-cream'], syrup: '#7c2d12', accents: [['candy', 640, 430, 90, -20], ['honey-pot', 150, 430, 100]] },
  tropicalvara: { crepe: ['banana', 'strawberry'], syrup: '#ea580c', accents: [['pineapple', 660, 180, 110, 10], ['coconut', 140, 440, 90]] },
  capidulzura: { crepe: ['peach', 'strawberry'], syrup: '#3f1d0b', accents: [['chestnut', 660, 440, 80, 0], ['chocolate-bar', 140, 170, 100, -15]] },
  capioreo: { crepe: ['cookie', 'ice-cream'], syrup: '#1c1917', accents: [['cookie', 150, 440, 90, 20], ['kiwi-fruit', 660, 170, 86, -10]] },
  'la-crepivara': { crepe: ['strawberry', 'ice-cream', 'banana'], syrup: '#3f1d0b', accents: [['crown', 400, 95, 130, 0], ['sparkles', 150, 150, 90], ['sparkles', 660, 440, 80], ['blueberries', 660, 160, 80]] },
  'batido-natural-en-agua': { main: 'tropical-drink', accents: [['watermelon', 170, 420, 110, -10], ['pineapple', 640, 190, 100, 12], ['strawberry', 630, 440, 80]] },
  'batido-en-leche': { main: 'cup-with-straw', accents: [['glass-of-milk', 170, 410, 110], ['banana', 640, 180, 100, 20], ['strawberry', 150, 170, 70, -15]] },
  churchill: { main: 'shaved-ice', accents: [['ice-cream', 640, 180, 110, 8], ['glass-of-milk', 160, 420, 100, -6], ['sparkles', 170, 150, 60]] },
  'cafe-frio': { main: 'tumbler-glass', accents: [['ice', 650, 170, 90, 10], ['ice', 160, 430, 70, -10], ['hot-beverage', 640, 440, 80]] },
  mangonadas: { main: 'mango', accents: [['hot-pepper', 640, 180, 100, 25], ['lime', 160, 420, 90], ['candy', 640, 440, 80, -15]] },
  te: { main: 'teacup-without-handle', accents: [['herb', 640, 190, 100, 10], ['lemon', 160, 420, 90, -10]] },
  'cafe-negro': { main: 'hot-beverage', accents: [['chocolate-bar', 650, 430, 80, 15], ['sparkles', 160, 170, 60]] },
  'cafe-con-leche': { main: 'hot-beverage', accents: [['glass-of-milk', 640, 200, 110, 8], ['cookie', 160, 430, 80]] },
  chocolate: { main: 'teacup-without-handle', accents: [['chocolate-bar', 640, 190, 110, -12], ['chestnut', 160, 430, 70], ['sparkles', 170, 160, 60]] },
  'helado-con-gelatina': { main: 'custard', accents: [['ice-cream', 640, 180, 110, 8], ['cherries', 160, 430, 80]] },
  'ensalada-de-frutas': { main: 'bowl-with-spoon', accents: [['red-apple', 170, 180, 90, -10], ['kiwi-fruit', 640, 180, 90, 10], ['grapes', 640, 440, 90], ['ice-cream', 170, 440, 90]] },
  'canasta-con-helado': { main: 'ice-cream', accents: [['waffle', 170, 420, 110, -12], ['cherries', 640, 180, 80, 10]] },
  'choco-banano-especial': { main: 'banana', rotate: -20, accents: [['chocolate-bar', 640, 200, 110, 14], ['candy', 170, 430, 80], ['sparkles', 640, 440, 60]] },
  'banana-split': { main: 'ice-cream', accents: [['banana', 170, 420, 130, -30], ['banana', 640, 420, 130, 30], ['cherries', 640, 160, 80]] },
  'granizado-sencillo': { main: 'shaved-ice', accents: [['snowflake', 160, 170, 80], ['droplet', 650, 200, 70, 10]] },
  'granizado-especial': { main: 'shaved-ice', accents: [['snowflake', 160, 170, 80], ['candy', 640, 180, 90, 15], ['glass-of-milk', 170, 430, 90], ['honey-pot', 640, 440, 90]] },
  'fresa-pequena': { main: 'strawberry', size: 250, accents: [['honey-pot', 640, 440, 80], ['sparkles', 170, 160, 60]] },
  'fresa-grande': { main: 'strawberry', size: 230, accents: [['strawberry', 170, 420, 130, -14], ['strawberry', 640, 420, 130, 14], ['strawberry', 640, 160, 90, 20], ['strawberry', 170, 170, 80, -20]] },
  'waffle-con-helado': { main: 'waffle', accents: [['strawberry', 650, 450, 80]], over: [['ice-cream', 470, 240, 150, 10], ['ice-cream', 330, 240, 140, -10]] },
  'waffle-sencillo': { main: 'waffle', accents: [['blueberries', 650, 180, 90], ['banana', 160, 430, 90, -15]] },
  topping: { main: 'candy', accents: [['lollipop', 650, 190, 100, 15], ['doughnut', 160, 430, 90], ['sparkles', 170, 160, 60]] },
  jarabe: { main: 'honey-pot', accents: [['droplet', 640, 200, 80], ['droplet', 160, 430, 60, -10]] },
  helado: { main: 'soft-ice-cream', accents: [['sparkles', 640, 180, 70], ['cherries', 170, 430, 80]] },
  nutella: { main: 'chestnut', accents: [['chocolate-bar', 640, 190, 110, 14], ['bowl-with-spoon', 170, 430, 100]] },
};

const categoryOf = {};
for (const [slugs, cat] of [
  [['capiberry', 'crepa-sin-fruta', 'tropicalvara', 'capidulzura', 'capioreo', 'la-crepivara'], 'Crepas'],
  [['batido-natural-en-agua', 'batido-en-leche', 'churchill', 'cafe-frio', 'mangonadas'], 'Bebidas Frías'],
  [['te', 'cafe-negro', 'cafe-con-leche', 'chocolate'], 'Bebidas Calientes'],
  [['helado-con-gelatina', 'ensalada-de-frutas', 'canasta-con-helado', 'choco-banano-especial', 'banana-split'], 'Helados'],
  [['granizado-sencillo', 'granizado-especial'], 'Granizados'],
  [['fresa-pequena', 'fresa-grande', 'waffle-con-helado', 'waffle-sencillo'], 'Fresas'],
  [['topping', 'jarabe', 'helado', 'nutella'], 'Extras'],
])
  for (const slug of slugs) categoryOf[slug] = cat;

function productSvg(slug, index) {
  const scene = scenes[slug];
  const W = 800;
  const H = 600;
  let subject = '';
  if (scene.crepe) {
    const toppings = scene.crepe;
    subject += shadow(400, 545, 170);
    subject += crepe(400, 310, 310);
    const step = 150 / Math.max(1, toppings.length - 1);
    toppings.forEach((name, i) => {
      const x = toppings.length === 1 ? 400 : 325 + i * step;
      subject += emoji(name, x, 190 - (i % 2) * 18, toppings.length === 1 ? 190 : 150, (i - 1) * 12);
    });
    subject += drizzle(250, 238, 550, scene.syrup);
  } else {
    const size = scene.size ?? 350;
    subject += shadow(400, 300 + size * 0.42, size * 0.4);
    subject += emoji(scene.main, 400, 300, size, scene.rotate ?? 0);
  }
  const accents = scene.accents.map(([name, x, y, s, r = 0]) => emoji(name, x, y, s * 1.25, r)).join('');
  const over = (scene.over ?? []).map(([name, x, y, s, r = 0]) => emoji(name, x, y, s, r)).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">${background(W, H, tints[categoryOf[slug]], 7 + index * 31)}${accents}${subject}${over}</svg>`;
}

// ---------- logo: a friendly capybara chef ----------
const capybara = `
  <circle cx="50" cy="50" r="50" fill="#7c3aed"/>
  <circle cx="50" cy="50" r="44" fill="#8b5cf6" opacity="0.5"/>
  <ellipse cx="25" cy="38" rx="8" ry="7" fill="#8a5230"/><ellipse cx="25" cy="38" rx="4" ry="3.5" fill="#5c3319"/>
  <ellipse cx="75" cy="38" rx="8" ry="7" fill="#8a5230"/><ellipse cx="75" cy="38" rx="4" ry="3.5" fill="#5c3319"/>
  <rect x="22" y="30" width="56" height="54" rx="25" fill="#b07445"/>
  <rect x="29" y="55" width="42" height="28" rx="14" fill="#8f5a34"/>
  <ellipse cx="43" cy="63" rx="2.8" ry="2" fill="#2b170b"/><ellipse cx="57" cy="63" rx="2.8" ry="2" fill="#2b170b"/>
  <path d="M45 73 Q50 77 55 73" fill="none" stroke="#2b170b" stroke-width="2" stroke-linecap="round"/>
  <circle cx="37" cy="47" r="3.8" fill="#24140a"/><circle cx="63" cy="47" r="3.8" fill="#24140a"/>
  <circle cx="38.3" cy="45.7" r="1.2" fill="#fff"/><circle cx="64.3" cy="45.7" r="1.2" fill="#fff"/>
  <ellipse cx="29" cy="60" rx="4.5" ry="3" fill="#f9a8d4" opacity="0.7"/><ellipse cx="71" cy="60" rx="4.5" ry="3" fill="#f9a8d4" opacity="0.7"/>
  <circle cx="39" cy="19" r="9" fill="#fff"/><circle cx="50" cy="14" r="10" fill="#fff"/><circle cx="61" cy="19" r="9" fill="#fff"/>
  <rect x="34" y="20" width="32" height="11" rx="3" fill="#fff"/><rect x="34" y="27" width="32" height="4" fill="#e9d5ff"/>`;
const logoSvg = (size = 100) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 100 100">${capybara}</svg>`;

const fallbackSvg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 600" width="800" height="600">
  <rect width="800" height="600" fill="#ede4fb"/>
  <ellipse cx="400" cy="455" rx="210" ry="40" fill="#d8c6f5"/>
  <ellipse cx="400" cy="440" rx="190" ry="34" fill="#f8f4ff" stroke="#c4b0ee" stroke-width="6"/>
  <g transform="translate(330 250) scale(1.4)" opacity="0.8">${capybara.replace('#7c3aed', '#c4b0ee').replace('#8b5cf6', '#d8c6f5')}</g>
</svg>`;

// ---------- slides (1200 x 800) ----------
const slides = [
  () =>
    `${background(1200, 800, tints.Slide, 101)}${shadow(600, 650, 330)}${crepe(600, 430, 430)}${emoji('strawberry', 470, 250, 170, -15)}${emoji('ice-cream', 610, 220, 200)}${emoji('banana', 750, 260, 170, 20)}${drizzle(380, 320, 820, '#3f1d0b')}${emoji('sparkles', 200, 170, 110)}${emoji('blueberries', 1000, 200, 120)}${emoji('chocolate-bar', 180, 600, 150, -20)}${emoji('peach', 1020, 600, 140, 10)}`,
  () =>
    `${background(1200, 800, tints['Bebidas Frías'], 202)}${shadow(600, 660, 420)}${emoji('tropical-drink', 420, 430, 330, -6)}${emoji('cup-with-straw', 780, 430, 330, 6)}${emoji('shaved-ice', 160, 560, 180)}${emoji('watermelon', 1040, 560, 170, 12)}${emoji('pineapple', 170, 180, 150, -10)}${emoji('mango', 1030, 190, 140, 15)}${emoji('ice', 600, 140, 110)}`,
  () =>
    `${background(1200, 800, tints.Fresas, 303)}${shadow(600, 660, 420)}${emoji('waffle', 600, 460, 330)}${emoji('ice-cream', 480, 280, 210, -8)}${emoji('soft-ice-cream', 740, 280, 210, 8)}${emoji('strawberry', 180, 560, 170, -15)}${emoji('strawberry', 1020, 560, 170, 15)}${emoji('cherries', 180, 190, 130)}${emoji('sparkles', 1020, 180, 120)}`,
].map((body) => `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800" viewBox="0 0 1200 800">${body()}</svg>`);

const ogSvg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
  ${background(1200, 630, ['#f3e8ff', '#c084fc', '#ffffff'], 404)}
  <g transform="translate(80 165) scale(3)">${capybara}</g>
  <text x="440" y="285" font-family="DejaVu Serif, serif" font-style="italic" font-weight="bold" font-size="104" fill="#4c1d95">CrepiVara</text>
  <text x="445" y="360" font-family="DejaVu Sans, sans-serif" font-size="40" fill="#6b21a8">Crepería gourmet · Guápiles</text>
  ${emoji('strawberry', 520, 470, 110, -12)}${emoji('ice-cream', 660, 470, 120)}${emoji('waffle', 800, 470, 110, 8)}${emoji('tropical-drink', 940, 470, 110)}${emoji('sparkles', 1100, 150, 90)}
</svg>`;

// ---------- render ----------
async function render(svg, file, width, height, format = 'webp') {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  let image = sharp(Buffer.from(svg), { density: 96 }).resize(width, height);
  image = format === 'png' ? image.png({ compressionLevel: 9 }) : image.webp({ quality: 78, effort: 6 });
  await image.toFile(file);
  return `${path.relative(process.cwd(), file)} ${fs.statSync(file).size} B`;
}

const jobs = Object.keys(scenes).map((slug, i) => render(productSvg(slug, i), out('images', 'menu', `${slug}.webp`), 800, 600));
slides.forEach((svg, i) => jobs.push(render(svg, out('images', 'slider', `slide-${i + 1}.webp`), 1200, 800)));
jobs.push(render(ogSvg, out('og-image.webp'), 1200, 630));
const maskable = `<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512" viewBox="0 0 100 100"><rect width="100" height="100" fill="#7c3aed"/><g transform="translate(20 20) scale(0.6)">${capybara}</g></svg>`;
jobs.push(render(logoSvg(512), out('icons', 'icon-192.png'), 192, 192, 'png'));
jobs.push(render(logoSvg(512), out('icons', 'icon-512.png'), 512, 512, 'png'));
jobs.push(render(maskable, out('icons', 'maskable-512.png'), 512, 512, 'png'));
jobs.push(render(logoSvg(180), path.join(process.cwd(), 'app', 'apple-icon.png'), 180, 180, 'png'));

fs.writeFileSync(out('images', 'logo.svg'), logoSvg().replace(/\n\s*/g, ''));
fs.writeFileSync(path.join(process.cwd(), 'app', 'icon.svg'), logoSvg().replace(/\n\s*/g, ''));
fs.writeFileSync(out('images', 'menu', 'fallback.svg'), fallbackSvg.replace(/\n\s*/g, ''));

for (const line of await Promise.all(jobs)) console.log(line);
