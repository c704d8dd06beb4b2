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
}

/** A labelled input whose message is tied to it with aria-describedby; passwords get a show/hide toggle. */
export function FormField({ id, label, value, onChange, onBlur, error, validText, type = 'text', autoComplete }: FormFieldProps) {
  const [visible, setVisible] = useState(false);
  const isPassword = type === 'password';
  const messageId = `${id}-mensaje`;
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
          aria-describedby={message ? messageId : undefined}
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
      {/* Always there, a line tall: a message appearing on blur must not push the fields and the
          submit button down under a finger that is already on its way to them. */}
      <p id={messageId} className={`mt-1 min-h-5 text-sm font-semibold ${error ? 'text-off' : 'text-ok'}`}>
        {message}
      </p>
    </div>
  );
}
