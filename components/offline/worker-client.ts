// Run once the page has loaded and the browser is idle (offline-support.tsx): registers /sw.js
// and tells the page when a newer build is waiting. The plain API rather than @serwist/window:
// the same few steps in a third of its 2 KB, which /orders' JavaScript budget needs (033).

export type WorkerHandlers = {
  /** A newer build's worker is installed and waiting; call `apply` to switch to it and reload. */
  onUpdate: (apply: () => void) => void;
};

type Worker = ServiceWorker | null | undefined;

/** How long "Actualizar" waits for the new worker to take over before reloading the page anyway. */
export const TAKEOVER_MS = 5_000;
/** After a tap, the reloaded page does not offer the same update again for a minute. */
const OFFER_AGAIN_MS = 60_000;
const APPLIED = 'actualizado';
const appliedAt = () => {
  try {
    return Number(sessionStorage.getItem(APPLIED));
  } catch {
    return 0;
  }
};

export async function startWorker({ onUpdate }: WorkerHandlers): Promise<void> {
  const container = navigator.serviceWorker;
  // Playwright's `serviceWorkers: 'block'` makes register() resolve to nothing: nothing to do then.
  const registration = await container?.register('/sw.js').catch(() => undefined);
  if (!registration) return;
  const updating = container.controller !== null;
  const offer = (worker: ServiceWorker) =>
    Date.now() - appliedAt() > OFFER_AGAIN_MS &&
    onUpdate(() => {
      // Reload once the new worker controls this page, so page and worker are of one build; or
      // after TAKEOVER_MS, from the network, while the old one is still busy (docs/decisions/032).
      const reload = () => location.reload();
      container.oncontrollerchange = reload;
      setTimeout(reload, TAKEOVER_MS);
      try {
        sessionStorage.setItem(APPLIED, String(Date.now()));
      } catch {}
      worker.postMessage({ type: 'SKIP_WAITING' });
    });
  const follow = (worker: Worker) => {
    if (worker)
      worker.onstatechange = () => {
        if (worker.state === 'installed' && updating) offer(worker);
        // Once per device: loaded only then, so no page carries it in its first load.
        if (worker.state === 'activated' && !updating) void import('./keep-pictures').then(({ keepPictures }) => keepPictures(worker));
      };
  };
  // A newer build may already be waiting (found by an earlier page or tab), or still installing.
  if (registration.waiting && updating) offer(registration.waiting);
  follow(registration.installing);
  registration.onupdatefound = () => follow(registration.installing);
}
