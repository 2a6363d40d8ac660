import './ui.css';
import { clampCounter, decrementCounter, incrementCounter, type CounterRange } from '@tvt/domain';
import { useEffect, useRef, useState } from 'react';

interface PlusMinusCounterProps extends CounterRange {
  value: number;
  onChange: (value: number) => void;
  /** Accessible name of the number, e.g. the bird's name. */
  label: string;
  id?: string;
  describedBy?: string | undefined;
}

/** Spec 4 "Plus/minus counter": the domain clamps; typed text is applied when it is complete. */
export function PlusMinusCounter({
  value,
  onChange,
  label,
  id,
  describedBy,
  min,
  max,
}: PlusMinusCounterProps) {
  const range = { ...(min !== undefined && { min }), ...(max !== undefined && { max }) };
  const [text, setText] = useState(String(value));
  useEffect(() => setText(String(value)), [value]);
  const lower = range.min ?? 0;
  const upper = range.max ?? 999;
  const plus = useRef<HTMLButtonElement>(null);
  const down = () => {
    const next = decrementCounter(value, range);
    onChange(next);
    // At the lower end the minus button turns disabled and would drop the focus to the page
    // body (WCAG 2.4.3): the plus button of the same counter is where the hand was.
    if (next <= lower) plus.current?.focus();
  };

  return (
    <div className="counter" role="group" aria-label={label}>
      <button
        type="button"
        className="counter__button"
        aria-label={`${label}: één minder`}
        disabled={value <= lower}
        onClick={down}
      >
        −
      </button>
      <input
        id={id}
        className="counter__input"
        inputMode="numeric"
        pattern="[0-9]*"
        aria-label={`Aantal ${label}`}
        aria-describedby={describedBy}
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          if (e.target.value.trim() !== '') onChange(clampCounter(e.target.value, range));
        }}
        onBlur={() => {
          const next = clampCounter(text, range);
          setText(String(next));
          if (next !== value) onChange(next);
        }}
        onFocus={(e) => e.target.select()}
      />
      <button
        ref={plus}
        type="button"
        className="counter__button"
        aria-label={`${label}: één meer`}
        disabled={value >= upper}
        onClick={() => onChange(incrementCounter(value, range))}
      >
        +
      </button>
    </div>
  );
}
