/** What a field's control takes to be tied to its label and to the line under it. */
type ControlProps = { id: string; 'aria-invalid': true | undefined; 'aria-describedby': string };

/**
 * The line under a field: the rule it follows, or in red the problem with what was typed (the
 * form's check or the server's answer). The field names it in aria-describedby.
 */
export function HelpLine({ id, error, children }: { id: string; error?: string; children: React.ReactNode }) {
  return (
    <p id={id} className={`mt-1 text-sm ${error ? 'font-bold text-off' : 'text-muted'}`}>
      {error || children}
    </p>
  );
}

type FieldProps = {
  /** The control's id; the help line's is `<id>-ayuda`. */
  id: string;
  label: string;
  help: React.ReactNode;
  error?: string;
  /** Drawn under the help line (a summary of what was typed). */
  after?: React.ReactNode;
  /** The control (input, select or textarea) with the props that tie it to the label and the line. */
  children: (control: ControlProps) => React.ReactNode;
};

/** A labelled control with its help line: the desk's forms draw every text field this way. */
export function Field({ id, label, help, error, after, children }: FieldProps) {
  const helpId = `${id}-ayuda`;
  return (
    <div>
      <label htmlFor={id} className="block font-semibold text-ink">
        {label}
      </label>
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': helpId })}
      <HelpLine id={helpId} error={error}>
        {help}
      </HelpLine>
      {after}
    </div>
  );
}
