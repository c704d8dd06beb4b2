// The 30 product cards (800x600). Each entry: theme (background tint), seed, and a
// draw() that returns the subject + accent emojis in canvas coordinates.
import { emoji, place } from './lib/svg.mjs';
import {
  shadow, scoop, cream, drizzle, drip, sprinkles, crepeCone, plate, crepeWedge, tallGlass,
  mug, steam, bean, sandwichCookie, shavedIceCup, glassBowl, jellyCube, waferBasket,
  bananaHalf, boatDish, chocoBanana, spreadJar, spoonWith, ceramicBowl, paperCup, twinkle,
} from './lib/parts/index.mjs';

/** Accent emoji with a soft drop shadow. */
const A = (name, x, y, size, rotate = 0, flip = false) => emoji(name, x, y, size * 1.08, { rotate, flip, shadow: 'ds' });
const E = (name, x, y, size, rotate = 0, flip = false) => emoji(name, x, y, size, { rotate, flip });

// A crepe cone centred on the canvas; `filling` in cone-local coordinates.
const cone = (filling, seed, extra = {}) =>
  shadow(400, 546, 150, 22) + place(crepeCone({ filling, seed, ...extra }), 400, 206, 1.1);

// Two folded crepes on a plate; `top` in canvas coordinates.
const plated = (top, seed) =>
  shadow(400, 522, 300, 42)
  + place(plate(292, 94), 400, 446)
  + place(crepeWedge(262, 58, seed, { rot: 72, sy: 0.62 }), 356, 508)
  + place(crepeWedge(262, 58, seed + 1, { rot: 108, sy: 0.62 }), 444, 508)
  + top;

const beans = (pts) => pts.map(([x, y, s, r]) => bean(x, y, s, r)).join('');

