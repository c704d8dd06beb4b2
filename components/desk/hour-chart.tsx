import { chartHours } from '@/lib/order/summary-view';

// Orders by hour as bars, drawn on the server (an SVG, no script). The figure's table below the
// chart says the same for a screen reader and for anyone who wants the numbers.
const BAR = 28;
const GAP = 8;
const HEIGHT = 140;
const LABEL = 22;

const hourLabel = (hour: number) => `${hour % 12 || 12}${hour < 12 ? 'a' : 'p'}`;

export function HourChart({ byHour }: { byHour: readonly number[] }) {
  const hours = chartHours(byHour);
  const top = Math.max(1, ...hours.map((hour) => byHour[hour] ?? 0));
  const width = hours.length * (BAR + GAP);
  return (
    <figure>
      <svg viewBox={`0 0 ${width} ${HEIGHT + LABEL * 2}`} className="h-auto w-full max-w-3xl" aria-hidden="true">
        {hours.map((hour, index) => {
          const count = byHour[hour] ?? 0;
          const height = Math.round((count / top) * HEIGHT);
          const x = index * (BAR + GAP) + GAP / 2;
          return (
            <g key={hour}>
              <rect x={x} y={LABEL + HEIGHT - height} width={BAR} height={Math.max(height, count > 0 ? 2 : 0)} rx={5} className="fill-brand" />
              <line x1={x} x2={x + BAR} y1={LABEL + HEIGHT + 0.5} y2={LABEL + HEIGHT + 0.5} className="stroke-line" />
              {count > 0 && (
                <text x={x + BAR / 2} y={LABEL + HEIGHT - height - 6} textAnchor="middle" className="fill-ink text-[13px] font-bold">
                  {count}
                </text>
              )}
              <text x={x + BAR / 2} y={LABEL + HEIGHT + 17} textAnchor="middle" className="fill-muted text-[12px]">
                {hourLabel(hour)}
              </text>
            </g>
          );
        })}
      </svg>
      <figcaption className="sr-only">
        <table>
          <caption>Pedidos por hora</caption>
          <tbody>
            {hours.map((hour) => (
              <tr key={hour}>
                <th scope="row">{`${hour}:00`}</th>
                <td>{byHour[hour] ?? 0}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </figcaption>
    </figure>
  );
}
