import { success } from '@/lib/http/reply';
import { liveSoldOutIds } from '@/lib/menu/server';

/**
 * Public: the products sold out today, `{ success, data: { agotados: [ids] } }`. Browsers and
 * proxies may keep it two seconds; /orders asks again right before sending, past any cache.
 */
export async function GET(): Promise<Response> {
  return success({ data: { agotados: await liveSoldOutIds() } }, { cache: 'public, max-age=2' });
}
