'use client';

import { useRef, useState, type FormEvent } from 'react';

export type FieldCheck<F extends string> = (field: F, values: Record<F, string>) => string | undefined;

/**
 * What a form's `send` reports: nothing when it navigated away, a message for a failure, the
 * server's messages for fields (shown beside them, focus on the first), or a success that keeps the
 * visitor on the page (the fields emptied when `clear`).
 */
export type SendResult<F extends string> = string | undefined | { errors: Partial<Record<F, string>>; message?: string } | { success: string; clear?: boolean };

/**
 * Form values plus "speak on blur and on submit": a field's message appears once it has been
 * left (or the form submitted) and then follows every keystroke until it is right.
 *
 * The check itself is loaded (`loadCheck`, a dynamic import) when the form first gets focus,
 * not with the page; until it has arrived no field counts as checked.
 */
export function useCheckedForm<F extends string>(initial: Record<F, string>, loadCheck: () => Promise<FieldCheck<F>>) {
  const [values, setValues] = useState(initial);
  const [touched, setTouched] = useState<Partial<Record<F, boolean>>>({});
  const [check, setCheck] = useState<FieldCheck<F> | null>(null);
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState('');
  const [success, setSuccess] = useState('');
  const [serverErrors, setServerErrors] = useState<Partial<Record<F, string>>>({});
  const busy = useRef(false);

  /** The check, loading it first when needed; null when it cannot be loaded (offline). */
  const prepare = async (): Promise<FieldCheck<F> | null> => {
    if (check) return check;
    try {
      const loaded = await loadCheck();
      setCheck(() => loaded);
      return loaded;
    } catch {
      return null;
    }
  };

  const errorOf = (field: F) => serverErrors[field] ?? (check && touched[field] ? check(field, values) : undefined);
  const change = (field: F) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    // The server's word on a field holds until the field changes.
    setServerErrors((current) => ({ ...current, [field]: undefined }));
    setSuccess('');
  };
  const blur = (field: F) => () => setTouched((current) => ({ ...current, [field]: true }));

  return {
    values,
    isChecked: (field: F) => check !== null && touched[field] === true,
    errorOf,
    /** For the <form>: the first focus inside it starts loading the check. */
    formProps: {
      noValidate: true,
      onFocus: () => {
        if (!check) void prepare();
      },
    },
    /** The props a FormField needs for one field. */
    fieldProps: (field: F, id: string) => ({
      id,
      value: values[field],
      onChange: change(field),
      onBlur: blur(field),
      error: errorOf(field),
    }),
    /** True from a valid submit until `send` reports a failure (or for good when it navigated). */
    sending,
    /** The message of the last failed `send`, '' otherwise. */
    failure,
    /** The message of the last successful `send` that stayed on the page, '' otherwise. */
    success,
    /**
     * The form's onSubmit. Marks every field checked and focuses the first one with a problem
     * (`ids` maps fields to input ids); otherwise runs `send`, which resolves to a message to
     * show, or to nothing when it has navigated away. If `send` throws, `fallback` is shown.
     * Without the check (it could not load) nothing is flagged and the server's answer decides.
     */
    submit:
      (ids: Record<F, string>, fallback: string, send: (values: Record<F, string>) => Promise<SendResult<F>>) => async (event: FormEvent<HTMLFormElement>) => {
        event.preventDefault();
        if (busy.current) return;
        busy.current = true;
        const fields = Object.keys(initial) as F[];
        setTouched(Object.fromEntries(fields.map((field) => [field, true])) as Record<F, boolean>);
        const ready = await prepare();
        const invalid = ready ? fields.find((field) => ready(field, values) !== undefined) : undefined;
        if (invalid) {
          busy.current = false;
          document.getElementById(ids[invalid])?.focus();
          return;
        }
        setSending(true);
        setFailure('');
        setSuccess('');
        const result = await send(values).catch(() => fallback);
        if (result === undefined) return;
        busy.current = false;
        setSending(false);
        if (typeof result === 'string') {
          setFailure(result);
        } else if ('success' in result) {
          if (result.clear) {
            setValues(initial);
            setTouched({});
          }
          setSuccess(result.success);
        } else {
          setServerErrors(result.errors);
          setFailure(result.message ?? '');
          const first = fields.find((field) => result.errors[field]);
          if (first) document.getElementById(ids[first])?.focus();
        }
      },
  };
}
