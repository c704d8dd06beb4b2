import 'server-only';
import type { SessionUser } from '@/lib/account';
import { readMenuChanges } from '@/lib/db/menu';
import { timeAgo } from '@/lib/desk/time-ago';
import { PanelSection } from '@/components/panel/panel-section';
import { HistoryList, type HistoryLine } from './history-list';

const SHOWN = 20;

/** "Historial": the last 20 changes of the menu, who and when, and "Deshacer" on a product's latest. The page checked the owner. */
export async function HistorySection({ now }: { owner: SessionUser; now: number }) {
  const changes = await readMenuChanges(SHOWN);
  // A product's latest change is the first of its lines here (newest first).
  const seen = new Set<number>();
  const lines: HistoryLine[] = changes.map((change) => {
    const latest = change.kind === 'producto' && change.productId !== null && !seen.has(change.productId);
    if (change.productId !== null && change.kind === 'producto') seen.add(change.productId);
    return { id: change.id, summary: change.summary, nombre: change.nombre, cuando: timeAgo(change.at, now), deshacer: latest };
  });
  return (
    <PanelSection id="historial" title="Historial" intro="Los últimos 20 cambios del menú, de las opciones, los ajustes y el horario: quién y cuándo. «Deshacer» devuelve un producto a como estaba antes de su último cambio.">
      <HistoryList lines={lines} />
    </PanelSection>
  );
}
