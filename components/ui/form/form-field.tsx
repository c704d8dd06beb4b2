'use client';

import { useState } from 'react';
import { EyeIcon } from '@/components/ui/icons';

interface FormFieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  error?: string;
  /** Text shown in green once the field was checked and is fine. */
  validText?: string;
  type?: 'text' | 'email' | 'password';
  autoComplete: string;
  /** A line under the field from the start (what the rule allows); `problem` draws it as a warning. */
  hint?: { text: string; problem: boolean };
}

/** A labelled input whose message is tied to it with aria-describedby; passwords get a show/hide toggle. */
export function FormField({ id, label, value, onChange, onBlur, error, validText, type = 'text', autoComplete, hint }: FormFieldProps) {
  const [visible, setVisible] = useState(false);
  const isPassword = type === 'password';
  const messageId = `${id}-mensaje`;
  const hintId = `${id}-ayuda`;
  const message = error ?? validText;
  const border = error ? 'border-off' : validText ? 'border-ok' : 'border-line';

  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block font-bold text-ink">
        {label}
      </label>
      <div className="relative">
        <input
          id={id}
          name={id}
          type={isPassword && visible ? 'text' : type}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          onBlur={onBlur}
          autoComplete={autoComplete}
          aria-invalid={error ? true : undefined}
          aria-describedby={[hint ? hintId : '', message ? messageId : ''].filter(Boolean).join(' ') || undefined}
          className={`w-full rounded-2xl border-2 ${border} bg-page px-4 py-3 text-base text-ink transition-colors focus:border-brand ${isPassword ? 'pr-14' : ''}`}
        />
        {isPassword && (
          <button
            type="button"
            onClick={() => setVisible((shown) => !shown)}
            aria-label={visible ? 'Ocultar contraseña' : 'Mostrar contraseña'}
            aria-controls={id}
            className="absolute inset-y-0 right-1 my-auto inline-flex size-11 items-center justify-center rounded-full text-ink-2 hover:bg-surface-2"
          >
            <EyeIcon crossed={visible} />
          </button>
        )}
      </div>
      {hint && (
        <p id={hintId} className={`mt-1 text-sm ${hint.problem ? 'font-semibold text-off' : 'text-muted'}`}>
          {hint.text}
        </p>
      )}
      {/* Always there, a line tall: a message appearing on blur must not push the fields and the
          submit button down under a finger that is already on its way to them. */}
      <p id={messageId} className={`mt-1 min-h-5 text-sm font-semibold ${error ? 'text-off' : 'text-ok'}`}>
        {message}
      </p>
    </div>
  );
}
