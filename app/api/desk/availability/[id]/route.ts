import { forgetCachedDeskState } from '@/lib/menu/server';
import { ownerFromRequest } from '@/lib/auth/dal';
import { getCatalogProduct } from '@/lib/menu/catalog';
import { writeAvailability } from '@/lib/db/desk';
import { apiMessages, failure, readJsonBody } from '@/lib/http/api-request';
import { logSecurityEvent } from '@/lib/http/security-log';
import { availabilityMessages, parseAvailabilityBody, parseProductId } from '@/lib/menu/availability';

/**
 * The owner's switch: `PUT { disponible: boolean }` -> 200, 400, 401 (no session), 403 (a
 * customer), 404 (not on the menu), 403/413/415 from the usual body checks. The home page and
 * /menu read the switches per request (lib/menu/server.ts), so the next visit shows it.
 */
export async function PUT(request: Request, { params }: RouteContext<'/api/desk/availability/[id]'>): Promise<Response> {
  const owner = await ownerFromRequest(request);
  if (!owner.ok) return owner.response;
  const read = await readJsonBody(request);
  if (!read.ok) return read.response;

  const id = parseProductId((await params).id, (value) => getCatalogProduct(value) !== undefined);
  if (id === null) return failure(404, availabilityMessages.unknownProduct);
  const disponible = parseAvailabilityBody(read.body);
  if (disponible === null) return failure(400, apiMessages.invalid, { errors: { disponible: availabilityMessages.invalid } });

  const { nombre } = getCatalogProduct(id)!;
  const state = disponible ? 'Disponible' : 'No Disponible';
  await writeAvailability(id, disponible, `${nombre}: ${state}`, owner.user);
  logSecurityEvent('availability_changed', { user: owner.user.id, product: id, disponible });
  forgetCachedDeskState();
  return Response.json(
    { success: true, message: `${nombre}: ${state}.`, data: { id, disponible } },
    { headers: { 'Cache-Control': 'no-store' } },
  );
}
