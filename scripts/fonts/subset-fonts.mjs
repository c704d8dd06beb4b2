#!/usr/bin/env node
// Cuts the two self-hosted fonts down to what the site writes, into public/fonts/ (committed),
// each named by its content; lib/web-fonts.ts and app/globals.css name the files (app/fonts.test.ts).
//
//   node scripts/fonts/subset-fonts.mjs
//
// Sources are the @fontsource-variable "latin" files (OFL). Both keep only the characters of
// FONT_TEXT (fonts.mjs); Nunito keeps its weight axis over the weights the CSS uses (400-800) and
// Dancing Script, used only bold for headings, becomes a static 700. Together 82 KB -> about
// 43 KB, which every page downloads before its first paint. Offline and deterministic (harfbuzz
// through subset-font).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { fontFile, FONTS, FONTS_DIR, subset } from './fonts.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

for (const font of FONTS) {
  const before = fs.statSync(path.join(root, 'node_modules', font.source)).size;
  const bytes = await subset(font, root);
  const file = fontFile(font, bytes);
  fs.mkdirSync(path.join(root, FONTS_DIR), { recursive: true });
  for (const old of fs.readdirSync(path.join(root, FONTS_DIR))) {
    if (old.startsWith(`${font.name}.`)) fs.rmSync(path.join(root, FONTS_DIR, old));
  }
  fs.writeFileSync(path.join(root, file), bytes);
  console.log(`${file}: ${(before / 1024).toFixed(1)} KB -> ${(bytes.length / 1024).toFixed(1)} KB`);
}
