const chip =
  'inline-flex min-h-11 cursor-pointer items-center rounded-full border-2 border-line px-4 font-bold text-ink-2 has-checked:border-brand has-checked:bg-brand has-checked:text-brand-ink has-focus-visible:ring-4 has-focus-visible:ring-accent-2';

/** One choice among a few, as chips (radio buttons under their labels), with what follows it. */
export function Chips<T extends string>({
  legend,
  name,
  values,
  labels,
  value,
  onChange,
  children,
}: {
  legend: string;
  name: string;
  values: readonly T[];
  labels: Record<T, string>;
  value: T;
  onChange: (value: T) => void;
  children?: React.ReactNode;
}) {
  return (
    <fieldset>
      <legend className="text-lg font-extrabold">{legend}</legend>
      <div className="mt-2 flex flex-wrap gap-2">
        {values.map((option) => (
          <label key={option} className={chip}>
            <input type="radio" name={name} value={option} checked={value === option} onChange={() => onChange(option)} className="sr-only" />
            {labels[option]}
          </label>
        ))}
      </div>
      {children}
    </fieldset>
  );
}
