import './ui.css';
import type { SelectOption } from '@tvt/domain';

interface RadioGroupProps<V extends string> {
  name: string;
  legend: string;
  options: readonly SelectOption<V>[];
  value: V | undefined;
  onChange: (value: V) => void;
  hint?: string;
  /** Marks the question as one the form needs: '(verplicht)' after the legend. */
  required?: boolean;
  /** The message when the question is left open; the first choice gets the id `${name}-first`. */
  error?: string | undefined;
}

/** A fieldset of radio buttons drawn as a row of choice chips. */
export function RadioGroup<V extends string>({
  name,
  legend,
  options,
  value,
  onChange,
  hint,
  required = false,
  error,
}: RadioGroupProps<V>) {
  const hintId = `${name}-hint`;
  const errorId = `${name}-error`;
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ');
  return (
    <fieldset
      className={`field choice-group${error ? ' field--error' : ''}`}
      aria-describedby={describedBy || undefined}
    >
      <legend className="field__label">
        {legend}
        {required && <span className="field__optional"> (verplicht)</span>}
      </legend>
      {error && (
        <p id={errorId} className="field__error">
          {error}
        </p>
      )}
      <div className="choice-group__options">
        {options.map((option, index) => (
          <label key={option.value} className="choice">
            <input
              id={index === 0 ? `${name}-first` : undefined}
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
            />
            <span>{option.name}</span>
          </label>
        ))}
      </div>
      {hint && (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      )}
    </fieldset>
  );
}

interface CheckboxGroupProps {
  name: string;
  legend: string;
  options: readonly SelectOption[];
  values: readonly string[];
  onChange: (values: string[]) => void;
}

/** A multi-select as checkboxes; values keep the order of the options. */
export function CheckboxGroup({ name, legend, options, values, onChange }: CheckboxGroupProps) {
  const toggle = (value: string, on: boolean) =>
    onChange(options.map((o) => o.value).filter((v) => (v === value ? on : values.includes(v))));
  return (
    <fieldset className="field choice-group">
      <legend className="field__label">{legend}</legend>
      <div className="choice-group__options">
        {options.map((option) => (
          <label key={option.value} className="choice">
            <input
              type="checkbox"
              name={name}
              value={option.value}
              checked={values.includes(option.value)}
              onChange={(e) => toggle(option.value, e.target.checked)}
            />
            <span>{option.name}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
