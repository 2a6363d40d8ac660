import './ui.css';
import type { SelectOption } from '@tvt/domain';

interface RadioGroupProps<V extends string> {
  name: string;
  legend: string;
  options: readonly SelectOption<V>[];
  value: V | undefined;
  onChange: (value: V) => void;
  hint?: string;
}

/** A fieldset of radio buttons drawn as a row of choice chips. */
export function RadioGroup<V extends string>({
  name,
  legend,
  options,
  value,
  onChange,
  hint,
}: RadioGroupProps<V>) {
  const hintId = `${name}-hint`;
  return (
    <fieldset className="field choice-group" aria-describedby={hint ? hintId : undefined}>
      <legend className="field__label">{legend}</legend>
      <div className="choice-group__options">
        {options.map((option) => (
          <label key={option.value} className="choice">
            <input
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
