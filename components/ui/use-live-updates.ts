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
  /** A poll answered 401 or 403: the session ended, nothing more will come. */
  onRefused?: () => void;
};

const STALL_MS = 8000;

export function useLiveUpdates({ streamUrl, pollUrl, onEvent, onPoll, events, active = true, pollMs = 5000, onConnection, onRefused }: Options) {
  // The latest handlers, without reconnecting when they change.
  const handlers = useRef({ onEvent, onPoll, onConnection, onRefused });
  useEffect(() => {
    handlers.current = { onEvent, onPoll, onConnection, onRefused };
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
        if (response.status === 401 || response.status === 403) handlers.current.onRefused?.();
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
    let reopen: number | undefined;
    const connect = () => {
      if (stopped) return;
      const current = new EventSource(streamUrl);
      source = current;
      window.clearTimeout(stall);
      stall = window.setTimeout(startPolling, STALL_MS);
      for (const name of eventNames.split(',')) {
        current.addEventListener(name, (event) => {
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
      // Dropped: the browser reconnects by itself; meanwhile, poll. An answer that was not a stream
      // (a server still starting, a proxy's error page) makes the browser give up: open it again later.
      current.addEventListener('error', () => {
        handlers.current.onConnection?.(false);
        startPolling();
        if (current.readyState === EventSource.CLOSED) reopen = window.setTimeout(connect, pollMs);
      });
    };
    if (typeof EventSource === 'undefined') startPolling();
    else connect();
    const onVisible = () => {
      if (document.visibilityState === 'visible') void poll();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      stopped = true;
      window.clearTimeout(reopen);
      (source as EventSource | null)?.close();
      stopPolling();
      window.clearTimeout(stall);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [streamUrl, pollUrl, eventNames, active, pollMs]);
}
