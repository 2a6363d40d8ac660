import './ui.css';
import type { ReactNode } from 'react';

export interface FieldMessageIds {
  /** Ids for aria-describedby: the hint and the message, whichever are shown. */
  describedBy: string | undefined;
  errorId: string;
  hintId: string;
}

/** The ids a control needs so its hint and error are read out with it. */
export function fieldIds(id: string, hasHint: boolean, hasError: boolean): FieldMessageIds {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const ids = [hasHint ? hintId : '', hasError ? errorId : ''].filter(Boolean).join(' ');
  return { describedBy: ids === '' ? undefined : ids, errorId, hintId };
}

interface FieldProps {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string | undefined;
  /** A warning is shown like an error but does not mark the control invalid. */
  warning?: string | undefined;
  optional?: boolean;
  children: ReactNode;
}

/**
 * Label, control, hint and message in one column; the control gets the ids from `fieldIds`.
 * The label has the id `<id>-label` for a control a `<label for>` cannot name (a rich-text box).
 */
export function Field({ id, label, hint, error, warning, optional = false, children }: FieldProps) {
  const { errorId, hintId } = fieldIds(id, hint !== undefined, error !== undefined);
  return (
    <div className={`field${error ? ' field--error' : ''}`}>
      <label id={`${id}-label`} className="field__label" htmlFor={id}>
        {label}
        {optional && <span className="field__optional"> (optioneel)</span>}
      </label>
      {children}
      {hint !== undefined && (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      )}
      {error !== undefined && (
        <p id={errorId} className="field__error">
          {error}
        </p>
      )}
      {warning !== undefined && error === undefined && (
        <p className="field__warning" role="status">
          {warning}
        </p>
      )}
    </div>
  );
}
