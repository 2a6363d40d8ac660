import { BEAK_OPTIONS, SILHOUETTE_OPTIONS, SIZE_OPTIONS } from '@tvt/domain';
import { ChoicePicker } from './choice-picker.tsx';

interface SizePickerProps {
  value: number | null | undefined;
  onSizeChange: (size: number) => void;
}

export function SizePicker({ value, onSizeChange }: SizePickerProps) {
  return (
    <ChoicePicker
      legend="Hoe groot is de vogel?"
      kind="size"
      options={SIZE_OPTIONS}
      value={value}
      onChange={onSizeChange}
    />
  );
}

interface SilhouettePickerProps {
  value: number | null | undefined;
  onSilhouetteChange: (silhouette: number) => void;
}

export function SilhouettePicker({ value, onSilhouetteChange }: SilhouettePickerProps) {
  return (
    <ChoicePicker
      legend="Op welk silhouet lijkt de vogel?"
      kind="silhouette"
      options={SILHOUETTE_OPTIONS}
      value={value}
      onChange={onSilhouetteChange}
    />
  );
}

interface BeakPickerProps {
  value: number | null | undefined;
  onBeakChange: (beak: number) => void;
}

export function BeakPicker({ value, onBeakChange }: BeakPickerProps) {
  return (
    <ChoicePicker
      legend="Welke snavel heeft de vogel?"
      kind="beak"
      options={BEAK_OPTIONS}
      value={value}
      onChange={onBeakChange}
    />
  );
}
