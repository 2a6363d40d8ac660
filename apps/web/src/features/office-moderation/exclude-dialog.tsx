import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { Field } from '#shared/ui/field.tsx';
import { ModalDialog } from '#shared/ui/modal-dialog.tsx';

const REASON_MIN = 3;
const REASON_MAX = 500;

interface ExcludeDialogProps {
  /** What is excluded, for the title: 'de telling van 31-01-2026 10:00 in Utrecht', '3 tellingen'. */
  what: string;
  busy: boolean;
  onConfirm: (reason: string) => void;
  onClose: () => void;
}

/** Asks the reason for excluding, at the moment of excluding (one count or the selection). */
export function ExcludeDialog({ what, busy, onConfirm, onClose }: ExcludeDialogProps) {
  const id = useId();
  const form = useForm<{ reason: string }>({ defaultValues: { reason: '' } });
  const error = form.formState.errors.reason?.message;
  const submit = form.handleSubmit(({ reason }) => onConfirm(reason.trim()));
  return (
    <ModalDialog labelledBy={`${id}-title`} onClose={onClose}>
      <form onSubmit={submit} noValidate>
        <h2 id={`${id}-title`} className="dialog__title">
          {what} uitsluiten
        </h2>
        <p>
          Een uitgesloten telling telt niet mee in de totalen en resultaten. Ze wordt niet
          verwijderd en kan later weer meegeteld worden.
        </p>
        <Field
          id={`${id}-reason`}
          label="Reden"
          hint="Komt in het auditlog, bijvoorbeeld ‘400 huismussen in een tuin van 20 m²’."
          error={error}
        >
          <input
            id={`${id}-reason`}
            className="input"
            autoComplete="off"
            maxLength={REASON_MAX}
            autoFocus
            aria-invalid={error ? true : undefined}
            aria-describedby={`${id}-reason-hint${error ? ` ${id}-reason-error` : ''}`}
            {...form.register('reason', {
              validate: (value) =>
                value.trim().length >= REASON_MIN ||
                `Geef een reden van minstens ${REASON_MIN} tekens.`,
            })}
          />
        </Field>
        <div className="button-row">
          <button type="button" className="button button--secondary" onClick={onClose}>
            Annuleren
          </button>
          <button type="submit" className="button" disabled={busy}>
            Uitsluiten
          </button>
        </div>
      </form>
    </ModalDialog>
  );
}
