// Cold and hot drinks: one drawing per product (800x600), as in products/index.mjs.
import { place } from '../lib/svg.mjs';
import { shadow, scoop, cream, drizzle, tallGlass, mug, steam, shavedIceCup } from '../lib/parts/index.mjs';
import { accentEmoji, flatEmoji, beans, powdered, mangoChunks, chili } from './helpers.mjs';

export const BEBIDAS = {
  // ---------------- Bebidas frías ----------------
  'batido-natural-en-agua': {
    theme: 'cold',
    seed: 83,
    draw: () =>
      shadow(400, 546, 118, 20) +
      place(tallGlass({ liquid: ['#ff9fb8', '#e0315f'], ice: 3, bubbles: 10, iceSeed: 4, strawAngle: 14 }), 400, 540, 1.12) +
      flatEmoji('strawberry', 478, 208, 84, 32) +
      accentEmoji('watermelon', 150, 440, 132, -10) +
      accentEmoji('pineapple', 650, 420, 130, 8) +
      accentEmoji('strawberry', 150, 170, 90, -14) +
      accentEmoji('blueberries', 660, 165, 84, 4),
  },
  'batido-en-leche': {
    theme: ['#f2efff', '#dcd3fa', '#fff7fb', '#f9a8d4'],
    seed: 95,
    draw: () =>
      shadow(400, 546, 118, 20) +
      place(
        tallGlass({ liquid: ['#ffe6ee', '#f4a3bf'], strawAngle: -12, straw: ['#e879f9', '#ffffff'], level: 0.9, topping: place(cream(190), 0, -296) }),
        400,
        540,
        1.06,
      ) +
      flatEmoji('strawberry', 402, 118, 64, 6) +
      accentEmoji('glass-of-milk', 150, 430, 120, -6) +
      accentEmoji('banana', 652, 178, 118, 18) +
      accentEmoji('melon', 660, 445, 104, 0) +
      accentEmoji('strawberry', 148, 172, 84, -18),
  },
  churchill: {
    theme: ['#eef4ff', '#d6d4fa', '#f8fbff', '#f0abfc'],
    seed: 107,
    draw: () =>
      shadow(400, 548, 130, 20) +
      place(
        shavedIceCup({
          h: 250,
          top: 220,
          bottom: 150,
          dome: 100,
          syrups: ['#ff3d6e'],
          liquid: '#ff7aa0',
          seed: 9,
          topping: place(scoop('vanilla', 58), 0, -372) + powdered(),
        }),
        400,
        542,
        1.1,
      ) +
      accentEmoji('glass-of-milk', 150, 440, 116, -6) +
      accentEmoji('ice', 655, 445, 96, 10) +
      accentEmoji('ice-cream', 655, 175, 104, 6) +
      accentEmoji('sparkles', 150, 165, 76, 0),
  },
  'cafe-frio': {
    theme: ['#f3efff', '#d9d0f4', '#fbf6f1', '#c4b5fd'],
    seed: 119,
    draw: () =>
      shadow(400, 546, 118, 20) +
      place(
        tallGlass({
          layers: [
            [0, 0.56, '#7a4526', '#3d1f10'],
            [0.56, 0.8, '#c99872', '#8a5a38'],
          ],
          ice: 4,
          iceSeed: 11,
          strawAngle: -14,
          straw: ['#4a2616', '#f3e8ff'],
          swirl: '<path d="M-60 -170C-20 -200 20 -150 60 -180" fill="none" stroke="#f1dcc6" stroke-width="10" stroke-linecap="round" opacity=".6"/>',
        }),
        400,
        540,
        1.1,
      ) +
      accentEmoji('ice', 150, 440, 112, -10) +
      accentEmoji('ice', 660, 175, 84, 14) +
      beans([
        [620, 430, 44, 20],
        [672, 462, 40, -30],
        [610, 480, 36, 60],
        [140, 185, 40, -20],
        [185, 160, 34, 30],
      ]),
  },
  mangonadas: {
    theme: ['#fff2ea', '#e3d2f7', '#fff7e6', '#fdba74'],
    seed: 131,
    draw: () =>
      shadow(400, 548, 130, 20) +
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
            mangoChunks() +
            chili() +
            '<path d="M40 -250L96 -430" stroke="#7a3b12" stroke-width="18" stroke-linecap="round"/><path d="M40 -250L96 -430" stroke="#c0262f" stroke-width="18" stroke-dasharray="6 14" stroke-linecap="round" opacity=".8"/>',
        }),
        400,
        542,
        1.1,
      ) +
      accentEmoji('mango', 145, 180, 120, -16) +
      accentEmoji('lime', 660, 445, 108, 0) +
      accentEmoji('hot-pepper', 660, 170, 104, 28) +
      accentEmoji('candy', 150, 450, 96, -20),
  },

  // ---------------- Bebidas calientes ----------------
  te: {
    theme: 'hot',
    seed: 143,
    draw: () =>
      shadow(400, 500, 170, 24) +
      flatEmoji('teacup-without-handle', 400, 340, 330) +
      accentEmoji('teapot', 145, 435, 128, 0) +
      accentEmoji('herb', 660, 170, 110, 16) +
      accentEmoji('lemon', 662, 450, 96, 10) +
      accentEmoji('leaf-fluttering-in-wind', 150, 170, 84, 0),
  },
  'cafe-negro': {
    theme: ['#f8efe8', '#dfcdea', '#fff5ea', '#d8b4fe'],
    seed: 155,
    draw: () =>
      shadow(400, 528, 200, 24) +
      steam(392, 230, 120, 3, 44) +
      place(mug({ body: ['#b69cf7', '#8b5cf6', '#5b21b6'], band: null, liquid: ['#3b1d0e', '#1c0b04'], art: 'crema' }), 392, 506, 1.12) +
      beans([
        [138, 440, 46, 20],
        [190, 472, 42, -30],
        [126, 492, 38, 70],
        [650, 170, 44, -10],
        [700, 196, 38, 40],
        [632, 452, 40, 10],
        [676, 476, 36, -40],
      ]),
  },
  'cafe-con-leche': {
    theme: 'hot',
    seed: 167,
    bg: { angle: 1 },
    draw: () =>
      shadow(400, 528, 200, 24) +
      steam(380, 230, 110, 3, 44) +
      place(mug({ art: 'heart', liquid: ['#c8915f', '#8a5433'], band: '#c084fc' }), 380, 506, 1.12) +
      accentEmoji('glass-of-milk', 655, 180, 120, 8) +
      beans([
        [140, 450, 44, 20],
        [192, 480, 40, -30],
        [150, 175, 36, -20],
      ]),
  },
  chocolate: {
    theme: ['#fbefef', '#e5cfee', '#fff4ec', '#f0abfc'],
    seed: 179,
    draw: () =>
      shadow(400, 528, 200, 24) +
      steam(420, 222, 100, 2, 60) +
      place(
        mug({ body: ['#fdf4ff', '#f5d0fe', '#d8a0e8'], band: '#7c3aed', liquid: ['#6b3a1f', '#3b1d0e'], marshmallows: 4, handleSide: -1 }),
        420,
        506,
        1.12,
      ) +
      accentEmoji('chocolate-bar', 145, 175, 122, -16) +
      accentEmoji('cookie', 662, 450, 100, 10) +
      accentEmoji('sparkles', 660, 170, 76, 0),
  },
};
