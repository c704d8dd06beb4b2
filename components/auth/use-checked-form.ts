'use client';

import { useState } from 'react';

/**
 * Form values plus "speak on blur and on submit": a field's message appears once it has been
 * left (or the form submitted) and then follows every keystroke until it is right.
 */
export function useCheckedForm<F extends string>(
  initial: Record<F, string>,
  check: (field: F, values: Record<F, string>) => string | undefined,
) {
  const [values, setValues] = useState(initial);
  const [touched, setTouched] = useState<Partial<Record<F, boolean>>>({});

  const errorOf = (field: F) => (touched[field] ? check(field, values) : undefined);
  const change = (field: F) => (value: string) => setValues((current) => ({ ...current, [field]: value }));
  const blur = (field: F) => () => setTouched((current) => ({ ...current, [field]: true }));

  return {
    values,
    isChecked: (field: F) => touched[field] === true,
    errorOf,
    change,
    blur,
    /** The props a FormField needs for one field. */
    fieldProps: (field: F, id: string) => ({
      id,
      value: values[field],
      onChange: change(field),
      onBlur: blur(field),
      error: errorOf(field),
    }),
    /** Marks every field checked; returns the first one with a problem, if any. */
    checkAll: (): F | undefined => {
      const fields = Object.keys(initial) as F[];
      setTouched(Object.fromEntries(fields.map((field) => [field, true])) as Record<F, boolean>);
      return fields.find((field) => check(field, values) !== undefined);
    },
  };
}
