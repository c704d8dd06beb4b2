import { orderById, orderByToken, subscribeToOrders } from '@/lib/db/orders';
import { clientBucket } from '@/lib/http/client-ip';
import { eventStream } from '@/lib/http/event-stream';
import { failure } from '@/lib/http/reply';
import { followMessages, followView } from '@/lib/order/follow';
import { isStatusToken } from '@/lib/order/order-ids';
import { sha256Hex } from '@/lib/order/token';
import { storeGuarded } from '@/lib/store-guarded';

export const dynamic = 'force-dynamic';

/**
 * /pedido/<token>, live (server-sent events): `estado` with the order's view when the connection
 * opens and whenever the owner moves it (through any instance); the stream ends once the order is
 * delivered or cancelled. Only this order's changes are read; an unknown token is a plain 404; 429
 * past 20 open streams from one address (lib/http/event-stream.ts), while the page polls.
 */
async function streamOrder(request: Request, { params }: RouteContext<'/api/orders/[token]/stream'>): Promise<Response> {
  const { token } = await params;
  const order = isStatusToken(token) ? await orderByToken(await sha256Hex(token)) : null;
  if (!order) return failure(404, followMessages.notFound);
  return eventStream({
    client: clientBucket(request.headers),
    signal: request.signal,
    async start({ send, close }) {
      let shown = -1;
      const show = async () => {
        const current = await orderById(order.id);
        // Erased (90 days) or gone: nothing more to say.
        if (!current || current.erasedAt !== null) return close();
        if (current.updatedAt !== shown) {
          shown = current.updatedAt;
          const view = followView(current);
          send('estado', view);
          if (view.final) close();
        }
      };
      let queue = Promise.resolve();
      const unsubscribe = await subscribeToOrders((id) => {
        if (id !== null && id !== order.id) return;
        queue = queue
          .then(show)
          .catch((error: unknown) => console.error('[orders] a status page could not be updated:', error instanceof Error ? error.message : error));
      });
      queue = queue.then(show);
      await queue;
      return unsubscribe;
    },
  });
}

export const GET = storeGuarded(streamOrder);
