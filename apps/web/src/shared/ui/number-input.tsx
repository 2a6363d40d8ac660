import './ui.css';
import { NUMBER_INPUT_MAX_LENGTH, parseNumberInput } from '@tvt/domain';
import { useEffect, useState } from 'react';

interface NumberInputProps {
  id: string;
  value: number | undefined;
  onChange: (value: number) => void;
  min?: number;
  max?: number;
  /** Typed text is cut to this many characters (spec default 2); `null` keeps all. */
  maxLength?: number | null;
  /** Show with leading zeros to this width, e.g. 2 for minutes. */
  pad?: number;
  state?: 'success' | 'error';
  describedBy?: string | undefined;
  placeholder?: string;
  'aria-label'?: string;
}

/**
 * Spec 5 "Number input": optional min and max, cut to a max length, emits a number, with a
 * success/error look. The number is emitted on every change; the shown text is normalised on blur.
 */
export function NumberInput({
  id,
  value,
  onChange,
  min,
  max,
  maxLength = NUMBER_INPUT_MAX_LENGTH,
  pad,
  state,
  describedBy,
  placeholder,
  'aria-label': ariaLabel,
}: NumberInputProps) {
  const format = (n: number | undefined) =>
    n === undefined ? '' : pad ? String(n).padStart(pad, '0') : String(n);
  const [text, setText] = useState(format(value));
  useEffect(() => setText(format(value)), [value]); // eslint-disable-line react-hooks/exhaustive-deps
  const options = {
    ...(min !== undefined && { min }),
    ...(max !== undefined && { max }),
    ...(maxLength !== null && { maxLength }),
  };
  return (
    <input
      id={id}
      // The type stated: checkers match autocomplete against it (HTML_CodeSniffer's H98).
      type="text"
      className={`input number-input${state ? ` input--${state}` : ''}`}
      inputMode="numeric"
      autoComplete="off"
      value={text}
      placeholder={placeholder}
      maxLength={maxLength ?? undefined}
      aria-label={ariaLabel}
      aria-describedby={describedBy}
      aria-invalid={state === 'error' || undefined}
      onChange={(e) => {
        setText(e.target.value);
        if (e.target.value.trim() !== '') onChange(parseNumberInput(e.target.value, options));
      }}
      onBlur={() => {
        const next = parseNumberInput(text, options);
        setText(format(next));
        onChange(next);
      }}
    />
  );
}
