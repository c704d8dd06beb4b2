#!/usr/bin/env node
// Cuts the two self-hosted fonts down to what the site writes, into app/_fonts/ (committed).
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
import { FONTS, subset } from './fonts.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

for (const font of FONTS) {
  const before = fs.statSync(path.join(root, 'node_modules', font.source)).size;
  const bytes = await subset(font, root);
  fs.mkdirSync(path.dirname(path.join(root, font.file)), { recursive: true });
  fs.writeFileSync(path.join(root, font.file), bytes);
  console.log(`${font.file}: ${(before / 1024).toFixed(1)} KB -> ${(bytes.length / 1024).toFixed(1)} KB`);
}
