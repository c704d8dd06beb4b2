import type { KitchenTicket } from '@/lib/order/ticket';

/** A board card's lines: quantity, name, each choice, the note and the amount, as the ticket has them. */
export function TicketLines({ lines }: Pick<KitchenTicket, 'lines'>) {
  return (
    <ul className="mt-3 space-y-2">
      {lines.map((line, index) => (
        <li key={index} className="flex gap-2">
          <span className="min-w-8 font-extrabold text-ink">{line.quantity} x</span>
          <span className="flex-1">
            <span className="font-bold text-ink">{line.name}</span>
            {line.details.map((detail) => (
              <span key={detail} className="block text-sm text-ink-2">
                {detail}
              </span>
            ))}
            {line.note && <span className="block text-sm font-bold text-ink italic">{line.note}</span>}
          </span>
          <span className="text-sm whitespace-nowrap text-ink-2">{line.amount}</span>
        </li>
      ))}
    </ul>
  );
}
