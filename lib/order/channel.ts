// Where an order came from: the shop's site, or the owner's "Nuevo pedido" on the board for one
// taken by WhatsApp, by phone or at the counter. Recorded like a web order either way (number
// series, board, ticket, summary, CSV), with its channel.

export const ORDER_CHANNELS = ['web', 'whatsapp', 'llamada', 'mostrador'] as const;
export type OrderChannel = (typeof ORDER_CHANNELS)[number];
/** The ones the owner records by hand, in the order the board offers them. */
export const DESK_CHANNELS = ['mostrador', 'whatsapp', 'llamada'] as const satisfies readonly OrderChannel[];
export type DeskChannel = (typeof DESK_CHANNELS)[number];

export const CHANNEL_LABELS = { web: 'Web', whatsapp: 'WhatsApp', llamada: 'Llamada', mostrador: 'Mostrador' } as const satisfies Record<OrderChannel, string>;

/** A stored value as a channel: anything unknown (a row from before channels) is the site's. */
export function channelOf(value: unknown): OrderChannel {
  return ORDER_CHANNELS.includes(value as OrderChannel) ? (value as OrderChannel) : 'web';
}
