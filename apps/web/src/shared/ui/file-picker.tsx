import './ui.css';
import { useRef } from 'react';

interface FilePickerProps {
  id: string;
  /** The chosen file's name, or undefined when none is chosen. */
  fileName: string | undefined;
  onSelect: (file: File) => void;
  onRemove: () => void;
  describedBy?: string | undefined;
  disabled?: boolean;
}

/** The id a caller gives its visible label, so the button is named by it too. */
export const filePickerLabelId = (id: string) => `${id}-label`;

/**
 * Spec 5 "File picker": images only, 'Bestand kiezen', 'Geen afbeelding geselecteerd', 'Verwijder
 * bestand'. The file input itself stays out of the tab order (it is visually hidden, so focus
 * on it would be invisible); the visible button opens it and is named 'Bestand kiezen' plus the
 * field's label (`filePickerLabelId`).
 */
export function FilePicker({
  id,
  fileName,
  onSelect,
  onRemove,
  describedBy,
  disabled = false,
}: FilePickerProps) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <div className="file-picker">
      <input
        ref={input}
        id={id}
        type="file"
        accept="image/*"
        className="visually-hidden"
        tabIndex={-1}
        aria-hidden="true"
        disabled={disabled}
        onChange={(e) => {
          const file = e.target.files?.[0];
          if (file) onSelect(file);
          e.target.value = '';
        }}
      />
      <button
        id={`${id}-button`}
        type="button"
        className="button button--secondary"
        disabled={disabled}
        aria-labelledby={`${id}-button ${filePickerLabelId(id)}`}
        aria-describedby={describedBy}
        onClick={() => input.current?.click()}
      >
        Bestand kiezen
      </button>
      <span className="file-picker__name">{fileName ?? 'Geen afbeelding geselecteerd'}</span>
      {fileName !== undefined && (
        <button type="button" className="link-button" onClick={onRemove}>
          Verwijder bestand
        </button>
      )}
    </div>
  );
}
