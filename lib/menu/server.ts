import 'server-only';
import { PHASE_PRODUCTION_BUILD } from 'next/constants';
import { recommendedIds } from '@/data/menu';
import { getDb } from '@/lib/db';
import { readAvailability, readClosure, readOrdersPause } from '@/lib/db/desk';
import { subscribe } from '@/lib/db/events';
import { readStoredMenu } from '@/lib/db/menu';
import { slotCounts } from '@/lib/db/orders';
import { costaRicaDate } from '@/lib/costa-rica-time';
import type { Closure, WeeklyHours } from '@/lib/shop-hours/status';
import { activePause, type OrdersPause } from '@/lib/order/pause';
import { freeSlots, scheduleSlots } from '@/lib/order/slots';
import { processGlobal } from '@/lib/process-global';
import type { AvailabilityOverlay } from './availability';
import { menuFacts, type MenuFacts } from './facts';
import { shopMenu, visibleProducts, type ShopMenu, type ShopProduct, type StoredMenu } from './live';
import { seedStoredMenu } from './seed';
import { expireShopPages } from './shop-pages';
import type { ShopSettings } from './settings';

// The menu's server part (docs/menu.md): the owner's menu from the store, with today's switches,
// sold-out options and closure, as the pages, GET /api/menu and the server's pricing read it.
//
// Kept at most a second per process, so the load of /menu and the home page (hundreds of requests
// a second) costs one read per second. A change through any instance is announced on the store's
// 'desk' channel (lib/db/events.ts) and drops the kept state at once; the second is only the bound
// when an announcement is lost. `next build` never opens the store: pages prerendered then show the
// seed (data/), and so does a shop whose store cannot be read (GET /api/health says 503).

const TTL_MS = 1000;
type DeskState = { stored: StoredMenu; overlay: AvailabilityOverlay; reabre: string | null; pausa: OrdersPause | null };
// `generation` counts the announced changes: a read that started before one is not kept.
type Kept = {
  entry: (DeskState & { at: number }) | null;
  reading: { generation: number; state: Promise<DeskState> } | null;
  generation: number;
  listening: boolean;
};
const cache = processGlobal('desk-state', (): Kept => ({ entry: null, reading: null, generation: 0, listening: false }));

const seedState = (): DeskState => ({ stored: seedStoredMenu(), overlay: new Map(), reabre: null, pausa: null });

async function deskState(now: number): Promise<DeskState> {
  if (process.env.NEXT_PHASE === PHASE_PRODUCTION_BUILD) return seedState();
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

async function readDeskState(): Promise<DeskState> {
  try {
    if (!cache.listening) {
      cache.listening = true;
      await subscribe(await getDb(), 'desk', forgetCachedDeskState).catch((error: unknown) => {
        cache.listening = false;
        throw error;
      });
    }
    const [stored, overlay, reabre, pausa] = await Promise.all([readStoredMenu(), readAvailability(), readClosure(), readOrdersPause()]);
    return { stored, overlay, reabre, pausa };
  } catch (error) {
    console.error('[menu] the menu could not be read from the store:', error instanceof Error ? error.message : 'unknown error');
    return seedState();
  }
}

/**
 * After a change (here or, through the store's events, on another instance): the next read sees
 * it, and the shop's cached pages are rendered again on their next visit (lib/cache-handler.mjs).
 */
export function forgetCachedDeskState(): void {
  cache.generation += 1;
  cache.entry = null;
  cache.reading = null;
  expireShopPages();
}

/** After the owner changed the shop (menu, switches, hours, settings), through this instance. */
export function shopChanged(): void {
  forgetCachedDeskState();
}

/**
 * The live menu: every product (hidden ones marked `oculto`) with today's switches, the option
 * lists, today's sold-out options, the settings and the hours. Its `product` and `soldOutOptions`
 * are lib/order/pricing's LiveMenu.
 */
export async function currentMenu(now = Date.now()): Promise<ShopMenu> {
  const { stored, overlay } = await deskState(now);
  return shopMenu(stored, overlay, costaRicaDate(now));
}

/** The products a visitor sees, with today's availability, in the shop's order. */
async function liveProducts(now = Date.now()): Promise<ShopProduct[]> {
  return visibleProducts(await currentMenu(now));
}

/** The home page's recommendations that are on the menu, in the order the shop chose. */
export async function liveRecommendedProducts(now = Date.now()): Promise<ShopProduct[]> {
  const menu = await currentMenu(now);
  return recommendedIds.flatMap((id) => {
    const product = menu.product(id);
    return product && !product.oculto ? [product] : [];
  });
}

/** The visible products switched off today (GET /api/menu/availability). */
export async function liveSoldOutIds(now = Date.now()): Promise<number[]> {
  return (await liveProducts(now)).filter((product) => !product.disponible).map((product) => product.id);
}

/** The temporary closure, or null when there is none (or it is over). */
export async function currentClosure(now = Date.now()): Promise<Closure> {
  const { reabre } = await deskState(now);
  return reabre !== null && reabre > costaRicaDate(now) ? { reabre } : null;
}

/** The pause of online orders while it holds ("Pausar pedidos"), or null. */
export async function currentOrdersPause(now = Date.now()): Promise<OrdersPause | null> {
  return activePause((await deskState(now)).pausa, now);
}

export async function currentShopHours(now = Date.now()): Promise<WeeklyHours> {
  return (await deskState(now)).stored.horario;
}

/** The owner's week and closure now, and today's Costa Rica date: what /aboutus and the JSON-LD show. */
export async function currentOpeningHours(now = Date.now()): Promise<{ hours: WeeklyHours; closure: Closure; today: string }> {
  const [hours, closure] = await Promise.all([currentShopHours(now), currentClosure(now)]);
  return { hours, closure, today: costaRicaDate(now) };
}

export async function currentSettings(now = Date.now()): Promise<ShopSettings> {
  return (await deskState(now)).stored.ajustes;
}

/** What every shop page and GET /api/menu give the browser (lib/menu/facts.ts). */
export async function currentMenuFacts(now = Date.now()): Promise<MenuFacts> {
  const [menu, closure, pause] = await Promise.all([currentMenu(now), currentClosure(now), currentOrdersPause(now)]);
  return menuFacts(menu, closure?.reabre ?? null, pause);
}

/** Past the farthest slot scheduleSlots offers (the next opening within its two weeks). */
const SLOTS_AHEAD_MS = 16 * 24 * 60 * 60_000;

/**
 * "¿Para cuándo?" now: the quarter hours of the stored hours and closure that still have room
 * ("Pedidos por franja", lib/order/schedule.ts), in order.
 */
export async function currentFreeSlots(now = Date.now()): Promise<number[]> {
  // The orders first: a store out of reach fails here, before the menu falls back to the seed.
  const taken = await slotCounts(now, now + SLOTS_AHEAD_MS);
  const [{ stored }, closure] = await Promise.all([deskState(now), currentClosure(now)]);
  return freeSlots(scheduleSlots(now, stored.horario, closure), taken, stored.ajustes.franja);
}
