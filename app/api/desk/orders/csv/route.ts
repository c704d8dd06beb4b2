import { ownerRoute, type OwnerRequest } from '@/lib/auth/owner-route';
import { ordersBetween } from '@/lib/db/orders';
import { failure } from '@/lib/http/reply';
import { csvFileName, ordersCsv } from '@/lib/order/csv';
import { parseDateRange, rangeInstants } from '@/lib/order/summary';

/**
 * "Descargar CSV": `?desde=YYYY-MM-DD&hasta=YYYY-MM-DD` (today when absent), one row per order line
 * (docs/decisions/051-orders-csv.md); `&separador=punto-y-coma` for a spreadsheet set to Spanish.
 * 400 for a bad range, 401/403 as the other desk routes. Never stored by a browser or a proxy.
 */
async function exportCsv({ request }: OwnerRequest): Promise<Response> {
  const query = new URL(request.url).searchParams;
  const parsed = parseDateRange(query.get('desde'), query.get('hasta'), Date.now());
  if (!parsed.ok) return failure(400, parsed.message);
  const { start, end } = rangeInstants(parsed.range);
  // Oldest first, as a spreadsheet reads down a day.
  const orders = (await ordersBetween(start, end)).reverse();
  const separator = query.get('separador') === 'punto-y-coma' ? ';' : ',';
  return new Response(ordersCsv(orders, { separator }), {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${csvFileName(parsed.range, separator)}"`,
      'Cache-Control': 'no-store',
    },
  });
}

export const GET = ownerRoute(exportCsv);
