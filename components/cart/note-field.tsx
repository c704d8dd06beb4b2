import { MAX_NOTE_LENGTH } from '@/lib/cart/options';

/** "Nota (opcional)" of the options dialog, with its characters counted against the limit. */
export function NoteField({ id, value, onChange }: { id: string; value: string; onChange: (value: string) => void }) {
  return (
    <div>
      <label htmlFor={id} className="text-lg font-extrabold">
        Nota (opcional)
      </label>
      <input
        id={id}
        value={value}
        maxLength={MAX_NOTE_LENGTH}
        onChange={(event) => onChange(event.target.value)}
        placeholder="Por ejemplo: sin azúcar, bien fría"
        aria-describedby={`${id}-cuenta`}
        className="mt-1 w-full rounded-2xl border border-line bg-page px-4 py-3 text-ink placeholder:text-muted"
      />
      <p id={`${id}-cuenta`} className="mt-1 text-right text-sm text-muted">
        {value.length}/{MAX_NOTE_LENGTH}
      </p>
    </div>
  );
}
