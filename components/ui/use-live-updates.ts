'use client';

import { useEffect, useRef } from 'react';

// A live connection to one of the site's event streams (lib/http/event-stream.ts), with polling
// as its fallback. The browser's EventSource reconnects by itself after a drop or a server restart
// (the stream sends the whole state again on each connection). While it is not delivering (down,
// reconnecting, refused, or held back by a proxy that buffers: no event within STALL_MS) the page
// asks `pollUrl` every `pollMs`, and stops once events flow again. On a return to the tab it asks
// at once, since a phone may have slept.

type Options = {
  streamUrl: string;
  pollUrl: string;
  /** The events to listen to, and what to do with each one's data. */
  onEvent: (event: string, data: unknown) => void;
  events: readonly string[];
  /** A poll's answer: the `data` of a success. */
  onPoll: (data: unknown) => void;
  /** False stops listening (an order delivered or cancelled). */
  active?: boolean;
  pollMs?: number;
  /** Told true when events flow, false when the stream dropped (polling meanwhile). */
  onConnection?: (live: boolean) => void;
};

const STALL_MS = 8000;

export function useLiveUpdates({ streamUrl, pollUrl, onEvent, onPoll, events, active = true, pollMs = 5000, onConnection }: Options) {
  // The latest handlers, without reconnecting when they change.
  const handlers = useRef({ onEvent, onPoll, onConnection });
  useEffect(() => {
    handlers.current = { onEvent, onPoll, onConnection };
  });
  const eventNames = events.join(',');

  useEffect(() => {
    if (!active) return;
    let stopped = false;
    let polling: number | undefined;
    let stall: number | undefined;

    const poll = async () => {
      try {
        const response = await fetch(pollUrl, { cache: 'no-store', credentials: 'same-origin', headers: { Accept: 'application/json' } });
        const answer = (await response.json()) as { success?: boolean; data?: unknown };
        if (!stopped && response.ok && answer.success) handlers.current.onPoll(answer.data);
      } catch {
        // offline or restarting: the next turn asks again
      }
    };
    const startPolling = () => {
      if (polling !== undefined || stopped) return;
      void poll();
      polling = window.setInterval(() => void poll(), pollMs);
    };
    const stopPolling = () => {
      window.clearInterval(polling);
      polling = undefined;
    };

    let source: EventSource | null = null;
    if (typeof EventSource === 'undefined') startPolling();
    else {
      source = new EventSource(streamUrl);
      stall = window.setTimeout(startPolling, STALL_MS);
      for (const name of eventNames.split(',')) {
        source.addEventListener(name, (event) => {
          window.clearTimeout(stall);
          stopPolling();
          handlers.current.onConnection?.(true);
          try {
            handlers.current.onEvent(name, JSON.parse((event as MessageEvent<string>).data));
          } catch {
            // a malformed event: the next one carries the whole state again
          }
        });
      }
      // Dropped: the browser reconnects by itself (or, refused, gives up); meanwhile, poll.
      source.addEventListener('error', () => {
        handlers.current.onConnection?.(false);
        startPolling();
      });
    }
    const onVisible = () => {
      if (document.visibilityState === 'visible') void poll();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      stopped = true;
      source?.close();
      stopPolling();
      window.clearTimeout(stall);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [streamUrl, pollUrl, eventNames, active, pollMs]);
}
