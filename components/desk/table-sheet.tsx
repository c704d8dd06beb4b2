import { renderSVG } from 'uqr';
import { Logo } from '@/components/layout/logo';
import { tableUrl } from '@/lib/desk/tables';

/** Table N's QR code as crisp SVG markup, made on the server (the browser gets no QR code). */
function qrSvg(url: string): string {
  return renderSVG(url, { ecc: 'M', border: 2 }).replace('<svg ', '<svg shape-rendering="crispEdges" aria-hidden="true" focusable="false" class="size-full" ');
}

/**
 * The printable sheet: one card per table with its code, the number in large type, the call to
 * scan and the logo. On paper (app/globals.css, "Mesas") six cards fill an A4 page, 2 x 3, and a
 * new page starts every six; on screen the same cards in a grid. Always black on white, so every
 * phone reads the codes, in dark mode too.
 */
export function TableSheet({ site, desde, hasta }: { site: string; desde: number; hasta: number }) {
  const tables = Array.from({ length: hasta - desde + 1 }, (_, index) => desde + index);
  return (
    <ol aria-label="Hoja de códigos QR" className="table-sheet grid gap-4 sm:grid-cols-2 print:gap-0">
      {tables.map((table) => {
        const url = tableUrl(site, table);
        return (
          <li key={table} className="table-card flex flex-col items-center gap-2 rounded-3xl border-2 border-dashed border-neutral-400 bg-white p-5 text-center text-black">
            <div className="flex items-center gap-2">
              <Logo size={36} className="size-9" />
              <span className="font-brand text-2xl font-bold">CrepiVara</span>
            </div>
            <div role="img" aria-label={`Código QR de la mesa ${table}: ${url}`} className="qr size-44" dangerouslySetInnerHTML={{ __html: qrSvg(url) }} />
            <p className="text-5xl font-extrabold tabular-nums">Mesa {table}</p>
            <p className="text-lg font-semibold">Escanea para ver el menú y pedir</p>
          </li>
        );
      })}
    </ol>
  );
}
