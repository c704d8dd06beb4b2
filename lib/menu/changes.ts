// The history's sentences (the desk's "Historial"): what a change did to a product, in the owner's
// words. Pure: the store keeps the before and after (lib/db/menu/log.ts), this says it.
import { formatColones } from '@/lib/money';

export type ProductFacts = {
  nombre: string;
  precio: number;
  categoriaId: number;
  descripcion: string;
  ingredientes: readonly string[];
  conExtras: boolean;
  oculto: boolean;
  foto: { id: string } | null;
};

const sameList = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((item, index) => item === b[index]);

/**
 * "Capiberry: precio de ₡1 900 a ₡2 100", "Nuevo producto: Crepa de temporada (Crepas, ₡3 500)",
 * "Crepa de temporada: oculto del menú", "Capiberry: foto nueva".
 */
export function describeProductChange(before: ProductFacts | null, after: ProductFacts, categoryName: (id: number) => string): string {
  if (before === null) return `Nuevo producto: ${after.nombre} (${categoryName(after.categoriaId)}, ${formatColones(after.precio)})`;
  const parts: string[] = [];
  if (before.nombre !== after.nombre) parts.push(`nombre de «${before.nombre}» a «${after.nombre}»`);
  if (before.precio !== after.precio) parts.push(`precio de ${formatColones(before.precio)} a ${formatColones(after.precio)}`);
  if (before.categoriaId !== after.categoriaId) parts.push(`categoría de ${categoryName(before.categoriaId)} a ${categoryName(after.categoriaId)}`);
  if (before.descripcion !== after.descripcion) parts.push('descripción');
  if (!sameList(before.ingredientes, after.ingredientes)) parts.push(`ingredientes: ${after.ingredientes.join(', ') || 'ninguno'}`);
  if (before.conExtras !== after.conExtras) parts.push(after.conExtras ? 'con extras' : 'sin extras');
  if (before.oculto !== after.oculto) parts.push(after.oculto ? 'oculto del menú' : 'de vuelta en el menú');
  if ((before.foto?.id ?? null) !== (after.foto?.id ?? null)) parts.push(after.foto ? 'foto nueva' : 'sin foto');
  return `${after.nombre}: ${parts.length > 0 ? parts.join(', ') : 'sin cambios'}`;
}

/** "Frutas: sin Kiwi, con Guayaba" for a list the owner edited. */
export function describeListChange(label: string, before: readonly string[], after: readonly string[]): string {
  const removed = before.filter((name) => !after.includes(name));
  const added = after.filter((name) => !before.includes(name));
  const parts = [...(removed.length > 0 ? [`sin ${removed.join(', ')}`] : []), ...(added.length > 0 ? [`con ${added.join(', ')}`] : [])];
  return `${label}: ${parts.length > 0 ? parts.join('; ') : 'nuevo orden'}`;
}
