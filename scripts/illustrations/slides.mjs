// Hero slides (1200x800, no text: the page overlays its own captions at the bottom-left).
import { doc, place, emoji } from './lib/svg.mjs';
import { background, surface, dropShadowFilter } from './lib/scene.mjs';
import {
  shadow,
  scoop,
  cream,
  drizzle,
  drip,
  sprinkles,
  crepeCone,
  plate,
  crepeWedge,
  tallGlass,
  shavedIceCup,
  waferBasket,
  glassBowl,
  chocoBanana,
  twinkle,
} from './lib/parts/index.mjs';

const W = 1200;
const H = 800;
const A = (n, x, y, s, r = 0, flip = false) => emoji(n, x, y, s, { rotate: r, flip, shadow: 'ds' });
const E = (n, x, y, s, r = 0) => emoji(n, x, y, s, { rotate: r });
const wrap = (body) => doc(W, H, body, dropShadowFilter('ds', '#4c1d95', 0.22, 9, 10));

// 1. Our crepes: two cones and a plated pair, fruit all around.
function crepeFeast() {
  const coneA = crepeCone({
    seed: 3,
    filling:
      place(cream(160), -8, 16) +
      E('strawberry', -80, -22, 104, -28) +
      E('blueberries', 78, -14, 92, 8) +
      E('strawberry', 30, -96, 78, 14) +
      drizzle('M-104 -34C-70 -74-38 -6-6 -52S58 -26 102 -62', 'strawberry', 10),
  });
  const coneB = crepeCone({
    seed: 8,
    sleeve: '#9333ea',
    sleeveLight: '#f0abfc',
    filling:
      E('banana', -52, -70, 140, -18) +
      place(scoop('vanilla', 62), 40, -30) +
      E('strawberry', 84, -6, 92, 18) +
      E('strawberry', -86, -2, 84, -30) +
      drizzle('M-100 -22C-74 -58-44 -4-14 -40S50 -10 100 -50', 'chocolate', 10),
  });
  const plated =
    shadow(600, 650, 340, 46) +
    place(plate(330, 104), 600, 566) +
    place(crepeWedge(300, 58, 4, { rot: 72, sy: 0.62 }), 550, 636) +
    place(crepeWedge(300, 58, 5, { rot: 108, sy: 0.62 }), 650, 636) +
    drizzle('M420 540C460 570 490 500 530 550S590 600 620 550S690 510 720 560S770 540 790 520', 'nutella', 10) +
    E('strawberry', 462, 474, 110, -22) +
    E('kiwi-fruit', 744, 470, 100, 14) +
    place(scoop('strawberry', 74), 530, 450) +
    place(scoop('chocolate', 74), 672, 450) +
    place(cream(140), 602, 462) +
    E('banana', 520, 546, 110, -60) +
    E('blueberries', 690, 548, 88) +
    E('strawberry', 604, 556, 78, 8) +
    drizzle('M520 404C550 380 650 380 684 406', 'nutella', 9) +
    drip(536, 402, 20, 'nutella', 9);
  return wrap(
    background(W, H, 'crepes', 901, { glowY: 0.42, bokeh: 14, twinkles: 7 }) +
      surface(W, H, 610, '#ead6fb') +
      shadow(230, 600, 120, 20) +
      place(coneA, 230, 262, 1.0) +
      shadow(970, 600, 120, 20) +
      place(coneB, 970, 262, 1.0) +
      plated +
      A('strawberry', 90, 120, 110, -18) +
      A('blueberries', 1100, 420, 110, 6) +
      A('sparkles', 600, 110, 110, 0) +
      A('chocolate-bar', 1105, 120, 110, 16) +
      A('peach', 420, 150, 96, -10) +
      A('cherries', 790, 150, 96, 10) +
      A('strawberry', 90, 440, 96, 16) +
      twinkle(330, 90, 16, '#ffffff') +
      twinkle(880, 80, 14, '#e879f9'),
  );
}

