const choice =
  'flex min-h-11 cursor-pointer items-center justify-center gap-2 rounded-2xl border border-line px-3 py-2 text-center font-bold text-ink-2 has-checked:border-brand has-checked:bg-brand/15 has-checked:text-ink has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-strong';

/** A radio group drawn as equal chips: the order type, the payment method. */
export function ChoiceChips<T extends string>(props: { legend: string; name: string; choices: ReadonlyArray<[T, string]>; value: T; onChange: (value: T) => void }) {
  return (
    <fieldset className="mt-5">
      <legend className="font-bold text-ink-2">{props.legend}</legend>
      <div className={`mt-2 grid gap-2 ${props.choices.length === 3 ? 'grid-cols-3' : 'grid-cols-2'}`}>
        {props.choices.map(([value, label]) => (
          <label key={value} className={choice}>
            <input type="radio" name={props.name} value={value} checked={props.value === value} onChange={() => props.onChange(value)} className="sr-only" />
            {label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
