import 'server-only';
import { ORDER_LIMIT_WINDOW_MS } from '@/lib/order/post';
import { erasureCutoff } from '@/lib/order/retention';
import { processGlobal } from '@/lib/process-global';
import type { Db } from './index';
import { pruneOrderSubscriptions } from './push';
import { eraseOrdersUpTo, pruneOrderAttempts, pruneOrderWithdrawals, WITHDRAWAL_KEEP_MS } from './orders';

// The orders' housekeeping, on every instance (each step is idempotent): 90 days after an order its
// personal data is erased (lib/order/retention.ts); the per-address counts older than their window,
// the withdrawals older than two days and the customers' push subscriptions past their order go.
// At start, then every hour; the timer never keeps the process alive.

const EVERY_MS = 60 * 60_000;

/** One run at `now`: how many orders had their personal data erased. */
export async function runOrderJobs(now: number, db?: Db): Promise<{ erased: number }> {
  const erased = await eraseOrdersUpTo(erasureCutoff(now), now, db);
  await pruneOrderAttempts(now - ORDER_LIMIT_WINDOW_MS, db);
  await pruneOrderWithdrawals(now - WITHDRAWAL_KEEP_MS, db);
  await pruneOrderSubscriptions(now, db);
  return { erased };
}

/** Starts the hourly run once per process (lib/server-start.ts). */
export function startOrderJobs(): void {
  const jobs = processGlobal('order-jobs', (): { timer?: NodeJS.Timeout } => ({}));
  if (jobs.timer) return;
  const run = () =>
    runOrderJobs(Date.now()).then(
      ({ erased }) => erased > 0 && console.info(`[orders] personal data erased from ${erased} ${erased === 1 ? 'order' : 'orders'} older than 90 days`),
      (error: unknown) => console.error('[orders] the 90-day erasure could not run:', error instanceof Error ? error.message : error),
    );
  void run();
  jobs.timer = setInterval(run, EVERY_MS).unref();
}
