import { encode } from 'uqr';
import { Wordmark } from '@/components/layout/logo';
import { isLocalSite, tablePages, tableUrl } from '@/lib/desk/tables';

// Print rules of this page only: the <style> goes away with the sheet, so the rest of the site
// prints as before. The layout's padding and sidebar would push the first page's cards onto a
// second sheet of paper.
const printCss = `@page { size: A4; margin: 10mm; }
@media print {
  html, body { background: white; }
  aside { display: none; }
  main { padding: 0; }
}`;

/** A QR code's dark modules as one SVG path, a rectangle per horizontal run (half of uqr's markup). */
function qrCode(text: string): { size: number; path: string } {
  const { size, data } = encode(text, { ecc: 'M', border: 4 });
  let path = '';
  data.forEach((row, y) => {
    let x = 0;
    while (x < size) {
      if (!row[x]) {
        x += 1;
        continue;
      }
      const start = x;
      while (x < size && row[x]) x += 1;
      path += `M${start} ${y}h${x - start}v1h-${x - start}z`;
    }
  });
  return { size, path };
}

// On paper a card is exactly its cell (contain: strict): even content too big for it, say from a
// larger default font, cannot push a row onto the next page and shift every page after it.
function TableCard({ site, table }: { site: string; table: number }) {
  const url = tableUrl(site, table);
  const { size, path } = qrCode(url);
  return (
    <li className="flex flex-col items-center justify-center gap-2 rounded-3xl border-2 border-dashed border-neutral-400 bg-white p-5 text-center text-black print:gap-[1.5mm] print:overflow-hidden print:rounded-none print:border print:p-[3mm] print:contain-strict">
      <div className="flex items-center gap-2">
        <Wordmark size={36} tone="inherit" />
      </div>
      <svg
        role="img"
        aria-label={`Código QR de la mesa ${table}: ${url}`}
        viewBox={`0 0 ${size} ${size}`}
        shapeRendering="crispEdges"
        className="size-44 print:size-[45mm]"
      >
        <rect width={size} height={size} fill="white" />
        <path d={path} fill="black" />
      </svg>
      <p className="text-5xl font-extrabold tabular-nums print:text-[32pt]">Mesa {table}</p>
      <p className="text-lg font-semibold print:text-[13pt] print:leading-tight">Escanea para ver el menú y pedir</p>
    </li>
  );
}

/**
 * The printable sheet: one card per table with its code (SVG made here, on the server: the browser
 * gets no QR library), the number in large type, the call to scan and the logo. On paper every six
 * cards are one A4 page, 2 x 3, that starts a new sheet; on screen the same cards in a grid.
 * Always black on white, so every phone reads the codes, in dark mode too. While the site's
 * address is this computer, a warning says so in the owner's words: on screen (with a line for
 * whoever runs the site) and at the top of the first printed page.
 */
export function TableSheet({ site, desde, hasta }: { site: string; desde: number; hasta: number }) {
  const warning = isLocalSite(site)
    ? `Ojo: estos códigos todavía llevan a ${new URL(site).host}, una dirección que solo funciona en esta computadora. Impresos así, el teléfono de un cliente no podrá abrir el menú. Antes de imprimirlos, pide a quien te ayuda con la página que ponga la dirección pública de la tienda.`
    : null;
  return (
    <div className="space-y-4 print:space-y-0">
      <style>{printCss}</style>
      {warning && (
        <div role="note" className="rounded-2xl border-2 border-off bg-off-bg p-4 text-off print:hidden">
          <p className="font-bold">{warning}</p>
          <p className="mt-2 text-sm">
            Para quien administra el sitio: la dirección sale de <code>NEXT_PUBLIC_SITE_URL</code>; cámbiala y vuelve a construir el sitio.
          </p>
        </div>
      )}
      {tablePages(desde, hasta).map((tables, index) => {
        const first = tables[0] ?? desde;
        return (
          // One printed page: 277 mm is A4's height between the 10 mm margins.
          <div
            key={first}
            className={`sheet-page print:flex print:h-[277mm] print:break-inside-avoid print:flex-col ${index > 0 ? 'print:break-before-page' : ''}`}
          >
            {warning && index === 0 && (
              <p role="note" className="mb-[3mm] hidden border-2 border-black p-[2mm] text-[9pt] leading-snug font-bold text-black print:block">
                {warning}
              </p>
            )}
            <ol
              start={first}
              aria-label={`Mesas ${first} a ${tables.at(-1) ?? first}`}
              className="grid gap-4 sm:grid-cols-2 print:min-h-0 print:flex-1 print:grid-cols-2 print:grid-rows-3 print:gap-0"
            >
              {tables.map((table) => (
                <TableCard key={table} site={site} table={table} />
              ))}
            </ol>
          </div>
        );
      })}
    </div>
  );
}
