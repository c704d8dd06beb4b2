/**
 * Runs `task` once the page has loaded and the browser is idle (at most `timeout` ms after load);
 * Safari has no requestIdleCallback, where a short timeout stands in. Returns a cancel function,
 * for an effect's cleanup. For what must not compete with the first load: the map on /timecount,
 * the service worker's registration.
 */
export function whenIdle(task: () => void, timeout = 2000): () => void {
  const idleApi = typeof window.requestIdleCallback === 'function';
  let pending: number | undefined;
  const schedule = () => {
    pending = idleApi ? window.requestIdleCallback(task, { timeout }) : window.setTimeout(task, 200);
  };
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });
  return () => {
    window.removeEventListener('load', schedule);
    if (pending === undefined) return;
    if (idleApi) window.cancelIdleCallback(pending);
    else window.clearTimeout(pending);
  };
}
