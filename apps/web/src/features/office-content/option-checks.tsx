interface OptionChecksProps {
  legend: string;
  options: readonly { value: number; label: string }[];
  value: readonly number[];
  onChange: (value: number[]) => void;
  error?: string | undefined;
}

/** A group of checkboxes over the wizard's numbered options. */
export function OptionChecks({ legend, options, value, onChange, error }: OptionChecksProps) {
  const toggle = (option: number) =>
    onChange(value.includes(option) ? value.filter((v) => v !== option) : [...value, option]);
  return (
    <fieldset className="office-content__checks">
      <legend>{legend}</legend>
      {options.map((o) => (
        <label key={o.value} className="check">
          <input
            type="checkbox"
            checked={value.includes(o.value)}
            onChange={() => toggle(o.value)}
          />
          <span>{o.label}</span>
        </label>
      ))}
      {error !== undefined && <p className="field__error bird-form__group-error">{error}</p>}
    </fieldset>
  );
}
