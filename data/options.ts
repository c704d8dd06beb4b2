// What a customer chooses from, for the products whose facts say "2 frutas", "Helado",
// "1 topping", "2 jarabes"... (lib/cart/options.ts reads those facts). The lists below are our
// sensible Costa Rican defaults, the store's seed: the owner edits them in the desk's "Opciones"
// (docs/menu.md). A name taken out of a list also disappears from saved carts.

export const optionLists = {
  frutas: ['Fresa', 'Banano', 'Melocotón', 'Kiwi', 'Mango', 'Piña', 'Papaya', 'Mora'],
  helados: ['Vainilla', 'Chocolate', 'Fresa', 'Ron con pasas', 'Mantecado', 'Coco'],
  toppings: ['Chispas de chocolate', 'Maní', 'Confites', 'Coco rallado', 'Galleta Oreo', 'Granola'],
  jarabes: ['Chocolate', 'Caramelo', 'Fresa', 'Leche condensada', 'Mora'],
} as const;

export type OptionListKey = keyof typeof optionLists;
export const optionListKeys = Object.keys(optionLists) as OptionListKey[];
/** The lists in force: the seed's above, or the owner's from the store. */
export type OptionLists = Readonly<Record<OptionListKey, readonly string[]>>;

/** The seed's products that take paid extras (the Extras category, 0-3 of each): the crepes and the waffles. */
export const extrasCategories = ['Crepas'] as const;
export const extrasProductIds = [29, 30] as const;
/** The seed's Extras category and its products, by id (Topping, Jarabe, Helado, Nutella). */
export const extrasCategory = 'Extras';
export const extraIds = [31, 32, 33, 34] as const;
export const MAX_EXTRA_EACH = 3;

/** Batidos: the flavours are the product's own ingredient list, and the customer picks one. */
export const flavourFromIngredients = (nombre: string) => /^Batido\b/.test(nombre);
