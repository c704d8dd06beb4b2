const choice =
  'relative flex min-h-11 cursor-pointer items-center justify-center gap-2 rounded-2xl border border-line px-3 py-2 text-center font-bold text-ink-2 has-checked:border-brand has-checked:bg-brand/15 has-checked:text-ink has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-strong';

type Props<T extends string> = {
  legend: string;
  name: string;
  choices: ReadonlyArray<[T, string]>;
  /** '' while nothing is chosen. */
  value: T | '';
  onChange: (value: T) => void;
  /** Why sending stopped here ("Elige cómo quieres tu pedido"), said beside the choice. */
  error?: string;
};

/** A radio group drawn as equal chips: the order type, the payment method. */
export function ChoiceChips<T extends string>(props: Props<T>) {
  const errorId = `${props.name}-error`;
  return (
    <fieldset className="mt-5" aria-describedby={props.error ? errorId : undefined}>
      <legend className="font-bold text-ink-2">{props.legend}</legend>
      <div
        className={`mt-2 grid gap-2 rounded-2xl ${props.choices.length === 3 ? 'grid-cols-3' : 'grid-cols-2'} ${props.error ? 'outline-2 outline-offset-4 outline-off' : ''}`}
      >
        {props.choices.map(([value, label]) => (
          <label key={value} className={choice}>
            <input type="radio" name={props.name} value={value} checked={props.value === value} onChange={() => props.onChange(value)} className="sr-only" />
            {label}
          </label>
        ))}
      </div>
      {props.error && (
        <p id={errorId} className="mt-2 text-sm font-bold text-off">
          {props.error}
        </p>
      )}
    </fieldset>
  );
}
