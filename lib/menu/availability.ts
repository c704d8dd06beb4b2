// Availability: the menu facts (data/menu.ts) say what the shop sells; the owner's desk switches
// a product off for the day. The switches are an overlay (product id -> available) kept in the
// database; pages and the cart apply it to the facts. Browser-safe: /orders applies it too.

export type AvailabilityOverlay = ReadonlyMap<number, boolean>;

/** The products with the owner's switches applied; products never switched keep their facts. */
export function applyAvailability<T extends { id: number; disponible: boolean }>(products: readonly T[], overlay: AvailabilityOverlay): T[] {
  return products.map((product) => {
    const switched = overlay.get(product.id);
    return switched === undefined || switched === product.disponible ? product : { ...product, disponible: switched };
  });
}

/** The ids that are not available once the overlay is applied (what GET /api/menu/availability lists). */
export function soldOutIds(products: readonly { id: number; disponible: boolean }[], overlay: AvailabilityOverlay): number[] {
  return applyAvailability(products, overlay)
    .filter((product) => !product.disponible)
    .map((product) => product.id);
}

/** A product id from a path segment: digits only and on the menu, else null (a 404). */
export function parseProductId(segment: string, isKnown: (id: number) => boolean): number | null {
  if (!/^\d{1,6}$/.test(segment)) return null;
  const id = Number(segment);
  return isKnown(id) ? id : null;
}

/** Reads the public answer of GET /api/menu/availability; anything malformed gives null. */
export function parseSoldOutAnswer(body: unknown): Set<number> | null {
  const ids = (body as { data?: { agotados?: unknown } } | null)?.data?.agotados;
  if (!Array.isArray(ids) || !ids.every((id) => Number.isSafeInteger(id))) return null;
  return new Set(ids as number[]);
}
