import { PHASE_PRODUCTION_BUILD } from 'next/constants';

// Runs once when a server instance starts, before it answers requests (Next's instrumentation
// hook): the signing-key check (a wrong configuration stops the server, saying why) and the
// store's migrations (lib/server-start.ts).
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === PHASE_PRODUCTION_BUILD) return;
  await (await import('./lib/server-start')).prepareServer();
}
