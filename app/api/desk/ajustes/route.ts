import { ownerFromRequest } from '@/lib/auth/dal';
import { writeSettings } from '@/lib/db/menu';
import { authorOf, menuChanged } from '@/lib/desk/menu';
import { readPayload } from '@/lib/http/json-body';
import { failure, success } from '@/lib/http/reply';
import { formatColones } from '@/lib/money';
import { currentSettings } from '@/lib/menu/server';
import { offeredPayments, PAYMENT_LABELS } from '@/lib/menu/settings';
import { menuMessages, settingsSchema } from '@/lib/validation/menu';
import { storeGuarded } from '@/lib/store-guarded';

/**
 * "Ajustes": `PUT { envio, minimoDomicilio, sinpe, pagos, preparacion? }` -> 200, 400 (a field, with its message),
 * 401, 403, and the usual body checks. /orders and the message follow within seconds.
 */
async function saveSettings(request: Request): Promise<Response> {
  const owner = await ownerFromRequest(request);
  if (!owner.ok) return owner.response;
  const body = await readPayload(request, settingsSchema);
  if (!body.ok) return body.response;
  // A body without "preparacion" (a client from before the setting) keeps the stored one.
  const settings = { ...body.data, preparacion: body.data.preparacion ?? (await currentSettings()).preparacion };
  const summary = `Ajustes: envío ${formatColones(settings.envio)}, mínimo a domicilio ${formatColones(settings.minimoDomicilio)}, pagos: ${offeredPayments(settings)
    .map((method) => PAYMENT_LABELS[method])
    .join(', ')}, preparación ${settings.preparacion} min`;
  const saved = await writeSettings(settings, summary, authorOf(owner.user));
  if (!saved.ok) return failure(409, menuMessages.conflict);
  menuChanged(owner.user, 'ajustes');
  return success({ message: 'Ajustes guardados.', data: saved.value });
}

export const PUT = storeGuarded(saveSettings);
