import { ownerRoute, type OwnerRequest } from '@/lib/auth/owner-route';
import { ownerFromRequest } from '@/lib/auth/dal';
import { boardOrder, boardOrders, subscribeToOrders } from '@/lib/db/orders';
import { clientBucket } from '@/lib/http/client-ip';
import { eventStream } from '@/lib/http/event-stream';
import { belongsOnBoard, boardWindow } from '@/lib/order/board';

// Never rendered at build time or cached: each request is one owner's live connection.
export const dynamic = 'force-dynamic';

/**
 * The board, live (server-sent events): `pedidos` with the whole board when the connection opens
 * (and after any gap), then `pedido` with each order created or moved through any instance. The
 * browser's EventSource reconnects after a drop or a restart and gets the whole board again. The
 * owner's session is checked again at every heartbeat: a logout elsewhere ends the stream.
 */
async function streamBoard({ request }: OwnerRequest): Promise<Response> {
  return eventStream({
    // Counted apart from the customers' status pages, who may share the shop's Wi-Fi address.
    client: `board ${clientBucket(request.headers)}`,
    signal: request.signal,
    stillWanted: async () => (await ownerFromRequest(request)).ok,
    async start({ send }) {
      const snapshot = async () => {
        const now = Date.now();
        const { start, openSince } = boardWindow(now);
        send('pedidos', { pedidos: await boardOrders(start, openSince), ahora: now });
      };
      // One read at a time, in the order the changes came: an order created while the first board
      // is being read arrives after it, never before (where the board would then drop it).
      let queue: Promise<unknown> = Promise.resolve();
      const then = (task: () => Promise<unknown>) => {
        queue = queue
          .then(task)
          .catch((error: unknown) => console.error('[orders] the board could not be updated:', error instanceof Error ? error.message : error));
        return queue;
      };
      // Listening first, so nothing created between the first board and the subscription is missed.
      const unsubscribe = await subscribeToOrders((id) =>
        then(async () => {
          if (id === null) return snapshot();
          const order = await boardOrder(id);
          if (order && belongsOnBoard(order, Date.now())) send('pedido', order);
        }),
      );
      await then(snapshot);
      return unsubscribe;
    },
  });
}

export const GET = ownerRoute(streamBoard);
