'use client';

// The order's post, sent until the server has it: kept in localStorage (`pedidos-por-enviar`) from
// before the first try, tried again with the same key after a failure (2 s, 5 s, 15 s... every two
// minutes, sooner when the connection returns), resumed by the next checkout or sent-order panel,
// and forgotten once the server has it (its link is kept for a day). The service worker queues a
// post that found no network too (lib/offline/order-queue.ts): every copy carries the same key, and
// the server stores one order (docs/decisions/082-order-post-retries.md). An order the customer
// takes back is withdrawn the same way (DELETE with its key), so a copy still on its way is never
// stored. Loaded with the checkout form and the sent-order panel, never with a page.
import { useSyncExternalStore } from 'react';
import { API_BASE_URL } from '@/lib/api-client';
import { OUTBOX_KEEP_MS, parseOutbox, postVerdict, retryDelay, withEntry, type OutboxEntry, type PostVerdict } from '@/lib/order/outbox';
import { sentPostBody } from '@/lib/order/post-body';
import type { OrderPostBody } from '@/lib/validation/order';
import { storageSubscription } from '@/components/cart/storage-subscription';

const OUTBOX_KEY = 'pedidos-por-enviar';
const POST_TIMEOUT_MS = 10_000;

const { subscribe, notify } = storageSubscription(OUTBOX_KEY);
/** The try on its way for each key: its post, or its withdrawal (`flight`). */
const inFlight = new Map<string, Promise<PostVerdict>>();
const flight = (clave: string, withdrawal: boolean) => `${withdrawal ? 'DELETE' : 'POST'} ${clave}`;
const waiting = new Map<string, { timer: number; tries: number }>();
/** Posts whose checkout, on this page, has not yet decided whether their message goes out. */
const deciding = new Set<string>();

function storedText(): string | null {
  try {
    return window.localStorage.getItem(OUTBOX_KEY);
  } catch {
    return null;
  }
}

function read(): OutboxEntry[] {
  return parseOutbox(storedText(), Date.now());
}

function write(entries: readonly OutboxEntry[]) {
  try {
    if (entries.length === 0) window.localStorage.removeItem(OUTBOX_KEY);
    else window.localStorage.setItem(OUTBOX_KEY, JSON.stringify(entries));
  } catch {
    // Storage refused (private mode, full): this page's tries still go on.
  }
  notify();
}

/** One try of the post (its body) or of the withdrawal. */
async function sendOnce(method: 'POST' | 'DELETE', body: string): Promise<PostVerdict> {
  try {
    const response = await fetch(`${API_BASE_URL}/orders`, {
      method,
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body,
      credentials: 'same-origin',
      cache: 'no-store',
      // The page may go to the background as WhatsApp opens: the post still finishes.
      keepalive: true,
      signal: AbortSignal.timeout(POST_TIMEOUT_MS),
    });
    const answer: unknown = await response.json().catch(() => null);
    return postVerdict(response.status, answer, response.headers.get('retry-after'));
  } catch {
    return { kind: 'retry', afterMs: null };
  }
}

/**
 * What the server's verdict changes in the outbox, and the next try when it asked for one. Once the
 * order is withdrawn, only the withdrawal's verdict counts: it is done unless it must be tried again.
 */
function settle(clave: string, verdict: PostVerdict, withdrawal: boolean) {
  const entries = read();
  const entry = entries.find((candidate) => candidate.clave === clave);
  if (!entry || entry.retirar !== withdrawal) return;
  // Only its prices are not the menu's of now: once its message went out it is sent again as such
  // (recorded with both); while the checkout still decides, it waits for that decision.
  if (verdict.kind === 'refused' && verdict.totalChanged && !withdrawal && (entry.enviado || deciding.has(clave))) {
    if (entry.enviado) later(clave, 0);
    return;
  }
  if (verdict.kind === 'retry') later(clave, verdict.afterMs);
  else if (verdict.kind === 'recorded' && !withdrawal) write(withEntry(entries, { ...entry, cuerpo: null, token: verdict.token }));
  else write(entries.filter((candidate) => candidate !== entry));
}

function later(clave: string, askedMs: number | null) {
  const tries = (waiting.get(clave)?.tries ?? 0) + 1;
  window.clearTimeout(waiting.get(clave)?.timer);
  waiting.set(clave, { tries, timer: window.setTimeout(() => void attempt(clave), retryDelay(tries, askedMs)) });
}

