import type { OptionListKey } from '@/data/options';

/** The option lists as the desk names them. */
export const optionListLabels: Record<OptionListKey, string> = {
  frutas: 'Frutas',
  helados: 'Sabores de helado',
  toppings: 'Toppings',
  jarabes: 'Jarabes',
};

/** "Agregar fruta" and the like. */
export const optionSingular: Record<OptionListKey, string> = {
  frutas: 'fruta',
  helados: 'sabor',
  toppings: 'topping',
  jarabes: 'jarabe',
};
