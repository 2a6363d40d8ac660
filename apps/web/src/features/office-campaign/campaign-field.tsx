import type { ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { Field, fieldIds } from '#shared/ui/field.tsx';

interface CampaignFieldProps {
  id: string;
  label: string;
  hint?: ReactNode;
  /** The server's Dutch message for this field, if it refused it. */
  error: string | undefined;
  /** Shown like an error, without marking the field invalid (a link that replaces a feature). */
  warning?: string | undefined;
  type?: 'text' | 'number' | 'url' | 'datetime-local';
  readOnly?: boolean;
  registered: UseFormRegisterReturn;
}

/** One input of the campaign form: the shared `Field`, the input registered in the form. */
export function CampaignField(props: CampaignFieldProps) {
  const { id, label, hint, error, warning, type = 'text', readOnly, registered } = props;
  const { describedBy } = fieldIds(id, hint !== undefined, error !== undefined);
  return (
    <Field id={id} label={label} hint={hint} error={error} warning={warning}>
      <input
        id={id}
        className="input"
        type={type}
        inputMode={type === 'number' ? 'numeric' : undefined}
        readOnly={readOnly}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        {...registered}
      />
    </Field>
  );
}
