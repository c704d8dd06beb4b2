#!/usr/bin/env node
// CrepiVara illustration generator.
//
// Composes the menu pictures, hero slides, logo, app icons and Open Graph card from the
// MIT-licensed Fluent Emoji SVGs (@iconify-json/fluent-emoji) plus hand-drawn SVG parts
// (crepes, glasses, cups, scoops, the capybara...), then renders them with sharp.
// Fully offline and deterministic: the same inputs give byte-identical files.
//
//   node scripts/illustrations/make-illustrations.mjs            # everything
//   node scripts/illustrations/make-illustrations.mjs capiberry  # only the named products/targets
//   node scripts/illustrations/make-illustrations.mjs --preview=/tmp/prev  # also write PNG previews
//
// Targets besides product slugs: slides, logo, icons, og, fallback.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { doc, resetUid } from './lib/svg.mjs';
import { background, dropShadowFilter } from './lib/scene.mjs';
import { PRODUCTS } from './products/index.mjs';
import { SLIDES } from './slides.mjs';
import { logoSvg, maskableSvg, appleSvg, fallbackSvg, ogSvg } from './brand.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const args = process.argv.slice(2);
const previewArg = args.find((a) => a.startsWith('--preview='));
const PREVIEW = previewArg ? previewArg.split('=')[1] : null;
const only = new Set(args.filter((a) => !a.startsWith('--')));
const wanted = (name) => only.size === 0 || only.has(name);

const out = (...p) => path.join(ROOT, ...p);
const written = [];

async function render(svg, file, { width, height, format = 'webp', quality = 78, maxBytes } = {}) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  let img = sharp(Buffer.from(svg), { density: 72 }).resize(width, height);
  let q = quality;
  let buf;
  for (;;) {
    buf =
      format === 'png'
        ? await img.clone().png({ compressionLevel: 9, palette: true, quality: 95, effort: 10, dither: 0.6 }).toBuffer()
        : await img.clone().webp({ quality: q, effort: 6, smartSubsample: true }).toBuffer();
    if (format === 'png' || !maxBytes || buf.length <= maxBytes || q <= 60) break;
    q -= 4; // keep under the size budget
  }
  fs.writeFileSync(file, buf);
  written.push([path.relative(ROOT, file), buf.length]);
  if (PREVIEW) {
    fs.mkdirSync(PREVIEW, { recursive: true });
    await sharp(buf)
      .png()
      .toFile(path.join(PREVIEW, `${path.basename(file).replace(/\.\w+$/, '')}.png`));
  }
}

function writeText(file, text) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, text);
  written.push([path.relative(ROOT, file), Buffer.byteLength(text)]);
}

// ---------- products ----------
for (const [slug, p] of Object.entries(PRODUCTS)) {
  if (!wanted(slug) && !wanted('products')) continue;
  resetUid();
  const svg = doc(800, 600, background(800, 600, p.theme, p.seed, p.bg) + p.draw(), dropShadowFilter());
  await render(svg, out('public/images/menu', `${slug}.webp`), { width: 800, height: 600, quality: 78, maxBytes: 58_000 });
}

// ---------- fallback ----------
if (wanted('fallback')) writeText(out('public/images/menu/fallback.svg'), fallbackSvg());

// ---------- slides ----------
if (wanted('slides')) {
  for (const [i, draw] of SLIDES.entries()) {
    resetUid();
    await render(draw(), out('public/images/slider', `slide-${i + 1}.webp`), { width: 1200, height: 800, quality: 78, maxBytes: 118_000 });
  }
}

// ---------- logo + icons ----------
if (wanted('logo') || wanted('icons')) {
  const logo = logoSvg();
  writeText(out('public/images/logo.svg'), logo);
  writeText(out('app/icon.svg'), logo);
  await render(logo, out('public/icons/icon-192.png'), { width: 192, height: 192, format: 'png' });
  await render(logo, out('public/icons/icon-512.png'), { width: 512, height: 512, format: 'png' });
  await render(maskableSvg(), out('public/icons/maskable-192.png'), { width: 192, height: 192, format: 'png' });
  await render(maskableSvg(), out('public/icons/maskable-512.png'), { width: 512, height: 512, format: 'png' });
  await render(appleSvg(), out('app/apple-icon.png'), { width: 180, height: 180, format: 'png' });
}

// ---------- Open Graph ----------
if (wanted('og')) {
  resetUid();
  await render(ogSvg(), out('public/og-image.webp'), { width: 1200, height: 630, quality: 80, maxBytes: 120_000 });
}

for (const [f, n] of written) console.log(`${String(n).padStart(7)}  ${f}`);
