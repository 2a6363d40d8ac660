import { useId, useState } from 'react';
import { dutchMessage } from '#shared/http/index.ts';

interface FileUploadProps {
  label: string;
  accept: string;
  hint: string;
  /** Current file's address, or null when none was uploaded. */
  current: string | null;
  removeLabel: string;
  busy: boolean;
  error: Error | null;
  onUpload: (file: File | null) => void;
}

/** One uploadable file: a native file input, the upload and remove buttons, the outcome. */
export function FileUpload(props: FileUploadProps) {
  const id = useId();
  const [file, setFile] = useState<File | null>(null);
  return (
    <div className="field office-upload">
      <label className="field__label" htmlFor={id}>
        {props.label}
      </label>
      <input
        id={id}
        type="file"
        accept={props.accept}
        aria-describedby={`${id}-hint`}
        onChange={(e) => setFile(e.target.files?.[0] ?? null)}
      />
      <p id={`${id}-hint`} className="field__hint">
        {props.hint}
      </p>
      <div className="office-content__actions">
        <button
          type="button"
          className="button button--secondary"
          disabled={!file || props.busy}
          onClick={() => props.onUpload(file)}
        >
          Uploaden
        </button>
        {props.current && (
          <button
            type="button"
            className="button button--secondary"
            disabled={props.busy}
            onClick={() => props.onUpload(null)}
          >
            {props.removeLabel}
          </button>
        )}
      </div>
      {props.error && (
        <p className="notice notice--error" role="alert">
          {dutchMessage(props.error, 'Uploaden is niet gelukt. Probeer het opnieuw.')}
        </p>
      )}
    </div>
  );
}
