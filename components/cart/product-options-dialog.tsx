'use client';

import { useEffect, useId, useRef, useState } from 'react';
import type { Selection } from '@/lib/cart/cart';
import {
  choiceGroups,
  cleanOptions,
  extraOptions,
  EXTRAS_KEY,
  linePrice,
  missingHint,
  optionKey,
  type ChoiceGroup,
  type Extra,
  type Opciones,
} from '@/lib/cart/options';
import { MAX_EXTRA_EACH } from '@/data/options';
import { formatColones } from '@/lib/money';
import { currentMenuFacts, findProduct } from '@/components/menu/live-menu';
import { brandButton } from '@/components/ui/brand-button';
import { NoteField } from './note-field';
import { CloseIcon } from '@/components/ui/icons';

type Props = {
  productId: number;
  /** The line's current choices when editing it. */
  initial?: { opciones: Opciones; nota: string };
  onConfirm: (selection: Required<Selection>) => void;
  onClose: () => void;
};

// "Personaliza tu <nombre>": a native modal <dialog>, so the rest of the page is inert, Escape
// closes it and the browser gives focus back to the button that opened it. Loaded on demand
// (React.lazy) the first time a customer opens one, so no page ships it up front.
export default function ProductOptionsDialog(props: Props) {
  // Read once when opened: the owner's menu as this browser has it (components/menu/live-menu.ts).
  const [product] = useState(() => findProduct(props.productId));
  const [soldOut] = useState(() => new Set(currentMenuFacts()?.agotadas));
  // Taken off the menu since the button was drawn: nothing to choose.
  useEffect(() => {
    if (!product) props.onClose();
  }, [product, props]);
  return product ? <OptionsDialog {...props} product={product} soldOut={soldOut} /> : null;
}

type Product = NonNullable<ReturnType<typeof findProduct>>;

