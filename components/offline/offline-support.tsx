'use client';

import { useEffect, useState } from 'react';
import { whenIdle } from '@/components/ui/when-idle';
import { useOffline } from './connection';
import { startWorker } from './worker-client';

// Every page: the offline banner (./connection.ts decides), and the service worker's registration
// once the page has loaded and the browser is idle, so it adds nothing to the first load
// (docs/decisions/033-registration-after-idle.md).

export function OfflineSupport() {
  const offline = useOffline();
  const [applyUpdate, setApplyUpdate] = useState<(() => void) | null>(null);
  const [updating, setUpdating] = useState(false);

  useEffect(() => whenIdle(() => void startWorker({ onUpdate: (apply) => setApplyUpdate(() => apply) })), []);

  return (
    // Fixed near the bottom above the WhatsApp button and the cart bar (globals.css), like a
    // snackbar: nothing moves when it appears, and the navbar and the shop's status stay readable.
    <div className="offline-stack pointer-events-none fixed inset-x-0 z-50 flex flex-col items-center gap-2 px-3">
      <p role="status" className="offline-note empty:hidden">
        {offline ? 'Sin conexión: el menú puede no estar al día' : ''}
      </p>
      {applyUpdate && (
        <div role="status" className="offline-note pointer-events-auto gap-3 py-1.5 pr-1.5">
          <span>Hay una versión nueva</span>
          <span aria-hidden="true">·</span>
          <button
            type="button"
            disabled={updating}
            onClick={() => {
              setUpdating(true);
              applyUpdate();
            }}
            className="rounded-full bg-brand px-4 py-1.5 font-bold text-brand-ink hover:bg-brand-strong disabled:cursor-wait disabled:opacity-70"
          >
            Actualizar
          </button>
        </div>
      )}
    </div>
  );
}
