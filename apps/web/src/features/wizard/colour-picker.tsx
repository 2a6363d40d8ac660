import { COLOUR_OPTIONS } from '@tvt/domain';

interface ColourPickerProps {
  value: readonly number[] | null | undefined;
  /** The chosen colours in the order they were picked. */
  onColorChange: (colours: number[]) => void;
}

/** Main colours, several at once, in a 3-column grid (spec 9). */
export function ColourPicker({ value, onColorChange }: ColourPickerProps) {
  const chosen = value ?? [];
  const toggle = (colour: number) =>
    onColorChange(
      chosen.includes(colour) ? chosen.filter((c) => c !== colour) : [...chosen, colour],
    );
  return (
    <fieldset className="picker">
      <legend className="picker__legend">Welke hoofdkleuren heeft de vogel?</legend>
      <p className="picker__hint">Kies een of meer kleuren.</p>
      <div className="picker__options picker__options--colour">
        {COLOUR_OPTIONS.map((option) => (
          <label key={option.value} className="picker__option">
            <input
              className="picker__input"
              type="checkbox"
              value={option.value}
              checked={chosen.includes(option.value)}
              onChange={() => toggle(option.value)}
            />
            <span
              className="picker__swatch"
              style={{ background: option.hex }}
              aria-hidden="true"
            />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
