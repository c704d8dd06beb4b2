import { ownerRoute, type OwnerRequest } from '@/lib/auth/owner-route';
import { writeSettings } from '@/lib/db/menu';
import { authorOf, menuChanged } from '@/lib/desk/menu';
import { failure, success } from '@/lib/http/reply';
import { formatColones } from '@/lib/money';
import { currentSettings } from '@/lib/menu/server';
import { offeredPayments, PAYMENT_LABELS } from '@/lib/menu/settings';
import { menuMessages, settingsSchema } from '@/lib/validation/menu';

/**
 * "Ajustes": `PUT { envio, minimoDomicilio, sinpe, pagos, preparacion?, franja? }` -> 200, 400 (a field, with its message),
 * 401, 403, and the usual body checks. /orders and the message follow within seconds.
 */
async function saveSettings({ owner, body }: OwnerRequest<typeof settingsSchema>): Promise<Response> {
  // A body without "preparacion" or "franja" (a client from before the setting) keeps the stored one.
  const stored = await currentSettings();
  const settings = { ...body, preparacion: body.preparacion ?? stored.preparacion, franja: body.franja ?? stored.franja };
  const summary = `Ajustes: envío ${formatColones(settings.envio)}, mínimo a domicilio ${formatColones(settings.minimoDomicilio)}, pagos: ${offeredPayments(
    settings,
  )
    .map((method) => PAYMENT_LABELS[method])
    .join(', ')}, preparación ${settings.preparacion} min, ${settings.franja} por franja`;
  const saved = await writeSettings(settings, summary, authorOf(owner));
  if (!saved.ok) return failure(409, menuMessages.conflict);
  menuChanged(owner, 'ajustes');
  return success({ message: 'Ajustes guardados.', data: saved.value });
}

export const PUT = ownerRoute(settingsSchema, saveSettings);