export const PRODUCTS = {
  // ---------------- Crepas ----------------
  capiberry: {
    theme: 'crepes', seed: 11,
    draw: () => cone(
      place(cream(160), -8, 16)
      + E('strawberry', -80, -22, 104, -28)
      + E('blueberries', 78, -14, 92, 8)
      + E('strawberry', 30, -96, 78, 14)
      + E('blueberries', -24, 14, 70)
      + drizzle('M-104 -34C-70 -74-38 -6-6 -52S58 -26 102 -62', 'strawberry', 10)
      + drip(-72, -50, 22, 'strawberry', 10) + drip(40, -38, 18, 'strawberry', 10)
      + sprinkles(-6, -78, 40, 26, 12, 4, 12),
      11,
    )
      + A('strawberry', 140, 175, 112, -16) + A('blueberries', 660, 440, 112, 6)
      + A('candy', 655, 165, 96, 24) + A('strawberry', 150, 450, 84, 18),
  },
  'crepa-sin-fruta': {
    theme: 'crepes', seed: 23, bg: { angle: 1 },
    draw: () => cone(
      place(scoop('vanilla', 66), -40, -28)
      + place(scoop('mora', 60), 44, -20)
      + place(scoop('strawberry', 46), 4, -92)
      + drizzle('M-98 -40C-70 -70-40 -20-10 -58S40 -30 66 -60S96 -40 104 -48', 'caramel', 10)
      + drip(-56, -46, 26, 'caramel', 10) + drip(60, -48, 20, 'caramel', 10)
      + sprinkles(0, -60, 70, 40, 22, 9, 12),
      23,
    )
      + A('honey-pot', 655, 440, 112, 6) + A('candy', 150, 180, 100, -22) + A('soft-ice-cream', 150, 450, 96, -10),
  },
  tropicalvara: {
    theme: ['#fff4ea', '#ecd0f3', '#fff6d6', '#fcd34d'], seed: 35,
    draw: () => cone(
      E('banana', -52, -70, 140, -18)
      + place(scoop('vanilla', 62), 40, -30)
      + E('strawberry', 84, -6, 92, 18)
      + E('strawberry', -86, -2, 84, -30)
      + drizzle('M-100 -22C-74 -58-44 -4-14 -40S50 -10 100 -50', 'chocolate', 10)
      + drip(-40, -30, 20, 'chocolate', 10) + drip(64, -40, 24, 'chocolate', 10)
      + E('hibiscus', 62, -98, 56, 10),
      35, { sleeve: '#9333ea', sleeveLight: '#f0abfc' },
    )
      + A('palm-tree', 145, 175, 120, -6) + A('banana', 655, 440, 120, 18)
      + A('hibiscus', 660, 165, 92, 14) + A('strawberry', 150, 455, 90, -14),
  },
  capioreo: {
    theme: 'crepes', seed: 47, bg: { angle: 0 },
    draw: () => cone(
      place(sandwichCookie(44), -70, -44, 1, -24)
      + place(sandwichCookie(40), 76, -60, 1, 22)
      + place(scoop('cookies', 66, { seed: 3 }), 0, -30)
      + E('strawberry', -82, 4, 84, -26)
      + E('kiwi-fruit', 82, 0, 80, 12)
      + drizzle('M-96 -36C-70 -70-40 -20-10 -56S50 -30 96 -58', 'chocolate', 9)
      + drip(-20, -44, 22, 'chocolate', 9),
      47, { sleeve: '#6d28d9', sleeveLight: '#c4b5fd' },
    )
      + place(sandwichCookie(46), 150, 452, 1, -10) + place(sandwichCookie(36), 212, 488, 1, 12)
      + A('strawberry', 145, 170, 104, -18) + A('kiwi-fruit', 660, 445, 104, 8) + A('glass-of-milk', 655, 170, 100, 8),
  },
  capidulzura: {
    theme: ['#fdf0f4', '#ead1f5', '#fff2e4', '#fdba74'], seed: 59,
    draw: () => plated(
      drizzle('M250 410C280 440 310 380 340 420S390 470 420 420S480 390 500 440S540 420 556 400', 'nutella', 9)
      + E('peach', 290, 368, 112, -14)
      + E('strawberry', 512, 372, 96, 18)
      + place(scoop('vanilla', 70), 400, 352)
      + E('strawberry', 346, 424, 74, -24)
      + E('peach', 470, 432, 80, 10)
      + drizzle('M346 322C372 296 420 336 456 306', 'nutella', 9),
      59,
    )
      + A('peach', 130, 165, 108, -14) + A('chocolate-bar', 668, 160, 112, 16) + A('strawberry', 700, 318, 72, 20),
  },
  'la-crepivara': {
    theme: 'featured', seed: 71, bg: { twinkles: 8 },
    draw: () => plated(
      drizzle('M246 420C276 450 306 390 336 430S386 476 416 430S476 396 496 446S540 426 560 404', 'nutella', 9)
      + E('strawberry', 262, 380, 90, -22)
      + E('kiwi-fruit', 540, 376, 84, 14)
      + place(scoop('strawberry', 64), 340, 360)
      + place(scoop('chocolate', 64), 462, 360)
      + place(cream(124), 402, 372)
      + E('banana', 318, 432, 96, -60)
      + E('blueberries', 488, 436, 74)
      + E('strawberry', 404, 440, 64, 8)
      + drizzle('M332 320C356 300 446 300 474 322', 'nutella', 8)
      + A('crown', 402, 222, 118, 0)
      + twinkle(318, 192, 16, '#facc15') + twinkle(490, 176, 12, '#ffffff'),
      71,
    )
      + A('sparkles', 128, 165, 112, -6) + A('sparkles', 680, 170, 92, 10) + A('glowing-star', 700, 330, 66, 12),
  },

  // ---------------- Bebidas frías ----------------
  'batido-natural-en-agua': {
    theme: 'cold', seed: 83,
    draw: () => shadow(400, 546, 118, 20)
      + place(tallGlass({ liquid: ['#ff9fb8', '#e0315f'], ice: 3, bubbles: 10, iceSeed: 4, strawAngle: 14 }), 400, 540, 1.12)
      + E('strawberry', 478, 208, 84, 32)
      + A('watermelon', 150, 440, 132, -10) + A('pineapple', 650, 420, 130, 8)
      + A('strawberry', 150, 170, 90, -14) + A('blueberries', 660, 165, 84, 4),
  },
  'batido-en-leche': {
    theme: ['#f2efff', '#dcd3fa', '#fff7fb', '#f9a8d4'], seed: 95,
    draw: () => shadow(400, 546, 118, 20)
      + place(tallGlass({ liquid: ['#ffe6ee', '#f4a3bf'], strawAngle: -12, straw: ['#e879f9', '#ffffff'], level: 0.9, topping: place(cream(190), 0, -296) }), 400, 540, 1.06)
      + E('strawberry', 402, 118, 64, 6)
      + A('glass-of-milk', 150, 430, 120, -6) + A('banana', 652, 178, 118, 18)
      + A('melon', 660, 445, 104, 0) + A('strawberry', 148, 172, 84, -18),
  },
  churchill: {
    theme: ['#eef4ff', '#d6d4fa', '#f8fbff', '#f0abfc'], seed: 107,
    draw: () => shadow(400, 548, 130, 20)
      + place(shavedIceCup({
        h: 250, top: 220, bottom: 150, dome: 100, syrups: ['#ff3d6e'], liquid: '#ff7aa0', seed: 9,
        topping: place(scoop('vanilla', 58), 0, -372) + powdered(),
      }), 400, 542, 1.1)
      + A('glass-of-milk', 150, 440, 116, -6) + A('ice', 655, 445, 96, 10)
      + A('ice-cream', 655, 175, 104, 6) + A('sparkles', 150, 165, 76, 0),
  },
  'cafe-frio': {
    theme: ['#f3efff', '#d9d0f4', '#fbf6f1', '#c4b5fd'], seed: 119,
    draw: () => shadow(400, 546, 118, 20)
      + place(tallGlass({
        layers: [[0, 0.56, '#7a4526', '#3d1f10'], [0.56, 0.8, '#c99872', '#8a5a38']],
        ice: 4, iceSeed: 11, strawAngle: -14, straw: ['#4a2616', '#f3e8ff'],
        swirl: '<path d="M-60 -170C-20 -200 20 -150 60 -180" fill="none" stroke="#f1dcc6" stroke-width="10" stroke-linecap="round" opacity=".6"/>',
      }), 400, 540, 1.1)
      + A('ice', 150, 440, 112, -10) + A('ice', 660, 175, 84, 14)
      + beans([[620, 430, 44, 20], [672, 462, 40, -30], [610, 480, 36, 60], [140, 185, 40, -20], [185, 160, 34, 30]]),
  },
  mangonadas: {
    theme: ['#fff2ea', '#e3d2f7', '#fff7e6', '#fdba74'], seed: 131,
    draw: () => shadow(400, 548, 130, 20)
      + place(shavedIceCup({
        h: 240, top: 226, bottom: 156, dome: 110, syrups: ['#ffac1c'], liquid: '#ff9a1c', seed: 5, milk: false, chamoy: true,
        topping: drizzle('M-104 -290C-70 -340-30 -280 0 -330S70 -300 104 -296', 'chamoy', 12)
          + mangoChunks() + chili()
          + '<path d="M40 -250L96 -430" stroke="#7a3b12" stroke-width="18" stroke-linecap="round"/><path d="M40 -250L96 -430" stroke="#c0262f" stroke-width="18" stroke-dasharray="6 14" stroke-linecap="round" opacity=".8"/>',
      }), 400, 542, 1.1)
      + A('mango', 145, 180, 120, -16) + A('lime', 660, 445, 108, 0)
      + A('hot-pepper', 660, 170, 104, 28) + A('candy', 150, 450, 96, -20),
  },

  // ---------------- Bebidas calientes ----------------
  te: {
    theme: 'hot', seed: 143,
    draw: () => shadow(400, 500, 170, 24)
      + E('teacup-without-handle', 400, 340, 330)
      + A('teapot', 145, 435, 128, 0) + A('herb', 660, 170, 110, 16)
      + A('lemon', 662, 450, 96, 10) + A('leaf-fluttering-in-wind', 150, 170, 84, 0),
  },
  'cafe-negro': {
    theme: ['#f8efe8', '#dfcdea', '#fff5ea', '#d8b4fe'], seed: 155,
    draw: () => shadow(400, 528, 200, 24)
      + steam(392, 230, 120, 3, 44)
      + place(mug({ body: ['#b69cf7', '#8b5cf6', '#5b21b6'], band: null, liquid: ['#3b1d0e', '#1c0b04'], art: 'crema' }), 392, 506, 1.12)
      + beans([[138, 440, 46, 20], [190, 472, 42, -30], [126, 492, 38, 70], [650, 170, 44, -10], [700, 196, 38, 40], [632, 452, 40, 10], [676, 476, 36, -40]]),
  },
  'cafe-con-leche': {
    theme: 'hot', seed: 167, bg: { angle: 1 },
    draw: () => shadow(400, 528, 200, 24)
      + steam(380, 230, 110, 3, 44)
      + place(mug({ art: 'heart', liquid: ['#c8915f', '#8a5433'], band: '#c084fc' }), 380, 506, 1.12)
      + A('glass-of-milk', 655, 180, 120, 8)
      + beans([[140, 450, 44, 20], [192, 480, 40, -30], [150, 175, 36, -20]]),
  },
  chocolate: {
    theme: ['#fbefef', '#e5cfee', '#fff4ec', '#f0abfc'], seed: 179,
    draw: () => shadow(400, 528, 200, 24)
      + steam(420, 222, 100, 2, 60)
      + place(mug({ body: ['#fdf4ff', '#f5d0fe', '#d8a0e8'], band: '#7c3aed', liquid: ['#6b3a1f', '#3b1d0e'], marshmallows: 4, handleSide: -1 }), 420, 506, 1.12)
      + A('chocolate-bar', 145, 175, 122, -16) + A('cookie', 662, 450, 100, 10) + A('sparkles', 660, 170, 76, 0),
  },

  // ---------------- Helados ----------------
  'helado-con-gelatina': {
    theme: 'icecream', seed: 191,
    draw: () => shadow(400, 508, 110, 16)
      + place(glassBowl({
        rx: 160, depth: 130,
        fillBack: jellyCube(-80, 40, 52, '#f43f5e', 12) + jellyCube(-14, 70, 52, '#4ade80', -8) + jellyCube(56, 38, 52, '#a855f7', 20)
          + jellyCube(100, 60, 44, '#facc15', -14) + jellyCube(-104, 74, 40, '#a855f7', 4) + jellyCube(30, 96, 44, '#f43f5e', 10)
          + place(scoop('strawberry', 58), -44, -24) + place(scoop('vanilla', 56), 52, -30)
          + jellyCube(-6, -62, 40, '#4ade80', 16) + jellyCube(100, -70, 34, '#f43f5e', -12),
      }), 400, 300, 1.1)
      + jellyCube(138, 448, 60, '#f43f5e', 12) + jellyCube(206, 480, 46, '#4ade80', -10) + jellyCube(668, 452, 56, '#a855f7', 8)
      + A('cherries', 655, 170, 106, 8) + A('sparkles', 145, 170, 86, 0),
  },
  'ensalada-de-frutas': {
    theme: ['#fdf0f8', '#e5d3f6', '#fffaf0', '#86efac'], seed: 203,
    draw: () => shadow(400, 500, 200, 22)
      + place(glassBowl({
        rx: 205, depth: 150, stem: false,
        fillBack: E('melon', -80, 72, 96) + E('kiwi-fruit', 64, 80, 92, 10) + E('blueberries', -4, 112, 70)
          + E('watermelon', -120, -16, 104, -20) + E('grapes', 132, -12, 100, 10)
          + E('strawberry', -46, -40, 90, -12) + E('kiwi-fruit', 60, -36, 80, 12)
          + place(scoop('vanilla', 58), 4, -64) + E('cherries', 22, -136, 64, 10),
      }), 400, 322, 1.05)
      + A('pineapple', 140, 175, 122, -10) + A('kiwi-fruit', 662, 170, 98, 10)
      + A('banana', 150, 455, 100, -12) + A('grapes', 662, 450, 96, 6),
  },
  'canasta-con-helado': {
    theme: 'icecream', seed: 215, bg: { angle: 1 },
    draw: () => shadow(400, 520, 150, 20)
      + place(waferBasket({
        rx: 160, depth: 160,
        filling: place(scoop('strawberry', 58), -62, -18) + place(scoop('chocolate', 58), 62, -18)
          + place(scoop('vanilla', 64), 0, -62)
          + drizzle('M-80 -60C-50 -90-20 -40 10 -80S60 -60 84 -70', 'chocolate', 9) + drip(30, -72, 20, 'chocolate', 9)
          + E('cherries', 6, -142, 70, 6),
      }), 400, 336, 1.08)
      + A('waffle', 148, 440, 116, -12) + A('cherries', 660, 170, 104, 8)
      + A('strawberry', 662, 450, 92, 16) + A('sparkles', 150, 165, 76, 0),
  },
  'choco-banano-especial': {
    theme: ['#fdf0f6', '#e8d0f5', '#fff7e6', '#fcd34d'], seed: 227,
    draw: () => shadow(400, 548, 90, 16)
      + place(chocoBanana({ seed: 6 }), 400, 548, 1.04, 10)
      + A('banana', 150, 180, 126, -20) + A('chocolate-bar', 655, 430, 126, 14)
      + A('candy', 655, 165, 90, 20) + A('sparkles', 150, 445, 80, 0),
  },
  'banana-split': {
    theme: 'icecream', seed: 239,
    draw: () => shadow(400, 520, 250, 26)
      + place(boatDish(270,
        `<g transform="translate(0 -40) scale(1 1.7)">${bananaHalf(400)}</g>`
          + place(scoop('strawberry', 76), -88, -50) + place(scoop('chocolate', 76), 88, -50)
          + place(cream(118), 0, -24)
          + E('cherries', 12, -150, 76, 6)
          + drizzle('M-150 -60C-120 -100-70 -40-40 -80S60 -60 150 -90', 'chocolate', 10) + drip(-112, -70, 24, 'chocolate', 10) + drip(100, -84, 18, 'chocolate', 10)
          + `<g transform="translate(0 26) scale(1 1.7)">${bananaHalf(400, true)}</g>`
          + sprinkles(0, -86, 130, 30, 18, 8, 13),
      ), 400, 372, 1.08)
      + A('banana', 140, 165, 110, -20) + A('cherries', 665, 160, 100, 10),
  },

  // ---------------- Waffles ----------------
  'waffle-con-helado': {
    theme: 'waffle', seed: 251,
    draw: () => shadow(400, 500, 210, 26)
      + E('waffle', 400, 360, 430)
      + place(scoop('vanilla', 72), 344, 352) + place(scoop('strawberry', 68), 460, 350)
      + drizzle('M292 330C322 296 356 352 398 318S462 300 510 326', 'chocolate', 9)
      + E('cherries', 404, 250, 66, 6)
      + E('strawberry', 284, 420, 84, -20) + E('blueberries', 520, 424, 74, 6)
      + A('strawberry', 140, 170, 104, -16) + A('blueberries', 664, 448, 100, 0) + A('banana', 660, 170, 104, 18),
  },
  'waffle-sencillo': {
    theme: ['#fff7ee', '#ecd7f2', '#fffbee', '#fde68a'], seed: 263, bg: { angle: 1 },
    draw: () => shadow(400, 494, 210, 26)
      + E('waffle', 400, 350, 440, -4)
      + bananaSlices([[320, 318, 0], [362, 300, 20], [468, 360, 40]])
      + E('strawberry', 470, 300, 84, 24) + E('blueberries', 330, 392, 60)
      + A('banana', 150, 450, 118, -16) + A('strawberry', 658, 170, 100, 14) + A('blueberries', 150, 170, 86, 0),
  },

  // ---------------- Granizados ----------------
  'granizado-sencillo': {
    theme: 'granizado', seed: 275,
    draw: () => shadow(400, 548, 130, 20)
      + place(shavedIceCup({ h: 220, top: 230, bottom: 160, dome: 118, syrups: ['#ff5d8f'], liquid: '#ff8fb0', seed: 13 }), 400, 542, 1.16)
      + A('ice', 150, 445, 112, -8) + A('snowflake', 660, 170, 92, 12) + A('cherries', 660, 450, 90, 8),
  },
  'granizado-especial': {
    theme: 'granizado', seed: 287, bg: { angle: 0 },
    draw: () => shadow(400, 548, 140, 20)
      + place(shavedIceCup({
        h: 230, top: 240, bottom: 166, dome: 130, syrups: ['#ff4f8b', '#38bdf8'], liquid: '#c084fc', seed: 21,
        topping: place(scoop('vanilla', 52), 0, -372) + sprinkles(0, -330, 96, 26, 22, 5, 13) + E('candy', 92, -324, 62, 20),
      }), 400, 542, 1.08)
      + A('candy', 150, 175, 104, -20) + A('ice', 660, 450, 100, 10)
      + A('glass-of-milk', 150, 450, 104, -6) + A('lollipop', 660, 165, 100, 16),
  },

  // ---------------- Fresas ----------------
  'fresa-pequena': {
    theme: 'strawberry', seed: 299,
    draw: () => shadow(400, 520, 130, 18)
      + place(paperCup({
        h: 160, top: 220, bottom: 156,
        fill: E('strawberry', -62, -178, 104, -22) + E('strawberry', 58, -180, 104, 18) + E('strawberry', -4, -214, 110, 2),
      }) + drizzle('M-80 -200C-50 -240-20 -170 10 -220S60 -190 84 -214', 'strawberry', 10) + drip(-40, -206, 22, 'strawberry', 10), 400, 512, 1.16)
      + A('strawberry', 150, 440, 110, -16) + A('strawberry', 660, 175, 92, 20) + A('sparkles', 150, 170, 80, 0),
  },
  'fresa-grande': {
    theme: ['#fff1f5', '#f6c9df', '#fff8fa', '#f0abfc'], seed: 311, bg: { angle: 1 },
    draw: () => shadow(400, 508, 210, 22)
      + place(glassBowl({
        rx: 215, depth: 140, stem: false,
        fillBack: [[-110, 70, -20], [-30, 96, 10], [60, 80, 30], [130, 50, -10], [-150, 10, -40], [-70, 20, 14], [20, 30, -24], [110, -4, 30], [-110, -40, -10], [-20, -40, 20], [70, -50, -8], [10, -110, 6]]
          .map(([x, y, r], i) => E('strawberry', x, y, 96 - (i % 3) * 6, r)).join('')
          + place(cream(70), -60, -60) + place(cream(60), 108, -70)
          + drizzle('M-160 -20C-120 -70-70 -10-30 -60S60 -30 90 -70S150 -40 170 -50', 'condensed', 10),
      }), 400, 326, 1.04)
      + A('strawberry', 128, 175, 112, -22) + A('strawberry', 672, 175, 104, 24)
      + A('strawberry', 140, 460, 92, 12) + A('strawberry', 668, 460, 86, -14),
  },

  // ---------------- Extras ----------------
  topping: {
    theme: 'extras', seed: 323,
    draw: () => shadow(400, 500, 170, 20)
      + place(ceramicBowl({
        rx: 160, depth: 110,
        fill: '<ellipse cx="0" cy="-10" rx="150" ry="56" fill="#fbcfe8"/>' + sprinkles(0, -24, 140, 50, 130, 17, 17),
      }), 400, 350, 1.12)
      + A('candy', 145, 175, 112, -22) + A('lollipop', 660, 170, 112, 14) + A('candy', 664, 450, 88, 30)
      + sprinkles(160, 460, 90, 36, 26, 3, 16),
  },
  jarabe: {
    theme: ['#fbf5ee', '#e4d6f2', '#fffaf0', '#fcd34d'], seed: 335,
    draw: () => shadow(400, 500, 160, 22)
      + E('honey-pot', 400, 330, 320)
      + place(spoonWith('#f0a412', 180), 180, 450, 0.9, -40)
      + A('honeybee', 660, 170, 100, 14) + A('pancakes', 660, 445, 112, 0) + A('sparkles', 150, 170, 76, 0),
  },
  helado: {
    theme: ['#f6f1fc', '#e3d5f5', '#fff8fd', '#f9a8d4'], seed: 347,
    draw: () => shadow(400, 506, 170, 22)
      + E('ice-cream', 400, 330, 340)
      + A('spoon', 665, 440, 112, 30) + A('sparkles', 148, 170, 88, 0)
      + A('cherries', 660, 170, 92, 10) + A('soft-ice-cream', 150, 445, 100, -10),
  },
  nutella: {
    theme: ['#f9f2ee', '#e3d4f1', '#fff8f0', '#c4b5fd'], seed: 359,
    draw: () => shadow(390, 526, 170, 22)
      + place(spreadJar({ w: 200, h: 220 }), 370, 520, 1.14)
      + place(spoonWith('#6b3a1f', 200), 545, 330, 0.95, 28)
      + A('chestnut', 148, 445, 110, -8) + A('chestnut', 214, 488, 76, 16)
      + A('chocolate-bar', 150, 175, 118, -16) + A('sparkles', 665, 455, 76, 0),
  },
};

