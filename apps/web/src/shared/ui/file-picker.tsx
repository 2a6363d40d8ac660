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

/** Spec 5 "File picker": images only, 'Bestand kiezen', 'Geen afbeelding geselecteerd', 'Verwijder bestand'. */
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
        aria-describedby={describedBy}
        disabled={disabled}
        onChange={(e) => {
          const file = e.target.files?.[0];
          if (file) onSelect(file);
          e.target.value = '';
        }}
      />
      <button
        type="button"
        className="button button--secondary"
        disabled={disabled}
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
