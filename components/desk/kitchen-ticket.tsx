import type { KitchenTicket } from '@/lib/order/ticket';

// The kitchen ticket, one order, for an 80 mm receipt printer: black on white, the same on screen
// (a preview of the paper) and on paper. The page is as long as the ticket: a small script
// measures it and sets the printed page's height, so any order prints on one page, cut once
// (docs/decisions/084-kitchen-ticket.md).
const PAGE_STYLE_ID = 'ticket-pagina';
const TICKET_ID = 'ticket';
/** Room below the last line for the printer's cutter. */
const CUT_MARGIN_MM = 8;

// The page's size is the script's (below): 80 mm wide, as long as the ticket.
const printCss = `@media print {
  html, body { background: white !important; }
  aside { display: none; }
  main { padding: 0 !important; }
}`;

// Runs as soon as the ticket is parsed (no bundle, no hydration), again once the fonts are in and
// right before printing. Its <style> is its own, in <head>: a node React rendered and the script
// changed would not match at hydration, and React would draw the whole page again.
const sizeScript = `(function () {
  var ticket = document.getElementById('${TICKET_ID}');
  var style = document.getElementById('${PAGE_STYLE_ID}');
  if (!style) {
    style = document.createElement('style');
    style.id = '${PAGE_STYLE_ID}';
    document.head.appendChild(style);
  }
  function size() {
    var mm = Math.ceil(ticket.getBoundingClientRect().height * 25.4 / 96) + ${CUT_MARGIN_MM};
    style.textContent = '@page { size: 80mm ' + mm + 'mm; margin: 0; }';
  }
  size();
  if (document.fonts) document.fonts.ready.then(size);
  addEventListener('beforeprint', size);
})();`;

export function KitchenTicketView({ ticket }: { ticket: KitchenTicket }) {
  return (
    <>
      <style>{printCss}</style>
      <div
        id={TICKET_ID}
        data-testid="ticket"
        className="w-[80mm] bg-white px-[4mm] pt-[4mm] pb-[2mm] font-mono text-[10.5pt] leading-snug text-black shadow-lg print:shadow-none"
      >
        <p className="text-center text-[9pt] tracking-widest uppercase">CrepiVara · Cocina</p>
        <p className="mt-[1mm] text-center text-[16pt] font-bold">{ticket.reference}</p>
        <p className="text-center">{ticket.time}</p>
        <p className="mt-[1mm] text-center text-[13pt] font-bold">{ticket.type}</p>
        {ticket.channel && <p className="text-center">{ticket.channel}</p>}
        {ticket.notices.map((notice) => (
          <p key={notice} className="mt-[1mm] border-2 border-black text-center font-bold uppercase">
            {notice}
          </p>
        ))}
        {(ticket.customer || ticket.delivery.length > 0) && (
          <div className="mt-[2mm] border-t border-dashed border-black pt-[1mm]">
            {ticket.customer && <p>Cliente: {ticket.customer}</p>}
            {ticket.delivery.map((row) => (
              <p key={row}>{row}</p>
            ))}
          </div>
        )}
        <ul className="mt-[2mm] border-t border-dashed border-black pt-[1mm]">
          {ticket.lines.map((line, index) => (
            <li key={index} className="py-[1mm]">
              <p className="flex justify-between gap-[2mm] font-bold">
                <span>
                  {line.quantity} x {line.name}
                </span>
                <span className="whitespace-nowrap">{line.amount}</span>
              </p>
              {line.details.map((detail) => (
                <p key={detail} className="pl-[3mm]">
                  {detail}
                </p>
              ))}
              {line.note && <p className="pl-[3mm] font-bold">{line.note}</p>}
            </li>
          ))}
        </ul>
        <dl className="mt-[1mm] border-t border-dashed border-black pt-[1mm]">
          {ticket.totals.map((total) => (
            <div key={total.label} className={`flex justify-between ${total.label === 'Total' ? 'text-[12pt] font-bold' : ''}`}>
              <dt>{total.label}</dt>
              <dd>{total.amount}</dd>
            </div>
          ))}
        </dl>
        {ticket.priceNotes.length > 0 && (
          <div data-testid="precios-del-mensaje" className="mt-[1mm] border-2 border-black px-[1mm]">
            {ticket.priceNotes.map((note) => (
              <p key={note}>{note}</p>
            ))}
          </div>
        )}
        <p className="mt-[1mm]">{ticket.payment.join(' · ')}</p>
      </div>
      <script dangerouslySetInnerHTML={{ __html: sizeScript }} />
    </>
  );
}
