'use client';

/**
 * The `subscribe` of a useSyncExternalStore over one localStorage key, and its `notify`. Listeners
 * hear this tab's writes (notify), another tab's at once (the browser's `storage` event, no
 * polling) and a return to the tab. `onOtherTab` runs before they hear another tab's write,
 * `onFirst` when the first listener arrives (a store repairs what it finds there).
 */
export function storageSubscription(key: string, { onFirst, onOtherTab }: { onFirst?: () => void; onOtherTab?: () => void } = {}) {
  const listeners = new Set<() => void>();
  const notify = () => listeners.forEach((listener) => listener());
  const onStorage = (event: StorageEvent) => {
    if (event.key !== key && event.key !== null) return;
    onOtherTab?.();
    notify();
  };

  function subscribe(listener: () => void) {
    if (listeners.size === 0) {
      onFirst?.();
      window.addEventListener('storage', onStorage);
      document.addEventListener('visibilitychange', notify);
    }
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
      if (listeners.size === 0) {
        window.removeEventListener('storage', onStorage);
        document.removeEventListener('visibilitychange', notify);
      }
    };
  }

  return { subscribe, notify };
}
