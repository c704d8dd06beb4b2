// Shaved ice and strawberries: one drawing per product (800x600), as in products/index.mjs.
import { place } from '../lib/svg.mjs';
import { shadow, scoop, cream, drizzle, drip, sprinkles, shavedIceCup, glassBowl, paperCup } from '../lib/parts/index.mjs';
import { accentEmoji, flatEmoji } from './helpers.mjs';

export const GRANIZADOS = {
  // ---------------- Granizados ----------------
  'granizado-sencillo': {
    theme: 'granizado',
    seed: 275,
    draw: () =>
      shadow(400, 548, 130, 20) +
      place(shavedIceCup({ h: 220, top: 230, bottom: 160, dome: 118, syrups: ['#ff5d8f'], liquid: '#ff8fb0', seed: 13 }), 400, 542, 1.16) +
      accentEmoji('ice', 150, 445, 112, -8) +
      accentEmoji('snowflake', 660, 170, 92, 12) +
      accentEmoji('cherries', 660, 450, 90, 8),
  },
  'granizado-especial': {
    theme: 'granizado',
    seed: 287,
    bg: { angle: 0 },
    draw: () =>
      shadow(400, 548, 140, 20) +
      place(
        shavedIceCup({
          h: 230,
          top: 240,
          bottom: 166,
          dome: 130,
          syrups: ['#ff4f8b', '#38bdf8'],
          liquid: '#c084fc',
          seed: 21,
          topping: place(scoop('vanilla', 52), 0, -372) + sprinkles(0, -330, 96, 26, 22, 5, 13) + flatEmoji('candy', 92, -324, 62, 20),
        }),
        400,
        542,
        1.08,
      ) +
      accentEmoji('candy', 150, 175, 104, -20) +
      accentEmoji('ice', 660, 450, 100, 10) +
      accentEmoji('glass-of-milk', 150, 450, 104, -6) +
      accentEmoji('lollipop', 660, 165, 100, 16),
  },

  // ---------------- Fresas ----------------
  'fresa-pequena': {
    theme: 'strawberry',
    seed: 299,
    draw: () =>
      shadow(400, 520, 130, 18) +
      place(
        paperCup({
          h: 160,
          top: 220,
          bottom: 156,
          fill: flatEmoji('strawberry', -62, -178, 104, -22) + flatEmoji('strawberry', 58, -180, 104, 18) + flatEmoji('strawberry', -4, -214, 110, 2),
        }) +
          drizzle('M-80 -200C-50 -240-20 -170 10 -220S60 -190 84 -214', 'strawberry', 10) +
          drip(-40, -206, 22, 'strawberry', 10),
        400,
        512,
        1.16,
      ) +
      accentEmoji('strawberry', 150, 440, 110, -16) +
      accentEmoji('strawberry', 660, 175, 92, 20) +
      accentEmoji('sparkles', 150, 170, 80, 0),
  },
  'fresa-grande': {
    theme: ['#fff1f5', '#f6c9df', '#fff8fa', '#f0abfc'],
    seed: 311,
    bg: { angle: 1 },
    draw: () =>
      shadow(400, 508, 210, 22) +
      place(
        glassBowl({
          rx: 215,
          depth: 140,
          stem: false,
          fillBack:
            [
              [-110, 70, -20],
              [-30, 96, 10],
              [60, 80, 30],
              [130, 50, -10],
              [-150, 10, -40],
              [-70, 20, 14],
              [20, 30, -24],
              [110, -4, 30],
              [-110, -40, -10],
              [-20, -40, 20],
              [70, -50, -8],
              [10, -110, 6],
            ]
              .map(([x, y, r], i) => flatEmoji('strawberry', x, y, 96 - (i % 3) * 6, r))
              .join('') +
            place(cream(70), -60, -60) +
            place(cream(60), 108, -70) +
            drizzle('M-160 -20C-120 -70-70 -10-30 -60S60 -30 90 -70S150 -40 170 -50', 'condensed', 10),
        }),
        400,
        326,
        1.04,
      ) +
      accentEmoji('strawberry', 128, 175, 112, -22) +
      accentEmoji('strawberry', 672, 175, 104, 24) +
      accentEmoji('strawberry', 140, 460, 92, 12) +
      accentEmoji('strawberry', 668, 460, 86, -14),
  },
};
