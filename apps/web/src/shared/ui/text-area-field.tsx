import './ui.css';
import { TEXT_AREA_DEFAULT_MAX_LENGTH, textAreaCounterText } from '@tvt/domain';

interface TextAreaFieldProps {
  id: string;
  value: string;
  onChange: (value: string) => void;
  maxLength?: number;
  placeholder?: string;
  hideCounter?: boolean;
  /** Ids of a hint or error outside the component. */
  describedBy?: string | undefined;
  rows?: number;
}

/** Spec 5 "Text area": max 250 by default and 'Je kunt nog {n} tekens invoeren.' under it. */
export function TextAreaField({
  id,
  value,
  onChange,
  maxLength = TEXT_AREA_DEFAULT_MAX_LENGTH,
  placeholder,
  hideCounter = false,
  describedBy,
  rows = 4,
}: TextAreaFieldProps) {
  const counterId = `${id}-counter`;
  const ids = [describedBy, hideCounter ? undefined : counterId].filter(Boolean).join(' ');
  return (
    <>
      <textarea
        id={id}
        className="input textarea"
        value={value}
        maxLength={maxLength}
        placeholder={placeholder}
        rows={rows}
        aria-describedby={ids === '' ? undefined : ids}
        onChange={(e) => onChange(e.target.value)}
      />
      {!hideCounter && (
        <p id={counterId} className="field__hint" aria-live="polite">
          {textAreaCounterText(value, maxLength)}
        </p>
      )}
    </>
  );
}
