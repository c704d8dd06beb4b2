// Our Spanish description of each product (data/menu.ts holds the facts). Kept apart so the
// cart, which runs in every visitor's browser, loads the facts without this text.

export const descriptions: Readonly<Record<number, string>> = {
  // Capiberry
  5: 'Crepa doradita y crujiente con dos frutas a tu gusto, bañada en jarabe y con el topping que más te guste.',
  // Crepa sin fruta
  6: 'Ligera y suavecita: nuestra crepa con una bola de helado, topping y jarabe, para quien la quiere sin fruta.',
  // Tropicalvara
  7: 'Sabor a Caribe: banano y fresas frescas con helado y jarabe, envueltos en una crepa recién hecha.',
  // Capidulzura
  8: 'Melocotón y fresa con helado y un buen chorro de Nutella. Dulce, cremosa y para chuparse los dedos.',
  // CapiOreo
  9: 'Crepa con dos frutas, helado y trocitos de galleta Oreo, terminada con jarabe y topping.',
  // La CrepiVara
  10: 'La reina de la casa: tres frutas, dos bolas de helado, crema chantilly, Nutella y topping. Para celebrar en grande.',
  // Batido natural (en agua)
  11: 'Refrescante batido en agua con la fruta que elijas: cas, mora, piña, sandía, guanábana o fresa.',
  // Batido en leche
  12: 'Cremosito y bien frío, preparado en leche con tu fruta favorita. Ideal para acompañar una crepa.',
  // Churchill
  13: 'El clásico de la costa tica: hielo raspado con sirope, helado y leche condensada. Puro sabor de paseo a Puntarenas.',
  // Café frío
  14: 'Café costarricense bien cargado, servido frío con hielo para despertar la tarde.',
  // Mangonadas
  15: 'Mango con chamoy, Tajín y gomitas: dulce, ácido y picantito, todo en un mismo vaso.',
  // Té
  16: 'Una taza de té caliente y suave, para conversar sin prisa.',
  // Café negro
  17: 'Café chorreado de grano nacional, negro y con cuerpo, como debe ser.',
  // Café con leche
  18: 'Nuestro café de la casa con leche bien caliente. El compañero perfecto de una crepa.',
  // Chocolate
  19: 'Chocolate caliente espeso y cremoso, de esos que abrazan en un día lluvioso.',
  // Helado con gelatina
  20: 'Una bola de helado con gelatina de colores. Sencillo, fresquito y siempre alegre.',
  // Ensalada de frutas
  21: 'Tres frutas frescas picaditas con una bola de helado y el topping que escojas.',
  // Canasta con helado
  22: 'Canasta de barquillo crujiente rellena de helado cremoso. Se come todo, ¡hasta la canasta!',
  // Choco banano especial
  23: 'Banano cubierto de chocolate con Leche Pinito, jarabe y topping. Un antojo de toda la vida, versión especial.',
  // Banana split
  24: 'El clásico de siempre: banano partido, helado, chantilly, jarabe y topping. Imposible compartirlo.',
  // Granizado sencillo
  25: 'Hielo raspado con sirope y un toque de leche. El refresco de los días de calor.',
  // Granizado especial
  26: 'Doble de todo: hielo raspado con dos leches, sirope, jarabe y topping. Más rico, más grande.',
  // Fresa pequeña
  27: 'Vasito de fresas frescas con jarabe y topping, para darse un gusto.',
  // Fresa grande
  28: 'Un buen vaso de fresas con doble jarabe y doble topping, hecho para compartir.',
  // Waffle con helado
  29: 'Waffle calientito recién salido de la plancha con dos bolas de helado, dos frutas, jarabe y topping.',
  // Waffle sencillo
  30: 'Waffle dorado y esponjoso con dos frutas, jarabe y topping.',
  // Topping
  31: 'Un topping extra para tu crepa, helado o waffle.',
  // Jarabe
  32: 'Un chorrito extra de jarabe, porque nunca sobra.',
  // Helado
  33: 'Una bola extra de helado para lo que pidas.',
  // Nutella
  34: 'Porción extra de Nutella. Ya sabes que la quieres.',
};