/** The next try of what the entry asks for now: its post, or its withdrawal. */
function attempt(clave: string): Promise<PostVerdict> {
  const entry = read().find((candidate) => candidate.clave === clave);
  // Already recorded, or forgotten, by another tab meanwhile.
  if (!entry || (!entry.cuerpo && !entry.retirar)) return Promise.resolve({ kind: 'abandon' });
  const withdrawal = entry.retirar;
  const running = inFlight.get(flight(clave, withdrawal));
  if (running) return running;
  window.clearTimeout(waiting.get(clave)?.timer);
  const sent = (withdrawal ? sendOnce('DELETE', JSON.stringify({ clave })) : sendOnce('POST', entry.cuerpo!))
    .then((verdict) => {
      settle(clave, verdict, withdrawal);
      return verdict;
    })
    .finally(() => inFlight.delete(flight(clave, withdrawal)));
  inFlight.set(flight(clave, withdrawal), sent);
  return sent;
}

let listeningForTheNetwork = false;
/** Every waiting post is tried at once when the connection returns. */
function tryWhenOnline() {
  if (listeningForTheNetwork) return;
  listeningForTheNetwork = true;
  window.addEventListener('online', () => {
    for (const clave of waiting.keys()) void attempt(clave);
  });
}

/** Keeps the order's post and sends it; resolves with the first try's verdict (later tries go on by themselves). */
export function sendOrder(body: OrderPostBody): Promise<PostVerdict> {
  write(
    withEntry(read(), {
      clave: body.clave,
      pedido: body.pedido,
      cuerpo: JSON.stringify(body),
      token: null,
      hasta: Date.now() + OUTBOX_KEEP_MS,
      retirar: false,
      enviado: false,
    }),
  );
  deciding.add(body.clave);
  tryWhenOnline();
  return attempt(body.clave);
}

/**
 * The order's message went out (WhatsApp opened, or it was copied): from now on its post is taken
 * whatever the menu says by the time it arrives, with what the message said kept for the shop.
 */
export function markSent(clave: string) {
  deciding.delete(clave);
  const entries = read();
  const entry = entries.find((candidate) => candidate.clave === clave);
  if (!entry) return;
  write(withEntry(entries, { ...entry, enviado: true, cuerpo: entry.cuerpo && sentPostBody(entry.cuerpo) }));
  // A first try already told the prices changed: the next one goes now.
  if (entry.cuerpo && !inFlight.has(flight(clave, false)) && !waiting.has(clave)) void attempt(clave);
}

/** The checkout will not send this order as it is (refused in time): nothing of it is kept. */
export function forgetPost(clave: string) {
  deciding.delete(clave);
  window.clearTimeout(waiting.get(clave)?.timer);
  waiting.delete(clave);
  write(read().filter((entry) => entry.clave !== clave));
}

/**
 * Takes back an order the customer did not send after all (the menu changed while its post was
 * slow): the post is not tried again, and the server is told, so that a copy still on its way (this
 * try, the service worker's queue) is not stored, or is cancelled if it was.
 */
export function withdrawOrder(clave: string) {
  deciding.delete(clave);
  window.clearTimeout(waiting.get(clave)?.timer);
  waiting.delete(clave);
  const entries = read();
  const entry = entries.find((candidate) => candidate.clave === clave);
  if (!entry) return;
  write(withEntry(entries, { ...entry, cuerpo: null, token: null, retirar: true }));
  void attempt(clave);
}

/** Sends again what an earlier page left unsent (a reload, a tab closed offline). */
export function resumeOutbox() {
  tryWhenOnline();
  for (const entry of read()) {
    if ((entry.cuerpo || entry.retirar) && !inFlight.has(flight(entry.clave, entry.retirar)) && !waiting.has(entry.clave)) void attempt(entry.clave);
  }
}

// The outbox as components read it: parsed again only when the stored text changes, so the
// snapshot stays the same object between changes (useSyncExternalStore's rule).
let parsed: { text: string | null; entries: OutboxEntry[] } = { text: null, entries: [] };
function storedEntries(): OutboxEntry[] {
  const text = storedText();
  if (text !== parsed.text) parsed = { text, entries: parseOutbox(text, Date.now()) };
  return parsed.entries;
}
const noEntries: OutboxEntry[] = [];

/** This order's post as stored now (null: never kept here, or expired), following every tab. */
export function useOutboxEntry(clave: string | undefined): OutboxEntry | null {
  const entries = useSyncExternalStore(subscribe, storedEntries, () => noEntries);
  return (clave && entries.find((entry) => entry.clave === clave)) || null;
}
