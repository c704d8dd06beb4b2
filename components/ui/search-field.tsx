'use client';

import { useId } from 'react';

/** The longest search anyone needs: a product's name with room to spare. */
const MAX_SEARCH_LENGTH = 60;

type Props = {
  label: string;
  /** Only for screen readers, when the placeholder and the place already say what it is. */
  hideLabel?: boolean;
  labelClassName?: string;
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
  className: string;
};

/** A labelled search box, as the menu and the owner's desk both use it. */
export function SearchField({ label, hideLabel = false, labelClassName = '', value, onChange, placeholder, className }: Props) {
  const id = useId();
  return (
    <>
      <label htmlFor={id} className={hideLabel ? 'sr-only' : labelClassName}>
        {label}
      </label>
      <input
        id={id}
        type="search"
        value={value}
        maxLength={MAX_SEARCH_LENGTH}
        onChange={(event) => onChange(event.target.value)}
        placeholder={placeholder}
        enterKeyHint="search"
        className={className}
      />
    </>
  );
}
