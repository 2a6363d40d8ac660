import type { ReactNode } from 'react';

interface FormFieldProps {
  id: string;
  label: string;
  /** The server's Dutch message for this field, if it refused it. */
  error: string | undefined;
  hint?: ReactNode;
  children: (props: {
    id: string;
    'aria-invalid': boolean | undefined;
    'aria-describedby': string | undefined;
  }) => ReactNode;
}

/** A labelled field with its hint and its refusal, tied together for screen readers. */
export function FormField({ id, label, error, hint, children }: FormFieldProps) {
  const described = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean);
  return (
    <div className="office-campaign__field">
      <label htmlFor={id}>{label}</label>
      {hint ? (
        <p id={`${id}-hint`} className="office-campaign__hint">
          {hint}
        </p>
      ) : null}
      {children({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': described.length > 0 ? described.join(' ') : undefined,
      })}
      {error ? (
        <p id={`${id}-error`} className="office-campaign__field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