// 2. Cold drinks, shakes and granizados.
function coldDrinks() {
  return wrap(
    background(W, H, 'cold', 902, { glowY: 0.42, bokeh: 14, twinkles: 7 }) +
      surface(W, H, 620, '#dcd8fb') +
      shadow(190, 650, 110, 18) +
      place(
        shavedIceCup({
          h: 240,
          top: 226,
          bottom: 156,
          dome: 110,
          syrups: ['#ffac1c'],
          liquid: '#ff9a1c',
          seed: 5,
          milk: false,
          chamoy: true,
          topping:
            drizzle('M-104 -290C-70 -340-30 -280 0 -330S70 -300 104 -296', 'chamoy', 12) +
            '<path d="M40 -250L96 -430" stroke="#7a3b12" stroke-width="18" stroke-linecap="round"/>',
        }),
        190,
        644,
        0.95,
      ) +
      shadow(450, 656, 130, 20) +
      place(
        shavedIceCup({
          h: 230,
          top: 240,
          bottom: 166,
          dome: 130,
          syrups: ['#ff4f8b', '#38bdf8'],
          liquid: '#c084fc',
          seed: 21,
          topping: place(scoop('vanilla', 52), 0, -372) + sprinkles(0, -330, 96, 26, 22, 5, 13),
        }),
        450,
        650,
        1.05,
      ) +
      shadow(745, 656, 110, 18) +
      place(
        tallGlass({ liquid: ['#ffe6ee', '#f4a3bf'], strawAngle: -12, straw: ['#e879f9', '#ffffff'], level: 0.9, topping: place(cream(190), 0, -296) }),
        745,
        650,
        1.08,
      ) +
      E('strawberry', 747, 250, 62, 6) +
      shadow(1010, 650, 100, 18) +
      place(
        tallGlass({ liquid: ['#ff9fb8', '#e0315f'], ice: 3, bubbles: 10, iceSeed: 4, strawAngle: 14, height: 270, top: 164, bottom: 120 }),
        1010,
        644,
        1.0,
      ) +
      E('lime', 1080, 372, 70, 30) +
      A('watermelon', 95, 170, 110, -12) +
      A('pineapple', 600, 140, 110, 8) +
      A('ice', 310, 130, 80, 12) +
      A('snowflake', 880, 110, 80, 0) +
      A('strawberry', 1110, 200, 90, 16) +
      A('mango', 1130, 520, 90, -10),
  );
}

// 3. Ice cream, waffles and strawberries.
function iceCreamWaffles() {
  const basket = waferBasket({
    rx: 160,
    depth: 160,
    filling:
      place(scoop('strawberry', 58), -62, -18) +
      place(scoop('chocolate', 58), 62, -18) +
      place(scoop('vanilla', 64), 0, -62) +
      drizzle('M-80 -60C-50 -90-20 -40 10 -80S60 -60 84 -70', 'chocolate', 9) +
      E('cherries', 6, -142, 70, 6),
  });
  const berries = glassBowl({
    rx: 200,
    depth: 130,
    stem: false,
    fillBack:
      [
        [-100, 60, -20],
        [-20, 86, 10],
        [70, 70, 30],
        [-140, 10, -40],
        [-60, 16, 14],
        [30, 20, -24],
        [120, 0, 30],
        [-100, -40, -10],
        [-10, -40, 20],
        [80, -46, -8],
        [10, -100, 6],
      ]
        .map(([x, y, r], i) => E('strawberry', x, y, 92 - (i % 3) * 6, r))
        .join('') +
      place(cream(64), -50, -56) +
      drizzle('M-150 -20C-110 -60-70 -10-30 -50S60 -20 100 -60S150 -40 160 -50', 'condensed', 10),
  });
  return wrap(
    background(W, H, 'icecream', 903, { glowY: 0.42, bokeh: 14, twinkles: 7 }) +
      surface(W, H, 615, '#f1d6f4') +
      shadow(230, 640, 150, 20) +
      place(basket, 230, 476, 1.0) +
      shadow(960, 636, 200, 22) +
      place(berries, 960, 506, 0.95) +
      shadow(600, 650, 230, 30) +
      E('waffle', 600, 500, 470) +
      place(scoop('vanilla', 80), 542, 486) +
      place(scoop('strawberry', 76), 664, 484) +
      place(cream(116), 604, 500) +
      drizzle('M486 462C516 426 556 486 596 446S666 426 716 458', 'chocolate', 10) +
      E('strawberry', 470, 556, 90, -20) +
      E('blueberries', 736, 560, 80, 6) +
      E('cherries', 612, 372, 80, 6) +
      A('soft-ice-cream', 420, 150, 110, -10) +
      A('strawberry', 95, 140, 100, -18) +
      A('sparkles', 790, 120, 100, 0) +
      A('cherries', 1110, 170, 96, 10) +
      place(chocoBanana({ seed: 4 }), 1120, 640, 0.55, 14) +
      A('strawberry', 80, 560, 90, 14),
  );
}

export const SLIDES = [crepeFeast, coldDrinks, iceCreamWaffles];
