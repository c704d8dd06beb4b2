import { useSyncExternalStore } from 'react';

const subscribeNothing = () => () => {};

/** False in the server's HTML and while it hydrates, true once the page's scripts run it. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeNothing,
    () => true,
    () => false,
  );
}
