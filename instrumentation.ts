import { PHASE_PRODUCTION_BUILD } from 'next/constants';

// Runs once when a server starts, before it answers requests (Next's instrumentation hook): the
// signing-key check (a wrong configuration stops the server, saying why) and the store's
// migrations (lib/server-start.ts), then the startup notices of lib/startup-notices.ts.
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === PHASE_PRODUCTION_BUILD) return;
  await (await import('@/lib/server-start')).prepareServer();
  const { startupNotices } = await import('@/lib/startup-notices');
  const { forwardingInstalled } = await import('@/lib/http/forwarding');
  const production = process.env.NODE_ENV === 'production';
  for (const notice of startupNotices(process.env, { production, forwarding: forwardingInstalled() })) console.warn(notice);
}