// ---- small decorations used above ----
function powdered() {
  let out = '';
  for (let i = 0; i < 30; i += 1) {
    const a = (i * 137.5 * Math.PI) / 180;
    const r = 20 + ((i * 37) % 90);
    out += `<circle cx="${Math.round(Math.cos(a) * r)}" cy="${Math.round(-300 + Math.sin(a) * r * 0.25)}" r="${3 + (i % 3)}" fill="#fffdf6" opacity=".9"/>`;
  }
  return out;
}
function mangoChunks() {
  const pts = [[-70, -300, 10], [-20, -330, -14], [40, -318, 20], [80, -290, -8], [-40, -270, 30], [10, -286, 0]];
  return pts.map(([x, y, r]) => `<g transform="translate(${x} ${y}) rotate(${r})"><rect x="-18" y="-16" width="36" height="32" rx="9" fill="#ffb52e"/><rect x="-18" y="-16" width="36" height="14" rx="7" fill="#ffd36b"/></g>`).join('');
}
function chili() {
  let out = '';
  for (let i = 0; i < 40; i += 1) {
    const a = (i * 97 * Math.PI) / 180;
    const r = (i * 29) % 110;
    out += `<circle cx="${Math.round(Math.cos(a) * r)}" cy="${Math.round(-320 + Math.sin(a) * r * 0.4)}" r="${2 + (i % 3)}" fill="#a3131d" opacity=".8"/>`;
  }
  return out;
}
function bananaSlices(pts) {
  return pts.map(([x, y, r]) => `<g transform="translate(${x} ${y}) rotate(${r})"><ellipse rx="30" ry="22" fill="#f6e7a6" stroke="#e5c96a" stroke-width="4"/><ellipse rx="10" ry="7" fill="#eddc96"/><circle cx="-4" cy="-3" r="2" fill="#b89a4a"/><circle cx="4" cy="2" r="2" fill="#b89a4a"/><circle cx="3" cy="-4" r="1.6" fill="#b89a4a"/></g>`).join('');
}
