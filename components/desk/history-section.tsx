import 'server-only';
import type { SessionUser } from '@/lib/account';
import { readMenuChanges } from '@/lib/db/menu';
import { historyEntries } from '@/lib/desk/history';
import { timeAgo } from '@/lib/desk/time-ago';
import { PanelSection } from '@/components/panel/panel-section';
import { HistoryList, type HistoryLine } from './history-list';

const SHOWN = 20;

/** "Historial": the last 20 changes of the desk, who and when, and "Deshacer" on the latest change of each thing. The page checked the owner. */
export async function HistorySection({ now }: { owner: SessionUser; now: number }) {
  const lines: HistoryLine[] = historyEntries(await readMenuChanges(SHOWN)).map(({ id, summary, nombre, at, deshacer }) => ({
    id,
    summary,
    nombre,
    cuando: timeAgo(at, now),
    deshacer,
  }));
  return (
    <PanelSection
      id="historial"
      title="Historial"
      intro="Los últimos 20 cambios: menú, opciones, disponibilidad, ajustes, horario y pausas, con quién y cuándo. «Deshacer» devuelve cada cosa a como estaba antes de su último cambio."
    >
      <HistoryList lines={lines} />
    </PanelSection>
  );
}
