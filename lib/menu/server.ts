import 'server-only';
import { PHASE_PRODUCTION_BUILD } from 'next/constants';
import { descriptions } from '@/data/descriptions';
import { catalog, recommendedIds, type Product } from '@/data/menu';
import { getDb } from '@/lib/db';
import { readAvailability, readClosure } from '@/lib/db/desk';
import { subscribe } from '@/lib/db/events';
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
// queries, kept at most a second per process so the load of /menu and the home page (hundreds of
// requests a second) costs one read per second. A change through any instance is announced on the
// store's 'desk' channel (lib/db/events.ts) and drops the kept state at once; the second is only
// the bound when an announcement is lost. `next build` never opens the store: pages prerendered
// then show the facts.

const TTL_MS = 1000;
type DeskState = { overlay: AvailabilityOverlay; reabre: string | null };
// `generation` counts the announced changes: a read that started before one is not kept.
type Kept = { entry: (DeskState & { at: number }) | null; reading: { generation: number; state: Promise<DeskState> } | null; generation: number; listening: boolean };
const cache = processGlobal('desk-state', (): Kept => ({ entry: null, reading: null, generation: 0, listening: false }));

async function deskState(now: number): Promise<DeskState> {
  if (process.env.NEXT_PHASE === PHASE_PRODUCTION_BUILD) return { overlay: new Map(), reabre: null };
  const { entry } = cache;
  if (entry && now - entry.at < TTL_MS && now >= entry.at) return entry;
  // Concurrent requests share one read.
  if (!cache.reading) {
    const reading = { generation: cache.generation, state: readDeskState() };
    cache.reading = reading;
    void reading.state.finally(() => {
      if (cache.reading === reading) cache.reading = null;
    });
  }
  const { generation, state } = cache.reading;
  const read = await state;
  if (generation === cache.generation) cache.entry = { at: now, ...read };
  return read;
}

/** The shop keeps selling from its facts when the store cannot be read (health says 503). */
async function readDeskState(): Promise<DeskState> {
  try {
    if (!cache.listening) {
      cache.listening = true;
      await subscribe(await getDb(), 'desk', forgetCachedDeskState).catch((error: unknown) => {
        cache.listening = false;
        throw error;
      });
    }
    const [overlay, reabre] = await Promise.all([readAvailability(), readClosure()]);
    return { overlay, reabre };
  } catch (error) {
    console.error('[desk] the availability and the closure could not be read:', error instanceof Error ? error.message : 'unknown error');
    return { overlay: new Map(), reabre: null };
  }
}

export async function currentAvailability(now = Date.now()): Promise<AvailabilityOverlay> {
  return (await deskState(now)).overlay;
}

/** The temporary closure, or null when there is none (or it is over). */
export async function currentClosure(now = Date.now()): Promise<Closure> {
  const { reabre } = await deskState(now);
  return reabre !== null && reabre > costaRicaDate(now) ? { reabre } : null;
}

/** After a change (here or, through the store's events, on another instance): the next read sees it. */
export function forgetCachedDeskState(): void {
  cache.generation += 1;
  cache.entry = null;
  cache.reading = null;
}

/** The menu with today's availability. */
export async function liveProducts(): Promise<Product[]> {
  return applyAvailability(getProducts(), await currentAvailability());
}

export async function liveRecommendedProducts(): Promise<Product[]> {
  return applyAvailability(getRecommendedProducts(), await currentAvailability());
}

export async function liveSoldOutIds(): Promise<number[]> {
  return soldOutIds(getProducts(), await currentAvailability());
}
