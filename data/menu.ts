// The menu the store is seeded with on its first start (lib/db/migrations/): 30 products (ids
// 5-34), facts from ../shared/menu.json; the Spanish descriptions, our own, are in descriptions.ts.
// From then on the owner edits the menu from the desk (docs/menu.md): editing this file changes
// only new databases. Each illustration lives in public/ and stays a product's picture until the
// owner uploads a photo.
import type { OptionLists } from './options';

export const categories = ['Crepas', 'Bebidas Frías', 'Bebidas Calientes', 'Helados', 'Granizados', 'Fresas', 'Extras'] as const;

export type Category = (typeof categories)[number];

/** A product's facts: all the cart needs, so the browser's cart never carries the descriptions. */
export type CatalogProduct = {
  id: number;
  nombre: string;
  /** Colones, integer. */
  precio: number;
  imagenes: string[];
  ingredientes: string[];
  disponible: boolean;
  /** One of the menu's categories (the seed's above; the owner can add more). */
  categoria: string;
  /**
   * The option lists its choice groups ("2 frutas") pick from: the live menu's. The seed's lists
   * (./options.ts) when absent. Carried by the product so every rule that reads a product's
   * choices (the cart, the server's pricing) follows the owner's lists (docs/decisions/070).
   */
  listas?: OptionLists;
  /** The extras (ids of the Extras products) one unit can take; the seed's rule when absent. */
  extras?: readonly number[];
};

/** The facts plus our Spanish description (data/descriptions.ts), for the pages. */
export type Product = CatalogProduct & { descripcion: string };

/** Ids of the four products the home page recommends, in this order. */
export const recommendedIds = [10, 8, 29, 12] as const;

const image = (slug: string) => [`/images/menu/${slug}.webp`];

