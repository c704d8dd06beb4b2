import type { Metadata } from 'next';
import { PrintButton } from '@/components/desk/print-button';
import { TableSheet } from '@/components/desk/table-sheet';
import { TablesForm } from '@/components/desk/tables-form';
import { requireOwner } from '@/lib/auth/dal';
import { siteUrl } from '@/lib/config';
import { parseTableRange } from '@/lib/desk/tables';

export const metadata: Metadata = { title: 'Códigos QR de las mesas' };

/** The owner's printable sheet of table QR codes: `?desde=1&hasta=12`. Customers get a 404. */
export default async function TablesPage({ searchParams }: PageProps<'/home-admin/mesas'>) {
  await requireOwner();
  const params = await searchParams;
  const range = parseTableRange({ desde: params.desde, hasta: params.hasta });
  const first = (value: string | string[] | undefined) => (typeof value === 'string' ? value : undefined);
  return (
    <div className="mx-auto max-w-4xl print:max-w-none">
      <div className="print:hidden">
        <h1 className="font-brand text-5xl font-bold text-ink">Códigos QR de las mesas</h1>
        <p className="mt-2 text-muted">Cada código abre el menú con el número de mesa ya puesto en el pedido. Imprime en A4: seis mesas por hoja.</p>
        <div className="mt-5 flex flex-wrap items-end gap-3">
          <TablesForm
            desde={range.ok ? range.desde : first(params.desde)}
            hasta={range.ok ? range.hasta : first(params.hasta)}
            errorId={range.ok ? undefined : 'mesas-error'}
          />
          {range.ok && <PrintButton />}
          {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- a full load: the panel checks the session again */}
          <a href="/home-admin#mesas" className="px-2 py-2.5 font-bold text-ink-2 underline underline-offset-4 hover:text-ink">
            Volver al panel
          </a>
        </div>
        {!range.ok && (
          <p id="mesas-error" role="alert" className="mt-4 rounded-2xl bg-off-bg p-4 font-bold text-off">
            {range.message}
          </p>
        )}
      </div>
      {range.ok && (
        <div className="mt-6 print:mt-0">
          <TableSheet site={siteUrl} desde={range.desde} hasta={range.hasta} />
        </div>
      )}
    </div>
  );
}
