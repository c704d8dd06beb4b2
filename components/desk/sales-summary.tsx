import { formatColones } from '@/lib/money';
import { CHANNEL_LABELS, ORDER_CHANNELS } from '@/lib/order/channel';
import { ORDER_TYPE_LABELS, PAYMENT_LABELS } from '@/lib/order/record';
import type { SalesSummary, Tally } from '@/lib/order/summary';
import { quickRanges, rangeLabel, rangeQuery } from '@/lib/order/summary-view';
import { brandButton } from '@/components/ui/brand-button';
import { HourChart } from './hour-chart';

type Props = {
  summary: SalesSummary;
  /** Today in Costa Rica, for the quick ranges. */
  today: string;
  /** Why the typed range was not used (today's is shown instead), or null. */
  error: string | null;
  typed: { desde: string; hasta: string };
};

const card = 'rounded-3xl border border-line bg-surface p-5 sm:p-6';

function Figure({ label, value, detail }: { label: string; value: string; detail?: string }) {
  return (
    <div className={card}>
      <dt className="text-sm font-bold text-muted">{label}</dt>
      <dd className="mt-1 text-3xl font-extrabold text-ink">{value}</dd>
      {detail && <dd className="text-sm text-muted">{detail}</dd>}
    </div>
  );
}

function TallyTable({ caption, heading, rows }: { caption: string; heading: string; rows: Array<[string, Tally]> }) {
  return (
    <table className="w-full text-left">
      <caption className="mb-2 text-left text-xl font-extrabold text-ink">{caption}</caption>
      <thead>
        <tr className="border-b border-line text-sm text-muted">
          <th scope="col" className="py-1 font-bold">
            {heading}
          </th>
          <th scope="col" className="py-1 text-right font-bold">
            Pedidos
          </th>
          <th scope="col" className="py-1 text-right font-bold">
            Total
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map(([label, tally]) => (
          <tr key={label} className="border-b border-line/60 text-ink">
            <th scope="row" className="py-2 font-bold">
              {label}
            </th>
            <td className="py-2 text-right tabular-nums">{tally.orders}</td>
            <td className="py-2 text-right tabular-nums">{formatColones(tally.total)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

// "Resumen": the numbers of a day or a range (cancelled orders apart), the best sellers, orders by
// hour, by type and by payment, and the CSV of every line. All drawn on the server.
export function SalesSummaryView({ summary, today, error, typed }: Props) {
  const { range } = summary;
  const query = rangeQuery(range);
  return (
    <div className="mx-auto max-w-5xl space-y-6">
      <header>
        <h1 className="font-brand text-5xl font-bold text-ink">Resumen de ventas</h1>
        <p className="mt-1 text-lg text-muted">{rangeLabel(range)}</p>
      </header>

      <section aria-label="Elegir fechas" className={card}>
        <form method="get" className="flex flex-wrap items-end gap-3" aria-describedby={error ? 'resumen-error' : undefined}>
          <label className="font-bold text-ink">
            Desde
            <input
              type="date"
              name="desde"
              defaultValue={typed.desde || range.from}
              max={today}
              className="mt-1 block rounded-2xl border border-line bg-page px-3 py-2 text-ink"
            />
          </label>
          <label className="font-bold text-ink">
            Hasta
            <input
              type="date"
              name="hasta"
              defaultValue={typed.hasta || range.to}
              max={today}
              className="mt-1 block rounded-2xl border border-line bg-page px-3 py-2 text-ink"
            />
          </label>
          <button type="submit" className={brandButton('sm')}>
            Ver resumen
          </button>
        </form>
        {error && (
          <p id="resumen-error" role="alert" className="mt-3 rounded-2xl bg-off-bg p-3 font-bold text-off">
            {error} Mostramos el resumen de hoy.
          </p>
        )}
        <ul className="mt-4 flex flex-wrap gap-2" aria-label="Rangos rápidos">
          {quickRanges(today).map(({ label, range: quick }) => (
            <li key={label}>
              <a
                href={`/home-admin/pedidos/resumen${rangeQuery(quick)}`}
                aria-current={quick.from === range.from && quick.to === range.to ? 'page' : undefined}
                className="inline-block rounded-full border-2 border-line px-4 py-1.5 font-bold text-ink-2 hover:bg-surface-2 aria-[current=page]:border-brand aria-[current=page]:bg-brand aria-[current=page]:text-brand-ink"
              >
                {label}
              </a>
            </li>
          ))}
        </ul>
      </section>

      <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4" data-testid="cifras">
        <Figure label="Pedidos" value={String(summary.orders)} />
        <Figure label="Total vendido" value={formatColones(summary.totalSold)} />
        <Figure label="Ticket promedio" value={formatColones(summary.averageTicket)} />
        <Figure
          label="Cancelados"
          value={String(summary.cancelled.orders)}
          detail={summary.cancelled.orders > 0 ? `${formatColones(summary.cancelled.total)}, fuera de las cuentas` : undefined}
        />
      </dl>

      <div className="grid gap-6 lg:grid-cols-2">
        <section aria-labelledby="mas-vendidos" className={card}>
          <h2 id="mas-vendidos" className="text-xl font-extrabold text-ink">
            Lo más vendido
          </h2>
          {summary.topProducts.length === 0 ? (
            <p className="mt-2 text-muted">Sin ventas en estas fechas.</p>
          ) : (
            <ol className="mt-3 space-y-2">
              {summary.topProducts.map((product, index) => (
                <li key={product.productId} className="flex items-baseline gap-3 text-ink">
                  <span className="w-6 text-right font-extrabold text-muted">{index + 1}.</span>
                  <span className="flex-1 font-bold">{product.name}</span>
                  <span className="tabular-nums">{product.units} u.</span>
                  <span className="w-24 text-right text-ink-2 tabular-nums">{formatColones(product.amount)}</span>
                </li>
              ))}
            </ol>
          )}
        </section>

        <section aria-labelledby="por-hora" className={card}>
          <h2 id="por-hora" className="text-xl font-extrabold text-ink">
            Pedidos por hora
          </h2>
          <div className="mt-3">
            <HourChart byHour={summary.byHour} />
          </div>
        </section>

        <section className={card}>
          <TallyTable
            caption="Por tipo de pedido"
            heading="Tipo"
            rows={(['mesa', 'llevar', 'domicilio'] as const).map((type) => [ORDER_TYPE_LABELS[type], summary.byType[type]])}
          />
        </section>
        <section className={card}>
          <TallyTable
            caption="Por método de pago"
            heading="Método"
            rows={(['efectivo', 'tarjeta', 'sinpe'] as const).map((method) => [PAYMENT_LABELS[method], summary.byPayment[method]])}
          />
        </section>
        <section className={card}>
          <TallyTable
            caption="Pagos por SINPE Móvil"
            heading="Estado"
            rows={[
              ['Pagado', summary.sinpe.paid],
              ['Por confirmar', summary.sinpe.unpaid],
            ]}
          />
        </section>
        <section className={card}>
          <TallyTable caption="Por canal" heading="Canal" rows={ORDER_CHANNELS.map((channel) => [CHANNEL_LABELS[channel], summary.byChannel[channel]])} />
        </section>
      </div>

      <section aria-labelledby="descargar" className={card}>
        <h2 id="descargar" className="text-xl font-extrabold text-ink">
          Descargar CSV
        </h2>
        <p className="mt-1 text-muted">Una fila por producto de cada pedido de estas fechas, para abrir en Excel, LibreOffice o Google Sheets.</p>
        <div className="mt-3 flex flex-wrap gap-3">
          <a href={`/api/desk/orders/csv${query}`} download className={brandButton('sm')}>
            Descargar CSV
          </a>
          <a
            href={`/api/desk/orders/csv${query}&separador=punto-y-coma`}
            download
            className="rounded-full border-2 border-line px-5 py-2.5 font-bold text-ink-2 hover:bg-surface-2"
          >
            CSV para Excel en español (;)
          </a>
        </div>
      </section>
    </div>
  );
}