export const catalog: readonly (CatalogProduct & { categoria: Category })[] = [
  {
    id: 5,
    nombre: 'Capiberry',
    precio: 1900,
    imagenes: image('capiberry'),
    ingredientes: ['2 frutas', 'Jarabe', 'Topping'],
    disponible: true,
    categoria: 'Crepas',
  },
  {
    id: 6,
    nombre: 'Crepa sin fruta',
    precio: 2400,
    imagenes: image('crepa-sin-fruta'),
    ingredientes: ['Helado', 'Topping', 'Jarabe'],
    disponible: true,
    categoria: 'Crepas',
  },
  {
    id: 7,
    nombre: 'Tropicalvara',
    precio: 2900,
    imagenes: image('tropicalvara'),
    ingredientes: ['Banano', 'Fresas', 'Helado', 'Jarabe'],
    disponible: true,
    categoria: 'Crepas',
  },
  {
    id: 8,
    nombre: 'Capidulzura',
    precio: 3400,
    imagenes: image('capidulzura'),
    ingredientes: ['Melocotón', 'Fresa', 'Helado', 'Nutella'],
    disponible: true,
    categoria: 'Crepas',
  },
  {
    id: 9,
    nombre: 'CapiOreo',
    precio: 4500,
    imagenes: image('capioreo'),
    ingredientes: ['2 frutas', 'Helado', 'Oreo', 'Jarabe', 'Topping'],
    disponible: true,
    categoria: 'Crepas',
  },
  {
    id: 10,
    nombre: 'La CrepiVara',
    precio: 5900,
    imagenes: image('la-crepivara'),
    ingredientes: ['3 frutas', '2 helados', 'Topping', 'Crema chantilly', 'Nutella'],
    disponible: true,
    categoria: 'Crepas',
  },
  {
    id: 11,
    nombre: 'Batido natural (en agua)',
    precio: 1450,
    imagenes: image('batido-natural-en-agua'),
    ingredientes: ['Cas', 'Mora', 'Piña', 'Sandía', 'Guanábana', 'Fresa'],
    disponible: true,
    categoria: 'Bebidas Frías',
  },
  {
    id: 12,
    nombre: 'Batido en leche',
    precio: 1950,
    imagenes: image('batido-en-leche'),
    ingredientes: ['Mora', 'Piña', 'Guanábana', 'Banano', 'Papaya', 'Fresa', 'Melón'],
    disponible: true,
    categoria: 'Bebidas Frías',
  },
  {
    id: 13,
    nombre: 'Churchill',
    precio: 3450,
    imagenes: image('churchill'),
    ingredientes: [],
    disponible: true,
    categoria: 'Bebidas Frías',
  },
  {
    id: 14,
    nombre: 'Café frío',
    precio: 2200,
    imagenes: image('cafe-frio'),
    ingredientes: [],
    disponible: true,
    categoria: 'Bebidas Frías',
  },
  {
    id: 15,
    nombre: 'Mangonadas',
    precio: 2400,
    imagenes: image('mangonadas'),
    ingredientes: ['Mango', 'Tajín', 'Chamoy', 'Gomitas'],
    disponible: true,
    categoria: 'Bebidas Frías',
  },
  {
    id: 16,
    nombre: 'Té',
    precio: 800,
    imagenes: image('te'),
    ingredientes: [],
    disponible: true,
    categoria: 'Bebidas Calientes',
  },
  {
    id: 17,
    nombre: 'Café negro',
    precio: 800,
    imagenes: image('cafe-negro'),
    ingredientes: [],
    disponible: true,
    categoria: 'Bebidas Calientes',
  },
  {
    id: 18,
    nombre: 'Café con leche',
    precio: 900,
    imagenes: image('cafe-con-leche'),
    ingredientes: [],
    disponible: true,
    categoria: 'Bebidas Calientes',
  },
  {
    id: 19,
    nombre: 'Chocolate',
    precio: 900,
    imagenes: image('chocolate'),
    ingredientes: [],
    disponible: true,
    categoria: 'Bebidas Calientes',
  },
  {
    id: 20,
    nombre: 'Helado con gelatina',
    precio: 1900,
    imagenes: image('helado-con-gelatina'),
    ingredientes: ['1 helado', 'Gelatina'],
    disponible: true,
    categoria: 'Helados',
  },
  {
    id: 21,
    nombre: 'Ensalada de frutas',
    precio: 2900,
    imagenes: image('ensalada-de-frutas'),
    ingredientes: ['3 frutas', '1 helado', '1 topping'],
    disponible: true,
    categoria: 'Helados',
  },
  {
    id: 22,
    nombre: 'Canasta con helado',
    precio: 2400,
    imagenes: image('canasta-con-helado'),
    ingredientes: [],
    disponible: true,
    categoria: 'Helados',
  },
  {
    id: 23,
    nombre: 'Choco banano especial',
    precio: 1900,
    imagenes: image('choco-banano-especial'),
    ingredientes: ['Leche Pinito', '1 jarabe', '1 topping'],
    disponible: true,
    categoria: 'Helados',
  },
  {
    id: 24,
    nombre: 'Banana split',
    precio: 3495,
    imagenes: image('banana-split'),
    ingredientes: ['Banano', 'Helado', '1 topping', '1 jarabe', 'Chantilly'],
    disponible: true,
    categoria: 'Helados',
  },
  {
    id: 25,
    nombre: 'Granizado sencillo',
    precio: 995,
    imagenes: image('granizado-sencillo'),
    ingredientes: ['1 leche', 'Sirope'],
    disponible: true,
    categoria: 'Granizados',
  },
  {
    id: 26,
    nombre: 'Granizado especial',
    precio: 1795,
    imagenes: image('granizado-especial'),
    ingredientes: ['2 leches', 'Sirope', '1 topping', '1 jarabe'],
    disponible: true,
    categoria: 'Granizados',
  },
  {
    id: 27,
    nombre: 'Fresa pequeña',
    precio: 1900,
    imagenes: image('fresa-pequena'),
    ingredientes: ['1 topping', '1 jarabe'],
    disponible: true,
    categoria: 'Fresas',
  },
  {
    id: 28,
    nombre: 'Fresa grande',
    precio: 2900,
    imagenes: image('fresa-grande'),
    ingredientes: ['2 toppings', '2 jarabes'],
    disponible: true,
    categoria: 'Fresas',
  },
  {
    id: 29,
    nombre: 'Waffle con helado',
    precio: 4500,
    imagenes: image('waffle-con-helado'),
    ingredientes: ['2 frutas', '1 topping', '1 jarabe', '2 helados'],
    disponible: true,
    categoria: 'Fresas',
  },
  {
    id: 30,
    nombre: 'Waffle sencillo',
    precio: 3400,
    imagenes: image('waffle-sencillo'),
    ingredientes: ['2 frutas', '1 topping', '1 jarabe'],
    disponible: true,
    categoria: 'Fresas',
  },
  {
    id: 31,
    nombre: 'Topping',
    precio: 350,
    imagenes: image('topping'),
    ingredientes: [],
    disponible: true,
    categoria: 'Extras',
  },
  {
    id: 32,
    nombre: 'Jarabe',
    precio: 350,
    imagenes: image('jarabe'),
    ingredientes: [],
    disponible: true,
    categoria: 'Extras',
  },
  {
    id: 33,
    nombre: 'Helado',
    precio: 500,
    imagenes: image('helado'),
    ingredientes: [],
    disponible: true,
    categoria: 'Extras',
  },
  {
    id: 34,
    nombre: 'Nutella',
    precio: 500,
    imagenes: image('nutella'),
    ingredientes: [],
    disponible: true,
    categoria: 'Extras',
  },
];
