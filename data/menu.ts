// The shop's menu: 30 products (ids 5-34), built into the app.
// Facts come from ../shared/menu.json; the Spanish descriptions are our own.
// Each image lives in public/: the owner replaces one by dropping a file with the same name.

export const categories = [
  'Crepas',
  'Bebidas Frías',
  'Bebidas Calientes',
  'Helados',
  'Granizados',
  'Fresas',
  'Extras',
] as const;

export type Category = (typeof categories)[number];

export type Product = {
  id: number;
  nombre: string;
  descripcion: string;
  /** Colones, integer. */
  precio: number;
  imagenes: string[];
  ingredientes: string[];
  disponible: boolean;
  categoria: Category;
};

/** Ids of the four products the home page recommends, in this order. */
export const recommendedIds = [10, 8, 29, 12] as const;

const image = (slug: string) => [`/images/menu/${slug}.webp`];

export const products: readonly Product[] = [
  {
    id: 5,
    nombre: 'Capiberry',
    descripcion:
      'Crepa doradita y crujiente con dos frutas a tu gusto, bañada en jarabe y con el topping que más te guste.',
    precio: 1900,
    imagenes: image('capiberry'),
    ingredientes: ['2 frutas', 'Jarabe', 'Topping'],
    disponible: true,
    categoria: 'Crepas',
  },
  {
    id: 6,
    nombre: 'Crepa sin fruta',
    descripcion:
      'Ligera y suavecita: nuestra crepa con una bola de helado, topping y jarabe, para quien la quiere sin fruta.',
    precio: 2400,
    imagenes: image('crepa-sin-fruta'),
    ingredientes: ['Helado', 'Topping', 'Jarabe'],
    disponible: true,
    categoria: 'Crepas',
  },
  {
    id: 7,
    nombre: 'Tropicalvara',
    descripcion:
      'Sabor a Caribe: banano y fresas frescas con helado y jarabe, envueltos en una crepa recién hecha.',
    precio: 2900,
    imagenes: image('tropicalvara'),
    ingredientes: ['Banano', 'Fresas', 'Helado', 'Jarabe'],
    disponible: true,
    categoria: 'Crepas',
  },
  {
    id: 8,
    nombre: 'Capidulzura',
    descripcion:
      'Melocotón y fresa con helado y un buen chorro de Nutella. Dulce, cremosa y para chuparse los dedos.',
    precio: 3400,
    imagenes: image('capidulzura'),
    ingredientes: ['Melocotón', 'Fresa', 'Helado', 'Nutella'],
    disponible: true,
    categoria: 'Crepas',
  },
  {
    id: 9,
    nombre: 'CapiOreo',
    descripcion:
      'Crepa con dos frutas, helado y trocitos de galleta Oreo, terminada con jarabe y topping.',
    precio: 4500,
    imagenes: image('capioreo'),
    ingredientes: ['2 frutas', 'Helado', 'Oreo', 'Jarabe', 'Topping'],
    disponible: true,
    categoria: 'Crepas',
  },
  {
    id: 10,
    nombre: 'La CrepiVara',
    descripcion:
      'La reina de la casa: tres frutas, dos bolas de helado, crema chantilly, Nutella y topping. Para celebrar en grande.',
    precio: 5900,
    imagenes: image('la-crepivara'),
    ingredientes: ['3 frutas', '2 helados', 'Topping', 'Crema chantilly', 'Nutella'],
    disponible: true,
    categoria: 'Crepas',
  },
  {
    id: 11,
    nombre: 'Batido natural (en agua)',
    descripcion:
      'Refrescante batido en agua con la fruta que elijas: cas, mora, piña, sandía, guanábana o fresa.',
    precio: 1450,
    imagenes: image('batido-natural-en-agua'),
    ingredientes: ['Cas', 'Mora', 'Piña', 'Sandía', 'Guanábana', 'Fresa'],
    disponible: true,
    categoria: 'Bebidas Frías',
  },
  {
    id: 12,
    nombre: 'Batido en leche',
    descripcion:
      'Cremosito y bien frío, preparado en leche con tu fruta favorita. Ideal para acompañar una crepa.',
    precio: 1950,
    imagenes: image('batido-en-leche'),
    ingredientes: ['Mora', 'Piña', 'Guanábana', 'Banano', 'Papaya', 'Fresa', 'Melón'],
    disponible: true,
    categoria: 'Bebidas Frías',
  },
  {
    id: 13,
    nombre: 'Churchill',
    descripcion:
      'El clásico de la costa tica: hielo raspado con sirope, helado y leche condensada. Puro sabor de paseo a Puntarenas.',
    precio: 3450,
    imagenes: image('churchill'),
    ingredientes: [],
    disponible: true,
    categoria: 'Bebidas Frías',
  },
  {
    id: 14,
    nombre: 'Café frío',
    descripcion: 'Café costarricense bien cargado, servido frío con hielo para despertar la tarde.',
    precio: 2200,
    imagenes: image('cafe-frio'),
    ingredientes: [],
    disponible: true,
    categoria: 'Bebidas Frías',
  },
  {
    id: 15,
    nombre: 'Mangonadas',
    descripcion:
      'Mango con chamoy, Tajín y gomitas: dulce, ácido y picantito, todo en un mismo vaso.',
    precio: 2400,
    imagenes: image('mangonadas'),
    ingredientes: ['Mango', 'Tajín', 'Chamoy', 'Gomitas'],
    disponible: true,
    categoria: 'Bebidas Frías',
  },
  {
    id: 16,
    nombre: 'Té',
    descripcion: 'Una taza de té caliente y suave, para conversar sin prisa.',
    precio: 800,
    imagenes: image('te'),
    ingredientes: [],
    disponible: true,
    categoria: 'Bebidas Calientes',
  },
  {
    id: 17,
    nombre: 'Café negro',
    descripcion: 'Café chorreado de grano nacional, negro y con cuerpo, como debe ser.',
    precio: 800,
    imagenes: image('cafe-negro'),
    ingredientes: [],
    disponible: true,
    categoria: 'Bebidas Calientes',
  },
  {
    id: 18,
    nombre: 'Café con leche',
    descripcion: 'Nuestro café de la casa con leche bien caliente. El compañero perfecto de una crepa.',
    precio: 900,
    imagenes: image('cafe-con-leche'),
    ingredientes: [],
    disponible: true,
    categoria: 'Bebidas Calientes',
  },
  {
    id: 19,
    nombre: 'Chocolate',
    descripcion: 'Chocolate caliente espeso y cremoso, de esos que abrazan en un día lluvioso.',
    precio: 900,
    imagenes: image('chocolate'),
    ingredientes: [],
    disponible: true,
    categoria: 'Bebidas Calientes',
  },
  {
    id: 20,
    nombre: 'Helado con gelatina',
    descripcion: 'Una bola de helado con gelatina de colores. Sencillo, fresquito y siempre alegre.',
    precio: 1900,
    imagenes: image('helado-con-gelatina'),
    ingredientes: ['1 helado', 'Gelatina'],
    disponible: true,
    categoria: 'Helados',
  },
  {
    id: 21,
    nombre: 'Ensalada de frutas',
    descripcion: 'Tres frutas frescas picaditas con una bola de helado y el topping que escojas.',
    precio: 2900,
    imagenes: image('ensalada-de-frutas'),
    ingredientes: ['3 frutas', '1 helado', '1 topping'],
    disponible: true,
    categoria: 'Helados',
  },
  {
    id: 22,
    nombre: 'Canasta con helado',
    descripcion: 'Canasta de barquillo crujiente rellena de helado cremoso. Se come todo, ¡hasta la canasta!',
    precio: 2400,
    imagenes: image('canasta-con-helado'),
    ingredientes: [],
    disponible: true,
    categoria: 'Helados',
  },
  {
    id: 23,
    nombre: 'Choco banano especial',
    descripcion:
      'Banano cubierto de chocolate con Leche Pinito, jarabe y topping. Un antojo de toda la vida, versión especial.',
    precio: 1900,
    imagenes: image('choco-banano-especial'),
    ingredientes: ['Leche Pinito', '1 jarabe', '1 topping'],
    disponible: true,
    categoria: 'Helados',
  },
  {
    id: 24,
    nombre: 'Banana split',
    descripcion:
      'El clásico de siempre: banano partido, helado, chantilly, jarabe y topping. Imposible compartirlo.',
    precio: 3495,
    imagenes: image('banana-split'),
    ingredientes: ['Banano', 'Helado', '1 topping', '1 jarabe', 'Chantilly'],
    disponible: true,
    categoria: 'Helados',
  },
  {
    id: 25,
    nombre: 'Granizado sencillo',
    descripcion: 'Hielo raspado con sirope y un toque de leche. El refresco de los días de calor.',
    precio: 995,
    imagenes: image('granizado-sencillo'),
    ingredientes: ['1 leche', 'Sirope'],
    disponible: true,
    categoria: 'Granizados',
  },
  {
    id: 26,
    nombre: 'Granizado especial',
    descripcion: 'Doble de todo: hielo raspado con dos leches, sirope, jarabe y topping. Más rico, más grande.',
    precio: 1795,
    imagenes: image('granizado-especial'),
    ingredientes: ['2 leches', 'Sirope', '1 topping', '1 jarabe'],
    disponible: true,
    categoria: 'Granizados',
  },
  {
    id: 27,
    nombre: 'Fresa pequeña',
    descripcion: 'Vasito de fresas frescas con jarabe y topping, para darse un gusto.',
    precio: 1900,
    imagenes: image('fresa-pequena'),
    ingredientes: ['1 topping', '1 jarabe'],
    disponible: true,
    categoria: 'Fresas',
  },
  {
    id: 28,
    nombre: 'Fresa grande',
    descripcion: 'Un buen vaso de fresas con doble jarabe y doble topping, hecho para compartir.',
    precio: 2900,
    imagenes: image('fresa-grande'),
    ingredientes: ['2 toppings', '2 jarabes'],
    disponible: true,
    categoria: 'Fresas',
  },
  {
    id: 29,
    nombre: 'Waffle con helado',
    descripcion:
      'Waffle calientito recién salido de la plancha con dos bolas de helado, dos frutas, jarabe y topping.',
    precio: 4500,
    imagenes: image('waffle-con-helado'),
    ingredientes: ['2 frutas', '1 topping', '1 jarabe', '2 helados'],
    disponible: true,
    categoria: 'Fresas',
  },
  {
    id: 30,
    nombre: 'Waffle sencillo',
    descripcion: 'Waffle dorado y esponjoso con dos frutas, jarabe y topping.',
    precio: 3400,
    imagenes: image('waffle-sencillo'),
    ingredientes: ['2 frutas', '1 topping', '1 jarabe'],
    disponible: true,
    categoria: 'Fresas',
  },
  {
    id: 31,
    nombre: 'Topping',
    descripcion: 'Un topping extra para tu crepa, helado o waffle.',
    precio: 350,
    imagenes: image('topping'),
    ingredientes: [],
    disponible: true,
    categoria: 'Extras',
  },
  {
    id: 32,
    nombre: 'Jarabe',
    descripcion: 'Un chorrito extra de jarabe, porque nunca sobra.',
    precio: 350,
    imagenes: image('jarabe'),
    ingredientes: [],
    disponible: true,
    categoria: 'Extras',
  },
  {
    id: 33,
    nombre: 'Helado',
    descripcion: 'Una bola extra de helado para lo que pidas.',
    precio: 500,
    imagenes: image('helado'),
    ingredientes: [],
    disponible: true,
    categoria: 'Extras',
  },
  {
    id: 34,
    nombre: 'Nutella',
    descripcion: 'Porción extra de Nutella. Ya sabes que la quieres.',
    precio: 500,
    imagenes: image('nutella'),
    ingredientes: [],
    disponible: true,
    categoria: 'Extras',
  },
];
