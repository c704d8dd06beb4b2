import { MAX_TABLE } from '@/lib/order/table';
import { DEFAULT_RANGE } from '@/lib/desk/tables';
import { PanelSection } from '@/components/panel/panel-section';

const field = 'mt-1 w-28 rounded-2xl border border-line bg-page px-4 py-2 text-ink';

/** Desde / Hasta for the QR sheet: a plain GET form to /home-admin/mesas (works without script). */
export function TablesForm({
  desde = DEFAULT_RANGE.desde,
  hasta = DEFAULT_RANGE.hasta,
  errorId,
}: {
  desde?: number | string;
  hasta?: number | string;
  errorId?: string;
}) {
  return (
    <form action="/home-admin/mesas" method="get" className="flex flex-wrap items-end gap-3">
      {(
        [
          ['desde', 'Desde', desde],
          ['hasta', 'Hasta', hasta],
        ] as const
      ).map(([name, label, value]) => (
        <div key={name}>
          <label htmlFor={`mesas-${name}`} className="block font-semibold text-ink">
            {label}
          </label>
          <input
            id={`mesas-${name}`}
            name={name}
            type="number"
            min={1}
            max={MAX_TABLE}
            step={1}
            defaultValue={value}
            aria-describedby={errorId}
            className={field}
          />
        </div>
      ))}
      <button type="submit" className="rounded-full border-2 border-line px-5 py-2.5 font-bold text-ink hover:bg-surface-2">
        Ver hoja
      </button>
    </form>
  );
}

/** "Mesas" on /home-admin: the QR sheet's range. The page checked the owner. */
export function TablesSection() {
  return (
    <PanelSection id="mesas" title="Mesas" intro="Imprime un código QR por mesa: al escanearlo, el cliente ve el menú y su pedido ya lleva el número de mesa.">
      <TablesForm />
    </PanelSection>
  );
}
