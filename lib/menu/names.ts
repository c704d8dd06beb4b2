import { foldText } from '@/lib/text';

/** A product's name as uniqueness sees it: "Capiberry", "capiberry " and "CAPIBERRY" are one name. */
export function nameKey(nombre: string): string {
  return foldText(nombre).replace(/\s+/g, ' ');
}
