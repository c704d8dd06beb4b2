// The extras (toppings for crepes and waffles): one drawing per product (800x600), as in products/index.mjs.
import { place } from '../lib/svg.mjs';
import { shadow, sprinkles, spreadJar, spoonWith, ceramicBowl } from '../lib/parts/index.mjs';
import { accentEmoji, flatEmoji } from './helpers.mjs';

export const EXTRAS = {
  // ---------------- Extras ----------------
  topping: {
    theme: 'extras',
    seed: 323,
    draw: () =>
      shadow(400, 500, 170, 20) +
      place(
        ceramicBowl({
          rx: 160,
          depth: 110,
          fill: '<ellipse cx="0" cy="-10" rx="150" ry="56" fill="#fbcfe8"/>' + sprinkles(0, -24, 140, 50, 130, 17, 17),
        }),
        400,
        350,
        1.12,
      ) +
      accentEmoji('candy', 145, 175, 112, -22) +
      accentEmoji('lollipop', 660, 170, 112, 14) +
      accentEmoji('candy', 664, 450, 88, 30) +
      sprinkles(160, 460, 90, 36, 26, 3, 16),
  },
  jarabe: {
    theme: ['#fbf5ee', '#e4d6f2', '#fffaf0', '#fcd34d'],
    seed: 335,
    draw: () =>
      shadow(400, 500, 160, 22) +
      flatEmoji('honey-pot', 400, 330, 320) +
      place(spoonWith('#f0a412', 180), 180, 450, 0.9, -40) +
      accentEmoji('honeybee', 660, 170, 100, 14) +
      accentEmoji('pancakes', 660, 445, 112, 0) +
      accentEmoji('sparkles', 150, 170, 76, 0),
  },
  helado: {
    theme: ['#f6f1fc', '#e3d5f5', '#fff8fd', '#f9a8d4'],
    seed: 347,
    draw: () =>
      shadow(400, 506, 170, 22) +
      flatEmoji('ice-cream', 400, 330, 340) +
      accentEmoji('spoon', 665, 440, 112, 30) +
      accentEmoji('sparkles', 148, 170, 88, 0) +
      accentEmoji('cherries', 660, 170, 92, 10) +
      accentEmoji('soft-ice-cream', 150, 445, 100, -10),
  },
  nutella: {
    theme: ['#f9f2ee', '#e3d4f1', '#fff8f0', '#c4b5fd'],
    seed: 359,
    draw: () =>
      shadow(390, 526, 170, 22) +
      place(spreadJar({ w: 200, h: 220 }), 370, 520, 1.14) +
      place(spoonWith('#6b3a1f', 200), 545, 330, 0.95, 28) +
      accentEmoji('chestnut', 148, 445, 110, -8) +
      accentEmoji('chestnut', 214, 488, 76, 16) +
      accentEmoji('chocolate-bar', 150, 175, 118, -16) +
      accentEmoji('sparkles', 665, 455, 76, 0),
  },
};
