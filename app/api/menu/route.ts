import { success } from '@/lib/http/reply';
import { currentMenuFacts } from '@/lib/menu/server';
import { costaRicaDate } from '@/lib/costa-rica-time';

/** Browsers and proxies may keep it two seconds; the cart asks again right before sending, past any cache. */
const PUBLIC_SECONDS = 2;

/**
 * Public: the live menu as the browser's cart needs it (lib/menu/facts.ts), `{ success, data }`.
 * Its ETag is the menu's version and the day (options sold out "today" end at midnight): a client
 * that sends it back gets a 304 while nothing changed.
 */
export async function GET(request: Request): Promise<Response> {
  const now = Date.now();
  const facts = await currentMenuFacts(now);
  const etag = `"menu-${facts.version}-${costaRicaDate(now)}"`;
  const headers = { ETag: etag, 'Cache-Control': `public, max-age=${PUBLIC_SECONDS}` };
  if ((request.headers.get('if-none-match') ?? '').split(',').some((tag) => tag.trim() === etag)) return new Response(null, { status: 304, headers });
  return success({ data: facts }, { cache: headers['Cache-Control'], headers: { ETag: etag } });
}
