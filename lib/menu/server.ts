import 'server-only';
import { PHASE_PRODUCTION_BUILD } from 'next/constants';
import { descriptions } from '@/data/descriptions';
import { catalog, recommendedIds, type Product } from '@/data/menu';
import { readAvailability, readClosure } from '@/lib/db/desk';
import { costaRicaDate } from '@/lib/costa-rica-time';
import type { Closure } from '@/lib/shop-hours/status';
import { applyAvailability, soldOutIds, type AvailabilityOverlay } from './availability';
import { processGlobal } from '@/lib/process-global';

// The menu's server part (docs/architecture.md): the products as the pages show them, the facts
// (data/menu.ts) with our descriptions, and today's availability from the owner's desk. The
// browser gets this text only inside the pages themselves; the cart reads ./catalog.ts.

const products: readonly Product[] = catalog.map((product) => ({ ...product, descripcion: descriptions[product.id] ?? '' }));
const byId = new Map(products.map((product) => [product.id, product]));

export function getProducts(): readonly Product[] {
  return products;
}

/** The home page's recommendations, in the order the shop chose. */
export function getRecommendedProducts(): Product[] {
  return recommendedIds.flatMap((id) => byId.get(id) ?? []);
}


// The owner's switches and the shop's temporary closure as the pages read them: two small
// queries, kept for a second so the load of /menu and the home page (hundreds of requests a
// second) costs one read per second, and a change shows within ~1 s in every process sharing the
// database. `next build` never opens the database: pages prerendered then show the facts. The
// cache is one per process (the desk's route handlers and the pages are separate bundles).

const TTL_MS = 1000;
type DeskState = { overlay: AvailabilityOverlay; reabre: string | null };
const cache = processGlobal('desk-state', (): { entry: (DeskState & { at: number }) | null } => ({ entry: null }));

function deskState(now: number): DeskState {
  if (process.env.NEXT_PHASE === PHASE_PRODUCTION_BUILD) return { overlay: new Map(), reabre: null };
  const { entry } = cache;
  if (entry && now - entry.at < TTL_MS && now >= entry.at) return entry;
  cache.entry = { at: now, ...readDeskState() };
  return cache.entry;
}

/** The shop keeps selling from its facts when the database cannot be read (health says 503). */
function readDeskState(): DeskState {
  try {
    return { overlay: readAvailability(), reabre: readClosure() };
  } catch (error) {
    console.error('[desk] the availability and the closure could not be read:', error instanceof Error ? error.message : 'unknown error');
    return { overlay: new Map(), reabre: null };
  }
}

export function currentAvailability(now = Date.now()): AvailabilityOverlay {
  return deskState(now).overlay;
}

/** The temporary closure, or null when there is none (or it is over). */
export function currentClosure(now = Date.now()): Closure {
  const { reabre } = deskState(now);
  return reabre !== null && reabre > costaRicaDate(now) ? { reabre } : null;
}

/** After a change in this process: the next read, from any bundle, sees it at once. */
export function forgetCachedDeskState(): void {
  cache.entry = null;
}

/** The menu with today's availability. */
export function liveProducts(): Product[] {
  return applyAvailability(getProducts(), currentAvailability());
}

export function liveRecommendedProducts(): Product[] {
  return applyAvailability(getRecommendedProducts(), currentAvailability());
}

export function liveSoldOutIds(): number[] {
  return soldOutIds(getProducts(), currentAvailability());
}
