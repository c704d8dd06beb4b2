'use client';

import { useState } from 'react';
import { SearchField } from '@/components/ui/search-field';
import { apiClient } from '@/lib/api-client';
import { changedJustNow, DESK_SAVE_FAILED } from '@/lib/desk/time-ago';
import { foldText } from '@/lib/text';
import { answerMessage } from '@/lib/validation/answer';

export type DeskProduct = { id: number; nombre: string; disponible: boolean };
type DeskCategory = { categoria: string; products: DeskProduct[] };

type Props = {
  categories: DeskCategory[];
  /** "Último cambio: Vara, hace 3 minutos", as the server wrote it. */
  changeLine: string;
  ownerName: string;
};

// "Disponibilidad": one switch per product, grouped by category, with a search. A switch flips
// at once and is put back, with the server's reason, when the change is refused.
export function AvailabilityDesk({ categories, changeLine: initialLine, ownerName }: Props) {
  const [available, setAvailable] = useState(() => new Map(categories.flatMap((group) => group.products.map((product) => [product.id, product.disponible]))));
  const [query, setQuery] = useState('');
  const [error, setError] = useState('');
  const [changeLine, setChangeLine] = useState(initialLine);

  async function toggle(product: DeskProduct) {
    const next = !available.get(product.id);
    setError('');
    setAvailable((current) => new Map(current).set(product.id, next));
    const answer = await apiClient.put(`/desk/availability/${product.id}`, { disponible: next });
    if (answer.status === 200) {
      setChangeLine(changedJustNow(ownerName));
      return;
    }
    setAvailable((current) => new Map(current).set(product.id, !next));
    setError(answerMessage(answer.body, DESK_SAVE_FAILED));
  }

  const needle = foldText(query.trim());
  const shown = categories
    .map((group) => ({ ...group, products: group.products.filter((product) => foldText(product.nombre).includes(needle)) }))
    .filter((group) => group.products.length > 0);

  return (
    <div>
      <p className="text-sm text-muted">{changeLine}</p>
      <SearchField
        label="Buscar producto"
        labelClassName="mt-4 block font-semibold text-ink"
        value={query}
        onChange={setQuery}
        className="mt-1 w-full rounded-full border border-line bg-page px-4 py-2 text-ink"
      />
      <p role="alert" className="mt-2 min-h-6 font-semibold text-off">
        {error}
      </p>
      {shown.length === 0 && <p className="mt-2 text-muted">Ningún producto se llama así.</p>}
      {shown.map((group) => (
        <section key={group.categoria} aria-label={group.categoria} className="mt-4">
          <h3 className="font-bold text-ink-2">{group.categoria}</h3>
          <ul className="mt-2 divide-y divide-line rounded-2xl border border-line">
            {group.products.map((product) => {
              const on = available.get(product.id) ?? product.disponible;
              return (
                <li key={product.id}>
                  <button
                    type="button"
                    role="switch"
                    aria-checked={on}
                    onClick={() => void toggle(product)}
                    className="flex min-h-12 w-full items-center justify-between gap-3 px-4 py-2 text-left hover:bg-surface-2"
                  >
                    <span className="font-semibold text-ink">{product.nombre}</span>
                    <span className="flex items-center gap-2">
                      <span className={`rounded-full px-2.5 py-0.5 text-sm font-bold ${on ? 'bg-ok-bg text-ok' : 'bg-off-bg text-off'}`}>
                        {on ? 'Disponible' : 'No Disponible'}
                      </span>
                      <span aria-hidden="true" className={`relative h-6 w-11 rounded-full transition-colors ${on ? 'bg-ok' : 'bg-line'}`}>
                        <span className={`absolute top-0.5 size-5 rounded-full bg-white shadow transition-[left] ${on ? 'left-5.5' : 'left-0.5'}`} />
                      </span>
                    </span>
                  </button>
                </li>
              );
            })}
          </ul>
        </section>
      ))}
    </div>
  );
}
