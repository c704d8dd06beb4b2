import { PHASE_PRODUCTION_BUILD } from 'next/constants';

// Runs once when a server instance starts, before it answers requests (Next's instrumentation
// hook): the configuration check and the store's migrations (lib/server-start.ts). A server with a
// wrong signing-key configuration does not start at all, saying why.
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === PHASE_PRODUCTION_BUILD) return;
  const { prepareServer } = await import('./lib/server-start');
  try {
    await prepareServer();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
