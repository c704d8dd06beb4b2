'use client';

import { useId, useState } from 'react';
import { apiClient } from '@/lib/api-client';
import { CATEGORY_NAME_MAX } from '@/lib/validation/menu-limits';
import { movedOnePlace } from '@/lib/desk/reorder';
import { ChevronDownIcon, ChevronUpIcon } from '@/components/ui/icons';
import { brandButton } from '@/components/ui/brand-button';
import type { DeskCategory } from './menu-editor';
import { useDeskSave } from '@/components/ui/form/use-desk-save';
import { FormMessages } from '@/components/ui/form/messages';

type Entry = { id: number | null; nombre: string; key: string };
const small =
  'inline-flex min-h-11 items-center justify-center rounded-full border border-line px-2.5 text-sm font-bold text-ink-2 hover:bg-surface-2 disabled:opacity-50';

/** The menu's categories: their order on /menu, their names, and new ones (none is removed: hide its products instead). */
export function CategoriesEditor({ categories }: { categories: DeskCategory[] }) {
  const id = useId();
  const [entries, setEntries] = useState<Entry[]>(() => categories.map((category) => ({ ...category, key: String(category.id) })));
  const { save, saving, message, error } = useDeskSave();

  const move = (index: number, step: -1 | 1) => setEntries(movedOnePlace(entries, index, step));

  return (
    <section aria-label="Categorías" className="mt-5 rounded-2xl border border-line p-4">
      <h3 className="font-bold text-ink">Categorías</h3>
      <p className="text-sm text-muted">En este orden aparecen en el menú. Para quitar una, oculta sus productos.</p>
      <ol className="mt-2 space-y-2">
        {entries.map((entry, index) => (
          <li key={entry.key} className="flex flex-wrap items-center gap-2">
            <label htmlFor={`${id}-${entry.key}`} className="sr-only">
              Nombre de la categoría {index + 1}
            </label>
            <input
              id={`${id}-${entry.key}`}
              value={entry.nombre}
              maxLength={CATEGORY_NAME_MAX}
              onChange={(event) => setEntries(entries.map((other) => (other === entry ? { ...other, nombre: event.target.value } : other)))}
              className="min-w-40 flex-1 rounded-2xl border border-line bg-page px-3 py-2 text-ink"
            />
            <button type="button" onClick={() => move(index, -1)} disabled={index === 0} aria-label={`Subir ${entry.nombre}`} className={small}>
              <ChevronUpIcon className="size-5" />
            </button>
            <button type="button" onClick={() => move(index, 1)} disabled={index === entries.length - 1} aria-label={`Bajar ${entry.nombre}`} className={small}>
              <ChevronDownIcon className="size-5" />
            </button>
          </li>
        ))}
      </ol>
      <div className="mt-3 flex flex-wrap gap-2">
        <button
          type="button"
          onClick={() => setEntries([...entries, { id: null, nombre: '', key: `nueva-${entries.length}` }])}
          className="min-h-11 rounded-full border-2 border-line px-4 font-bold text-ink-2 hover:bg-surface-2"
        >
          Agregar categoría
        </button>
        <button
          type="button"
          disabled={saving}
          onClick={() =>
            void save(() => apiClient.put('/desk/menu/categories', { categorias: entries.map(({ id: categoryId, nombre }) => ({ id: categoryId, nombre })) }))
          }
          className={brandButton('sm', 'disabled:opacity-50')}
        >
          Guardar categorías
        </button>
      </div>
      <FormMessages failure={error} success={message} />
    </section>
  );
}
