// Runs once when a server starts (Next's instrumentation hook): the startup notices of
// lib/startup-notices.ts, once per process.
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return;
  const { startupNotices } = await import('@/lib/startup-notices');
  const { forwardingInstalled } = await import('@/lib/http/forwarding');
  const production = process.env.NODE_ENV === 'production';
  for (const notice of startupNotices(process.env, { production, forwarding: forwardingInstalled() })) console.warn(notice);
}
