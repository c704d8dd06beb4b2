import 'server-only';
import { checkAuthSecretConfig } from '@/lib/auth/secret-store';
import { getDb } from '@/lib/db';
import { startOrderJobs } from '@/lib/db/order-jobs';

// What a server instance does once before its first request (instrumentation.ts).

/**
 * Refuses a wrong signing-key configuration: the process exits, saying why. Then brings the
 * store's schema up to date and starts the orders' hourly housekeeping (lib/db/order-jobs.ts).
 */
export async function prepareServer(): Promise<void> {
  try {
    checkAuthSecretConfig();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
  try {
    await getDb();
    startOrderJobs();
  } catch (error) {
    // Not fatal: pages still render from the menu facts, health answers 503, and the next request
    // that needs the store tries again (the database may be starting too).
    console.error('[db] the store could not be opened at start:', error instanceof Error ? error.message : error);
  }
}
