// Ice creams and waffles: one drawing per product (800x600), as in products/index.mjs.
import { place } from '../lib/svg.mjs';
import { shadow, scoop, cream, drizzle, drip, sprinkles, glassBowl, jellyCube, waferBasket, bananaHalf, boatDish, chocoBanana } from '../lib/parts/index.mjs';
import { accentEmoji, flatEmoji, bananaSlices } from './helpers.mjs';

export const POSTRES = {
  // ---------------- Helados ----------------
  'helado-con-gelatina': {
    theme: 'icecream',
    seed: 191,
    draw: () =>
      shadow(400, 508, 110, 16) +
      place(
        glassBowl({
          rx: 160,
          depth: 130,
          fillBack:
            jellyCube(-80, 40, 52, '#f43f5e', 12) +
            jellyCube(-14, 70, 52, '#4ade80', -8) +
            jellyCube(56, 38, 52, '#a855f7', 20) +
            jellyCube(100, 60, 44, '#facc15', -14) +
            jellyCube(-104, 74, 40, '#a855f7', 4) +
            jellyCube(30, 96, 44, '#f43f5e', 10) +
            place(scoop('strawberry', 58), -44, -24) +
            place(scoop('vanilla', 56), 52, -30) +
            jellyCube(-6, -62, 40, '#4ade80', 16) +
            jellyCube(100, -70, 34, '#f43f5e', -12),
        }),
        400,
        300,
        1.1,
      ) +
      jellyCube(138, 448, 60, '#f43f5e', 12) +
      jellyCube(206, 480, 46, '#4ade80', -10) +
      jellyCube(668, 452, 56, '#a855f7', 8) +
      accentEmoji('cherries', 655, 170, 106, 8) +
      accentEmoji('sparkles', 145, 170, 86, 0),
  },
  'ensalada-de-frutas': {
    theme: ['#fdf0f8', '#e5d3f6', '#fffaf0', '#86efac'],
    seed: 203,
    draw: () =>
      shadow(400, 500, 200, 22) +
      place(
        glassBowl({
          rx: 205,
          depth: 150,
          stem: false,
          fillBack:
            flatEmoji('melon', -80, 72, 96) +
            flatEmoji('kiwi-fruit', 64, 80, 92, 10) +
            flatEmoji('blueberries', -4, 112, 70) +
            flatEmoji('watermelon', -120, -16, 104, -20) +
            flatEmoji('grapes', 132, -12, 100, 10) +
            flatEmoji('strawberry', -46, -40, 90, -12) +
            flatEmoji('kiwi-fruit', 60, -36, 80, 12) +
            place(scoop('vanilla', 58), 4, -64) +
            flatEmoji('cherries', 22, -136, 64, 10),
        }),
        400,
        322,
        1.05,
      ) +
      accentEmoji('pineapple', 140, 175, 122, -10) +
      accentEmoji('kiwi-fruit', 662, 170, 98, 10) +
      accentEmoji('banana', 150, 455, 100, -12) +
      accentEmoji('grapes', 662, 450, 96, 6),
  },
  'canasta-con-helado': {
    theme: 'icecream',
    seed: 215,
    bg: { angle: 1 },
    draw: () =>
      shadow(400, 520, 150, 20) +
      place(
        waferBasket({
          rx: 160,
          depth: 160,
          filling:
            place(scoop('strawberry', 58), -62, -18) +
            place(scoop('chocolate', 58), 62, -18) +
            place(scoop('vanilla', 64), 0, -62) +
            drizzle('M-80 -60C-50 -90-20 -40 10 -80S60 -60 84 -70', 'chocolate', 9) +
            drip(30, -72, 20, 'chocolate', 9) +
            flatEmoji('cherries', 6, -142, 70, 6),
        }),
        400,
        336,
        1.08,
      ) +
      accentEmoji('waffle', 148, 440, 116, -12) +
      accentEmoji('cherries', 660, 170, 104, 8) +
      accentEmoji('strawberry', 662, 450, 92, 16) +
      accentEmoji('sparkles', 150, 165, 76, 0),
  },
  'choco-banano-especial': {
    theme: ['#fdf0f6', '#e8d0f5', '#fff7e6', '#fcd34d'],
    seed: 227,
    draw: () =>
      shadow(400, 548, 90, 16) +
      place(chocoBanana({ seed: 6 }), 400, 548, 1.04, 10) +
      accentEmoji('banana', 150, 180, 126, -20) +
      accentEmoji('chocolate-bar', 655, 430, 126, 14) +
      accentEmoji('candy', 655, 165, 90, 20) +
      accentEmoji('sparkles', 150, 445, 80, 0),
  },
  'banana-split': {
    theme: 'icecream',
    seed: 239,
    draw: () =>
      shadow(400, 520, 250, 26) +
      place(
        boatDish(
          270,
          `<g transform="translate(0 -40) scale(1 1.7)">${bananaHalf(400)}</g>` +
            place(scoop('strawberry', 76), -88, -50) +
            place(scoop('chocolate', 76), 88, -50) +
            place(cream(118), 0, -24) +
            flatEmoji('cherries', 12, -150, 76, 6) +
            drizzle('M-150 -60C-120 -100-70 -40-40 -80S60 -60 150 -90', 'chocolate', 10) +
            drip(-112, -70, 24, 'chocolate', 10) +
            drip(100, -84, 18, 'chocolate', 10) +
            `<g transform="translate(0 26) scale(1 1.7)">${bananaHalf(400, true)}</g>` +
            sprinkles(0, -86, 130, 30, 18, 8, 13),
        ),
        400,
        372,
        1.08,
      ) +
      accentEmoji('banana', 140, 165, 110, -20) +
      accentEmoji('cherries', 665, 160, 100, 10),
  },

  // ---------------- Waffles ----------------
  'waffle-con-helado': {
    theme: 'waffle',
    seed: 251,
    draw: () =>
      shadow(400, 500, 210, 26) +
      flatEmoji('waffle', 400, 360, 430) +
      place(scoop('vanilla', 72), 344, 352) +
      place(scoop('strawberry', 68), 460, 350) +
      drizzle('M292 330C322 296 356 352 398 318S462 300 510 326', 'chocolate', 9) +
      flatEmoji('cherries', 404, 250, 66, 6) +
      flatEmoji('strawberry', 284, 420, 84, -20) +
      flatEmoji('blueberries', 520, 424, 74, 6) +
      accentEmoji('strawberry', 140, 170, 104, -16) +
      accentEmoji('blueberries', 664, 448, 100, 0) +
      accentEmoji('banana', 660, 170, 104, 18),
  },
  'waffle-sencillo': {
    theme: ['#fff7ee', '#ecd7f2', '#fffbee', '#fde68a'],
    seed: 263,
    bg: { angle: 1 },
    draw: () =>
      shadow(400, 494, 210, 26) +
      flatEmoji('waffle', 400, 350, 440, -4) +
      bananaSlices([
        [320, 318, 0],
        [362, 300, 20],
        [468, 360, 40],
      ]) +
      flatEmoji('strawberry', 470, 300, 84, 24) +
      flatEmoji('blueberries', 330, 392, 60) +
      accentEmoji('banana', 150, 450, 118, -16) +
      accentEmoji('strawberry', 658, 170, 100, 14) +
      accentEmoji('blueberries', 150, 170, 86, 0),
  },
};