function OptionsDialog({ product, soldOut, initial, onConfirm, onClose }: Props & { product: Product; soldOut: ReadonlySet<string> }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const groups = choiceGroups(product);
  const isSoldOut = (group: ChoiceGroup, option: string) => soldOut.has(optionKey(group.key, option));
  const extras = extraOptions(product, findProduct);
  const extraAvailable = (extra: Extra) => findProduct(extra.id)?.disponible !== false;
  // Editing a line that holds an option or an extra sold out today: that one is chosen again.
  const [opciones, setOpciones] = useState<Opciones>(() => {
    const clean = cleanOptions(product, initial?.opciones, findProduct).opciones;
    for (const group of groups) if (clean[group.key]) clean[group.key] = clean[group.key]!.filter((option) => !isSoldOut(group, option));
    if (clean[EXTRAS_KEY]) clean[EXTRAS_KEY] = clean[EXTRAS_KEY].filter((name) => extras.some((extra) => extra.nombre === name && extraAvailable(extra)));
    return clean;
  });
  const [nota, setNota] = useState(initial?.nota ?? '');
  const id = useId();
  const hint = missingHint(product, opciones);
  const price = linePrice(product, opciones, findProduct);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    element.showModal();
    const closed = () => onClose();
    element.addEventListener('close', closed);
    return () => {
      element.removeEventListener('close', closed);
      if (element.open) element.close();
    };
  }, [onClose]);

  function toggle(group: ChoiceGroup, option: string, checked: boolean) {
    setOpciones((current) => {
      const chosen = current[group.key] ?? [];
      const next = group.count === 1 ? [option] : checked ? [...chosen, option] : chosen.filter((value) => value !== option);
      return { ...current, [group.key]: group.options.filter((value) => next.includes(value)) };
    });
  }

  function changeExtra(extra: Extra, delta: number) {
    setOpciones((current) => {
      const list = current[EXTRAS_KEY] ?? [];
      const count = list.filter((name) => name === extra.nombre).length + delta;
      const others = list.filter((name) => name !== extra.nombre);
      const next = [...others, ...Array<string>(Math.max(0, Math.min(MAX_EXTRA_EACH, count))).fill(extra.nombre)];
      return { ...current, [EXTRAS_KEY]: extras.flatMap(({ nombre }) => next.filter((name) => name === nombre)) };
    });
  }

  function confirm(event: React.FormEvent) {
    event.preventDefault();
    if (hint !== null) return;
    onConfirm({ opciones, nota });
    dialog.current?.close();
  }

  const stepper =
    'inline-flex size-10 items-center justify-center rounded-full border border-line text-xl font-bold text-ink hover:bg-surface-2 disabled:cursor-not-allowed disabled:opacity-40';

  return (
    <dialog
      ref={dialog}
      aria-labelledby={`${id}-titulo`}
      className="m-auto max-h-[92dvh] w-[min(34rem,calc(100%-1.5rem))] overflow-hidden rounded-3xl border border-line bg-surface p-0 text-ink shadow-2xl backdrop:bg-black/60"
    >
      <form onSubmit={confirm} className="flex max-h-[92dvh] flex-col">
        <div className="flex items-start justify-between gap-3 border-b border-line px-5 pt-5 pb-3">
          <div className="min-w-0">
            <h2 id={`${id}-titulo`} className="text-2xl font-extrabold wrap-anywhere">
              Personaliza tu {product.nombre}
            </h2>
            <p className="text-muted">{formatColones(product.precio)}</p>
          </div>
          <button
            type="button"
            onClick={() => dialog.current?.close()}
            aria-label="Cerrar"
            className="-mr-2 inline-flex size-11 shrink-0 items-center justify-center rounded-full text-ink-2 hover:bg-surface-2"
          >
            <CloseIcon strokeWidth={2.5} />
          </button>
        </div>

        <div className="flex-1 space-y-5 overflow-y-auto px-5 py-4">
          {groups.map((group) => {
            const chosen = opciones[group.key] ?? [];
            const full = chosen.length >= group.count;
            return (
              <fieldset key={group.key}>
                <legend className="text-lg font-extrabold">
                  {group.label}{' '}
                  <span className="text-base font-semibold text-muted">
                    · {group.hint.replace('Elige', 'elige')} ({chosen.length}/{group.count})
                  </span>
                </legend>
                <div className="mt-2 grid grid-cols-2 gap-2">
                  {group.options.map((option) => {
                    const checked = chosen.includes(option);
                    const gone = isSoldOut(group, option);
                    return (
                      <label
                        key={option}
                        className="flex min-h-11 cursor-pointer items-center gap-2 rounded-2xl border border-line px-3 py-2 has-checked:border-brand has-checked:bg-brand/15 has-disabled:cursor-not-allowed has-disabled:opacity-50"
                      >
                        <input
                          type={group.count === 1 ? 'radio' : 'checkbox'}
                          name={`${id}-${group.key}`}
                          value={option}
                          checked={checked}
                          disabled={gone || (!checked && full && group.count > 1)}
                          onChange={(event) => toggle(group, option, event.target.checked)}
                          className="size-5 shrink-0 accent-brand-strong"
                        />
                        {option}
                        {gone && <span className="ml-auto text-sm font-bold text-off">Agotado</span>}
                      </label>
                    );
                  })}
                </div>
              </fieldset>
            );
          })}

          {extras.length > 0 && (
            <fieldset>
              <legend className="text-lg font-extrabold">
                Extras <span className="text-base font-semibold text-muted">(opcional, hasta {MAX_EXTRA_EACH} de cada uno)</span>
              </legend>
              <ul className="mt-2 space-y-2">
                {extras.map((extra) => {
                  const count = (opciones[EXTRAS_KEY] ?? []).filter((name) => name === extra.nombre).length;
                  const available = extraAvailable(extra);
                  return (
                    <li key={extra.id} className="flex items-center justify-between gap-3">
                      <span>
                        {extra.nombre} <span className="text-muted">+{formatColones(extra.precio)}</span>
                        {!available && <span className="ml-2 text-sm font-bold text-off">Agotado</span>}
                      </span>
                      <span className="flex items-center gap-2">
                        <button
                          type="button"
                          onClick={() => changeExtra(extra, -1)}
                          disabled={count === 0}
                          aria-label={`Menos ${extra.nombre}`}
                          className={stepper}
                        >
                          −
                        </button>
                        <output aria-label={`${extra.nombre} extra`} className="w-6 text-center font-extrabold tabular-nums">
                          {count}
                        </output>
                        <button
                          type="button"
                          onClick={() => changeExtra(extra, 1)}
                          disabled={!available || count >= MAX_EXTRA_EACH}
                          aria-label={`Más ${extra.nombre}`}
                          className={stepper}
                        >
                          +
                        </button>
                      </span>
                    </li>
                  );
                })}
              </ul>
            </fieldset>
          )}

          <NoteField id={`${id}-nota`} value={nota} onChange={setNota} />
        </div>

        <div className="border-t border-line px-5 pt-3 pb-[max(1rem,env(safe-area-inset-bottom))]">
          <p id={`${id}-falta`} className="min-h-6 text-center font-bold text-off">
            {hint}
          </p>
          <button
            type="submit"
            disabled={hint !== null}
            aria-describedby={`${id}-falta`}
            className={brandButton(null, 'mt-1 w-full px-6 py-3 text-lg font-extrabold disabled:cursor-not-allowed disabled:opacity-50')}
          >
            {initial ? 'Guardar' : 'Agregar'} · {formatColones(price)}
          </button>
        </div>
      </form>
    </dialog>
  );
}
