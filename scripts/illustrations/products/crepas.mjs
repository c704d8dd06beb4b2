// The crepes: one drawing per product (800x600), as in products/index.mjs.
import { place } from '../lib/svg.mjs';
import { scoop, cream, drizzle, drip, sprinkles, sandwichCookie, twinkle } from '../lib/parts/index.mjs';
import { accentEmoji, flatEmoji, cone, plated } from './helpers.mjs';

export const CREPAS = {
  // ---------------- Crepas ----------------
  capiberry: {
    theme: 'crepes',
    seed: 11,
    draw: () =>
      cone(
        place(cream(160), -8, 16) +
          flatEmoji('strawberry', -80, -22, 104, -28) +
          flatEmoji('blueberries', 78, -14, 92, 8) +
          flatEmoji('strawberry', 30, -96, 78, 14) +
          flatEmoji('blueberries', -24, 14, 70) +
          drizzle('M-104 -34C-70 -74-38 -6-6 -52S58 -26 102 -62', 'strawberry', 10) +
          drip(-72, -50, 22, 'strawberry', 10) +
          drip(40, -38, 18, 'strawberry', 10) +
          sprinkles(-6, -78, 40, 26, 12, 4, 12),
        11,
      ) +
      accentEmoji('strawberry', 140, 175, 112, -16) +
      accentEmoji('blueberries', 660, 440, 112, 6) +
      accentEmoji('candy', 655, 165, 96, 24) +
      accentEmoji('strawberry', 150, 450, 84, 18),
  },
  'crepa-sin-fruta': {
    theme: 'crepes',
    seed: 23,
    bg: { angle: 1 },
    draw: () =>
      cone(
        place(scoop('vanilla', 66), -40, -28) +
          place(scoop('mora', 60), 44, -20) +
          place(scoop('strawberry', 46), 4, -92) +
          drizzle('M-98 -40C-70 -70-40 -20-10 -58S40 -30 66 -60S96 -40 104 -48', 'caramel', 10) +
          drip(-56, -46, 26, 'caramel', 10) +
          drip(60, -48, 20, 'caramel', 10) +
          sprinkles(0, -60, 70, 40, 22, 9, 12),
        23,
      ) +
      accentEmoji('honey-pot', 655, 440, 112, 6) +
      accentEmoji('candy', 150, 180, 100, -22) +
      accentEmoji('soft-ice-cream', 150, 450, 96, -10),
  },
  tropicalvara: {
    theme: ['#fff4ea', '#ecd0f3', '#fff6d6', '#fcd34d'],
    seed: 35,
    draw: () =>
      cone(
        flatEmoji('banana', -52, -70, 140, -18) +
          place(scoop('vanilla', 62), 40, -30) +
          flatEmoji('strawberry', 84, -6, 92, 18) +
          flatEmoji('strawberry', -86, -2, 84, -30) +
          drizzle('M-100 -22C-74 -58-44 -4-14 -40S50 -10 100 -50', 'chocolate', 10) +
          drip(-40, -30, 20, 'chocolate', 10) +
          drip(64, -40, 24, 'chocolate', 10) +
          flatEmoji('hibiscus', 62, -98, 56, 10),
        35,
        { sleeve: '#9333ea', sleeveLight: '#f0abfc' },
      ) +
      accentEmoji('palm-tree', 145, 175, 120, -6) +
      accentEmoji('banana', 655, 440, 120, 18) +
      accentEmoji('hibiscus', 660, 165, 92, 14) +
      accentEmoji('strawberry', 150, 455, 90, -14),
  },
  capioreo: {
    theme: 'crepes',
    seed: 47,
    bg: { angle: 0 },
    draw: () =>
      cone(
        place(sandwichCookie(44), -70, -44, 1, -24) +
          place(sandwichCookie(40), 76, -60, 1, 22) +
          place(scoop('cookies', 66, { seed: 3 }), 0, -30) +
          flatEmoji('strawberry', -82, 4, 84, -26) +
          flatEmoji('kiwi-fruit', 82, 0, 80, 12) +
          drizzle('M-96 -36C-70 -70-40 -20-10 -56S50 -30 96 -58', 'chocolate', 9) +
          drip(-20, -44, 22, 'chocolate', 9),
        47,
        { sleeve: '#6d28d9', sleeveLight: '#c4b5fd' },
      ) +
      place(sandwichCookie(46), 150, 452, 1, -10) +
      place(sandwichCookie(36), 212, 488, 1, 12) +
      accentEmoji('strawberry', 145, 170, 104, -18) +
      accentEmoji('kiwi-fruit', 660, 445, 104, 8) +
      accentEmoji('glass-of-milk', 655, 170, 100, 8),
  },
  capidulzura: {
    theme: ['#fdf0f4', '#ead1f5', '#fff2e4', '#fdba74'],
    seed: 59,
    draw: () =>
      plated(
        drizzle('M250 410C280 440 310 380 340 420S390 470 420 420S480 390 500 440S540 420 556 400', 'nutella', 9) +
          flatEmoji('peach', 290, 368, 112, -14) +
          flatEmoji('strawberry', 512, 372, 96, 18) +
          place(scoop('vanilla', 70), 400, 352) +
          flatEmoji('strawberry', 346, 424, 74, -24) +
          flatEmoji('peach', 470, 432, 80, 10) +
          drizzle('M346 322C372 296 420 336 456 306', 'nutella', 9),
        59,
      ) +
      accentEmoji('peach', 130, 165, 108, -14) +
      accentEmoji('chocolate-bar', 668, 160, 112, 16) +
      accentEmoji('strawberry', 700, 318, 72, 20),
  },
  'la-crepivara': {
    theme: 'featured',
    seed: 71,
    bg: { twinkles: 8 },
    draw: () =>
      plated(
        drizzle('M246 420C276 450 306 390 336 430S386 476 416 430S476 396 496 446S540 426 560 404', 'nutella', 9) +
          flatEmoji('strawberry', 262, 380, 90, -22) +
          flatEmoji('kiwi-fruit', 540, 376, 84, 14) +
          place(scoop('strawberry', 64), 340, 360) +
          place(scoop('chocolate', 64), 462, 360) +
          place(cream(124), 402, 372) +
          flatEmoji('banana', 318, 432, 96, -60) +
          flatEmoji('blueberries', 488, 436, 74) +
          flatEmoji('strawberry', 404, 440, 64, 8) +
          drizzle('M332 320C356 300 446 300 474 322', 'nutella', 8) +
          accentEmoji('crown', 402, 222, 118, 0) +
          twinkle(318, 192, 16, '#facc15') +
          twinkle(490, 176, 12, '#ffffff'),
        71,
      ) +
      accentEmoji('sparkles', 128, 165, 112, -6) +
      accentEmoji('sparkles', 680, 170, 92, 10) +
      accentEmoji('glowing-star', 700, 330, 66, 12),
  },
};
