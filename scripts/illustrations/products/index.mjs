// The 30 product cards (800x600), by menu category. Each entry: theme (background tint), seed,
// and a draw() that returns the subject + accent emojis in canvas coordinates.
import { CREPAS } from './crepas.mjs';
import { BEBIDAS } from './bebidas.mjs';
import { POSTRES } from './postres.mjs';
import { GRANIZADOS } from './granizados.mjs';
import { EXTRAS } from './extras.mjs';

export const PRODUCTS = { ...CREPAS, ...BEBIDAS, ...POSTRES, ...GRANIZADOS, ...EXTRAS };
