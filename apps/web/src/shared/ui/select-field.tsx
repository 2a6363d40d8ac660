import './ui.css';
import type { SelectOption } from '@tvt/domain';

interface SelectFieldProps {
  id: string;
  value: string | undefined;
  options: readonly SelectOption[];
  onChange: (value: string | undefined) => void;
  /** Shown as the first, empty choice; choosing it clears the value. */
  placeholder?: string;
  describedBy?: string | undefined;
}

/** Spec 2 "select": a native select, so phones show their own picker. */
export function SelectField({
  id,
  value,
  options,
  onChange,
  placeholder = 'Maak een keuze',
  describedBy,
}: SelectFieldProps) {
  return (
    <select
      id={id}
      className="input select"
      value={value ?? ''}
      aria-describedby={describedBy}
      onChange={(e) => onChange(e.target.value === '' ? undefined : e.target.value)}
    >
      <option value="">{placeholder}</option>
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.name}
        </option>
      ))}
    </select>
  );
}
