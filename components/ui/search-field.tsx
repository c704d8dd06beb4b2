'use client';

import { useEffect, useId, useRef } from 'react';
import { CloseIcon } from './icons';

/** The longest search anyone needs: a product's name with room to spare. */
const MAX_SEARCH_LENGTH = 60;

type Props = {
  label: string;
  /** Only for screen readers, when the placeholder and the place already say what it is. */
  hideLabel?: boolean;
  labelClassName?: string;
  value: string;
  onChange: (value: string) => void;
  onFocus?: () => void;
  placeholder?: string;
  className: string;
};

/**
 * A labelled search box, as the menu and the owner's desk both use it. Its clear button shows whenever there is
 * text: the browser's own shows only while the box has focus (and not at all on iPhones).
 */
export function SearchField({ label, hideLabel = false, labelClassName = '', value, onChange, onFocus, placeholder, className }: Props) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  // What was typed before React started is in the box but not in the state: taken up once, at
  // hydration, so it is searched like every later key.
  useEffect(() => {
    const typed = input.current?.value ?? value;
    if (typed !== value) onChange(typed);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the box first runs
  }, []);
  return (
    <>
      <label htmlFor={id} className={hideLabel ? 'sr-only' : labelClassName}>
        {label}
      </label>
      <div className="relative">
        <input
          ref={input}
          id={id}
          type="search"
          value={value}
          maxLength={MAX_SEARCH_LENGTH}
          onChange={(event) => onChange(event.target.value)}
          onFocus={onFocus}
          placeholder={placeholder}
          enterKeyHint="search"
          className={`${className} block pr-12 [&::-webkit-search-cancel-button]:appearance-none`}
        />
        {value !== '' && (
          <button
            type="button"
            onClick={() => {
              onChange('');
              input.current?.focus();
            }}
            aria-label="Borrar búsqueda"
            title="Borrar búsqueda"
            className="absolute inset-y-0 right-1 my-auto inline-flex size-10 items-center justify-center rounded-full text-muted hover:bg-surface-2 hover:text-ink"
          >
            <CloseIcon className="size-5" strokeWidth={2.5} />
          </button>
        )}
      </div>
    </>
  );
}
