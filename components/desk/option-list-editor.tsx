'use client';

import { useId, useState } from 'react';
import type { OptionListKey } from '@/data/options';
import { apiClient } from '@/lib/api-client';
import { nameKey } from '@/lib/menu/names';
import { OPTION_MAX } from '@/lib/validation/menu-limits';
import { movedOnePlace } from '@/lib/desk/reorder';
import { ChevronDownIcon, ChevronUpIcon, TrashIcon } from '@/components/ui/icons';
import { brandButton } from '@/components/ui/brand-button';
import { useDeskSave } from '@/components/ui/form/use-desk-save';
import { FormMessages } from '@/components/ui/form/messages';

type Props = { grupo: OptionListKey; label: string; singular: string; options: string[]; soldOut: string[] };

const small =
  'inline-flex min-h-11 items-center justify-center rounded-full border border-line px-2.5 text-sm font-bold text-ink-2 hover:bg-surface-2 disabled:opacity-50';

/**
 * One option list: each option with "Agotado hoy" (saved at once), up/down and "Quitar"; "Agregar".
 * The list itself is saved with "Guardar <lista>".
 */
export function OptionListEditor({ grupo, label, singular, options: initial, soldOut }: Props) {
  const id = useId();
  const [options, setOptions] = useState(initial);
  const [adding, setAdding] = useState('');
  // "Agotado hoy" flips at once, and back with the server's reason when the change is refused.
  const [switched, setSwitched] = useState<Record<string, boolean>>({});
  const { save, saving, message, error, setError } = useDeskSave();
  const changed = options.join('\n') !== initial.join('\n');

  function add() {
    const name = adding.replace(/\s+/g, ' ').trim();
    if (name === '' || name.length > OPTION_MAX) return setError(`Escribe un nombre de 1 a ${OPTION_MAX} caracteres.`);
    if (options.some((option) => nameKey(option) === nameKey(name))) return setError(`«${name}» ya está en la lista.`);
    setError('');
    setOptions([...options, name]);
    setAdding('');
  }

  const move = (index: number, step: -1 | 1) => setOptions(movedOnePlace(options, index, step));

  return (
    <section aria-label={label} className="mt-5 rounded-2xl border border-line p-4">
      <h3 className="font-bold text-ink">{label}</h3>
      <ul className="mt-2 divide-y divide-line">
        {options.map((option, index) => {
          const saved = initial.includes(option);
          const gone = switched[option] ?? soldOut.includes(option);
          return (
            <li key={option} className="flex flex-wrap items-center gap-2 py-2">
              <span className={`min-w-24 flex-1 font-semibold ${gone ? 'text-off' : 'text-ink'}`}>
                {option}
                {gone && <span className="ml-2 text-sm">· agotado hoy</span>}
              </span>
              {saved && (
                <label className="flex min-h-11 items-center gap-2 rounded-full border border-line px-3 text-sm font-bold text-ink-2">
                  <input
                    type="checkbox"
                    checked={gone}
                    disabled={saving}
                    onChange={(event) => {
                      const agotada = event.target.checked;
                      setSwitched((current) => ({ ...current, [option]: agotada }));
                      void save(() => apiClient.put(`/desk/menu/options/${grupo}/sold-out`, { opcion: option, agotada })).then((ok) => {
                        if (!ok) setSwitched((current) => ({ ...current, [option]: !agotada }));
                      });
                    }}
                    className="size-5 accent-brand-strong"
                  />
                  Agotado hoy
                  <span className="sr-only">: {option}</span>
                </label>
              )}
              <button type="button" onClick={() => move(index, -1)} disabled={index === 0} aria-label={`Subir ${option}`} className={small}>
                <ChevronUpIcon className="size-5" />
              </button>
              <button type="button" onClick={() => move(index, 1)} disabled={index === options.length - 1} aria-label={`Bajar ${option}`} className={small}>
                <ChevronDownIcon className="size-5" />
              </button>
              <button
                type="button"
                onClick={() => setOptions(options.filter((other) => other !== option))}
                disabled={options.length <= 1}
                aria-label={`Quitar ${option}`}
                className={`${small} text-off`}
              >
                <TrashIcon className="size-5" />
              </button>
            </li>
          );
        })}
      </ul>
      <div className="mt-3 flex flex-wrap items-end gap-2">
        <div>
          <label htmlFor={`${id}-nueva`} className="block text-sm font-semibold text-ink">
            Nueva {singular === 'sabor' || singular === 'topping' || singular === 'jarabe' ? `opción (${singular})` : singular}
          </label>
          <input
            id={`${id}-nueva`}
            value={adding}
            maxLength={OPTION_MAX}
            onChange={(event) => setAdding(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                add();
              }
            }}
            className="mt-1 w-48 rounded-2xl border border-line bg-page px-3 py-2 text-ink"
          />
        </div>
        <button type="button" onClick={add} className="min-h-11 rounded-full border-2 border-line px-4 font-bold text-ink-2 hover:bg-surface-2">
          Agregar
        </button>
        <button
          type="button"
          disabled={saving || !changed}
          onClick={() => void save(() => apiClient.put(`/desk/menu/options/${grupo}`, { opciones: options }))}
          className={brandButton('sm', 'disabled:opacity-50')}
        >
          Guardar {label.toLowerCase()}
        </button>
      </div>
      <FormMessages failure={error} success={message} />
    </section>
  );
}
