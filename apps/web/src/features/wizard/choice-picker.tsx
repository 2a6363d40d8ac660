import { useId } from 'react';
import type { WizardOption } from '@tvt/domain';

export type PickerImageKind = 'size' | 'silhouette' | 'beak';

/** The picker images the server hands out (`/media/wizard/{kind}/{n}.svg`). */
export function pickerImage(kind: PickerImageKind, value: number): string {
  return `/media/wizard/${kind}/${value}.svg`;
}

interface ChoicePickerProps {
  legend: string;
  kind: PickerImageKind;
  options: readonly WizardOption[];
  value: number | null | undefined;
  onChange: (value: number) => void;
}

/** A single choice with an image per option: native radios, so arrow keys move the choice. */
export function ChoicePicker({ legend, kind, options, value, onChange }: ChoicePickerProps) {
  const name = useId();
  return (
    <fieldset className="picker">
      <legend className="picker__legend">{legend}</legend>
      <div className={`picker__options picker__options--${kind}`}>
        {options.map((option) => (
          <label key={option.value} className="picker__option">
            <input
              className="picker__input"
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
            />
            <img src={pickerImage(kind, option.value)} alt="" width="96" height="72" />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
