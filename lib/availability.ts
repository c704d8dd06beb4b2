import 'server-only';
import { PHASE_PRODUCTION_BUILD } from 'next/constants';
import type { Product } from '@/data/menu';
import { readAvailability } from '@/lib/db/desk';
import { applyAvailability, soldOutIds, type AvailabilityOverlay } from '@/lib/menu-availability';
import { processGlobal } from '@/lib/process-global';
import { getProducts, getRecommendedProducts } from '@/lib/products';

// The owner's switches as the pages read them: one small query, kept for a second so /menu's
// load (hundreds of requests a second) costs one read per second, and a switch shows within
// ~1 s in every process sharing the database. `next build` never opens the database: pages
// prerendered then show the facts, and the home page is regenerated when a switch changes. The
// cache is one per process (the switch's route handler and the pages are separate bundles).

const TTL_MS = 1000;
const cache = processGlobal('availability', (): { entry: { at: number; overlay: AvailabilityOverlay } | null } => ({ entry: null }));

export function currentAvailability(now = Date.now()): AvailabilityOverlay {
  if (process.env.NEXT_PHASE === PHASE_PRODUCTION_BUILD) return new Map();
  const { entry } = cache;
  if (entry && now - entry.at < TTL_MS && now >= entry.at) return entry.overlay;
  cache.entry = { at: now, overlay: readAvailability() };
  return cache.entry.overlay;
}

/** After a switch in this process: the next read, from any bundle, sees it at once. */
export function forgetCachedAvailability(): void {
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
