import { processGlobal } from '@/lib/process-global';
import { failure } from './reply';

// Server-sent events for the live pages (the orders board, the customer's status page): a long
// answer that the browser's EventSource reads and reopens by itself after a drop or a restart.
// Next compresses answers unless told `no-transform` (a compressed stream is held back in
// buffers); proxies that buffer (nginx) are told `X-Accel-Buffering: no`. A comment every
// `heartbeatMs` keeps idle connections open through proxies and lets the owner's session be checked.
// docs/decisions/083-live-board-and-status.md

type EventSender = {
  /** One event: `event: <name>` and its data as JSON. */
  send(event: string, data: unknown): void;
  /** Ends the stream (the browser's EventSource then reconnects, unless told otherwise first). */
  close(): void;
};

export type EventStreamOptions = {
  /**
   * Whose slot the stream takes: the client's address bucket (lib/http/client-ip.ts), prefixed by a
   * route whose streams are counted apart (the owner's board, so customers on the shop's Wi-Fi never
   * take its slots). At most STREAMS_PER_CLIENT at once per key, in this process.
   */
  client: string;
  /** The request's signal: the stream stops when the browser goes away. */
  signal: AbortSignal;
  /** How long the browser waits before reconnecting after a drop. */
  retryMs?: number;
  heartbeatMs?: number;
  /** Called at each heartbeat; returning false ends the stream (a session that ended). */
  stillWanted?: () => Promise<boolean>;
  /** Sends the first events and subscribes; resolves to what undoes the subscription. */
  start: (sender: EventSender) => Promise<() => void>;
};

const EVENT_STREAM_HEADERS = {
  'Content-Type': 'text/event-stream; charset=utf-8',
  'Cache-Control': 'no-store, no-transform',
  'X-Accel-Buffering': 'no',
} as const;

/** The text of one event. */
function eventText(event: string, data: unknown): string {
  return `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
}

// The streams open in this process: ended when the server is asked to stop (SIGTERM, Ctrl-C), so it
// can finish its other requests and exit; the browsers reconnect to the next instance or restart.
const openStreams = processGlobal('event-streams', () => {
  const streams = new Set<() => void>();
  const endAll = (signal: NodeJS.Signals) => {
    [...streams].forEach((finish) => finish());
    // Nobody else handles it (Next does, as a rule): the signal's default, an exit.
    if (process.listenerCount(signal) === 0) process.kill(process.pid, signal);
  };
  process.once('SIGTERM', endAll);
  process.once('SIGINT', endAll);
  return streams;
});

/** Streams one client address may hold open at once: each costs memory for as long as it lasts. */
export const STREAMS_PER_CLIENT = 20;
/** Seconds a refused browser is told to wait; the live pages poll meanwhile (components/ui/use-live-updates.ts). */
const REFUSED_RETRY_AFTER = 30;
const eventStreamMessages = {
  tooMany: 'Hay demasiadas páginas en vivo abiertas desde tu conexión. Cierra alguna e inténtalo de nuevo.',
} as const;

// Open streams per client key in this process; a key leaves the map with its last stream.
const streamsPerClient = processGlobal('event-streams-per-client', () => new Map<string, number>());

/** Takes one of the client's slots, or null when all are taken; the function gives it back, once. */
function takeSlot(client: string): (() => void) | null {
  const held = streamsPerClient.get(client) ?? 0;
  if (held >= STREAMS_PER_CLIENT) return null;
  streamsPerClient.set(client, held + 1);
  let given = false;
  return () => {
    if (given) return;
    given = true;
    const left = (streamsPerClient.get(client) ?? 1) - 1;
    if (left > 0) streamsPerClient.set(client, left);
    else streamsPerClient.delete(client);
  };
}

export function eventStream({ client, signal, retryMs = 2000, heartbeatMs = 25_000, stillWanted, start }: EventStreamOptions): Response {
  const release = takeSlot(client);
  if (!release) return failure(429, eventStreamMessages.tooMany, { headers: { 'Retry-After': String(REFUSED_RETRY_AFTER) } });
  const encoder = new TextEncoder();
  let stop: (() => void) | null = null;
  let heartbeat: ReturnType<typeof setInterval> | undefined;
  let closed = false;
  let cancelled = () => {
    closed = true;
    release();
  };
  const body = new ReadableStream<Uint8Array>({
    async start(controller) {
      const write = (text: string) => {
        if (closed) return;
        try {
          controller.enqueue(encoder.encode(text));
        } catch {
          finish();
        }
      };
      const finish = () => {
        if (closed) return;
        closed = true;
        openStreams.delete(finish);
        release();
        clearInterval(heartbeat);
        stop?.();
        try {
          controller.close();
        } catch {
          // already closed by the reader
        }
      };
      openStreams.add(finish);
      cancelled = finish;
      signal.addEventListener('abort', finish, { once: true });
      write(`retry: ${retryMs}\n\n`);
      heartbeat = setInterval(() => {
        write(': ping\n\n');
        if (stillWanted) void stillWanted().then((wanted) => wanted || finish(), finish);
      }, heartbeatMs);
      // A browser gone while the route was still reading: its abort event never comes again.
      if (signal.aborted) return finish();
      try {
        const undo = await start({ send: (event, data) => write(eventText(event, data)), close: finish });
        if (closed) undo();
        else stop = undo;
      } catch (error) {
        console.error('[events] a live stream could not start:', error instanceof Error ? error.message : error);
        finish();
      }
    },
    cancel() {
      cancelled();
    },
  });
  return new Response(body, { headers: EVENT_STREAM_HEADERS });
}
