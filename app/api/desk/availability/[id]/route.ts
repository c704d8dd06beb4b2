import { ownerRoute, type OwnerRequest } from '@/lib/auth/owner-route';
import { currentMenu, shopChanged } from '@/lib/menu/server';
import { writeAvailability } from '@/lib/db/desk';
import { failure, success } from '@/lib/http/reply';
import { logSecurityEvent } from '@/lib/http/security-log';
import { parseProductId } from '@/lib/menu/availability';
import { availabilityBodySchema, deskMessages } from '@/lib/validation/desk';

/**
 * The owner's switch: `PUT { disponible: boolean }` -> 200, 400, 401 (no session), 403 (a
 * customer), 404 (not on the menu), 403/413/415 from the usual body checks. The home page and
 * /menu read the switches per request (lib/menu/server.ts), so the next visit shows it; the static
 * pages are regenerated.
 */
async function switchAvailability(
  { owner, body }: OwnerRequest<typeof availabilityBodySchema>,
  { params }: RouteContext<'/api/desk/availability/[id]'>,
): Promise<Response> {
  const menu = await currentMenu();
  const id = parseProductId((await params).id, (value) => menu.product(value) !== undefined);
  if (id === null) return failure(404, deskMessages.unknownProduct);

  const { disponible } = body;
  const { nombre } = menu.product(id)!;
  const state = disponible ? 'Disponible' : 'No Disponible';
  await writeAvailability(id, disponible, `${nombre}: ${state}`, owner);
  logSecurityEvent('availability_changed', { user: owner.id, product: id, disponible });
  // The static shop pages carry the menu (the cart's facts): regenerated with the switch.
  shopChanged();
  return success({ message: `${nombre}: ${state}.`, data: { id, disponible } });
}

export const PUT = ownerRoute(availabilityBodySchema, switchAvailability);
