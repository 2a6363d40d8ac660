import { type FormEvent, useState } from 'react';
import type { ReminderOverview } from '@tvt/contract/office';
import { REMINDER_SUBJECT_MAX, REMINDER_TEXT_MAX } from '@tvt/domain';
import { dutchMessage } from '#shared/http/index.ts';
import { formatMoment } from './format.ts';
import { useSaveReminder } from './save-reminder.ts';
import { Field } from '#shared/ui/field.tsx';

/** The reminder's subject and text, and whether it goes out at the phase 2 start. */
export function ReminderForm({ overview }: { overview: ReminderOverview }) {
  const save = useSaveReminder();
  const [subject, setSubject] = useState(overview.reminder?.subject ?? '');
  const [text, setText] = useState(overview.reminder?.text ?? '');
  const [scheduled, setScheduled] = useState(overview.reminder?.scheduled ?? false);
  const field = save.error instanceof Error && 'field' in save.error ? save.error.field : undefined;
  const message = save.isError ? dutchMessage(save.error, 'Opslaan lukt nu niet.') : undefined;

  function submit(event: FormEvent) {
    event.preventDefault();
    save.mutate({ subject, text, scheduled });
  }

  return (
    <form className="office-signup__form" onSubmit={submit} noValidate>
      <h2>Herinnering</h2>
      <Field id="herinnering-onderwerp" label="Onderwerp">
        <input
          id="herinnering-onderwerp"
          className="input"
          value={subject}
          maxLength={REMINDER_SUBJECT_MAX}
          aria-invalid={field === 'subject' || undefined}
          aria-describedby={field === 'subject' ? 'herinnering-fout' : undefined}
          onChange={(event) => setSubject(event.target.value)}
        />
      </Field>
      <Field id="herinnering-tekst" label="Tekst">
        <p id="herinnering-tekst-hint" className="field__hint">
          Platte tekst. Onder de tekst zetten we zelf een link om je af te melden.
        </p>
        <textarea
          id="herinnering-tekst"
          className="input textarea"
          rows={10}
          value={text}
          maxLength={REMINDER_TEXT_MAX}
          aria-invalid={field === 'text' || undefined}
          aria-describedby={
            field === 'text' ? 'herinnering-tekst-hint herinnering-fout' : 'herinnering-tekst-hint'
          }
          onChange={(event) => setText(event.target.value)}
        />
      </Field>
      <label className="check">
        <input
          type="checkbox"
          checked={scheduled}
          onChange={(event) => setScheduled(event.target.checked)}
        />
        <span>
          Versturen bij de start van de telling ({formatMoment(overview.phase2Start)}) aan iedereen
          die zijn aanmelding heeft bevestigd
        </span>
      </label>
      {message && (
        <p id="herinnering-fout" className="notice notice--error" role="alert">
          {message}
        </p>
      )}
      {save.isSuccess && (
        <p className="notice notice--info" role="status">
          De herinnering is opgeslagen
          {save.data.reminder?.scheduled ? ' en staat klaar om te versturen.' : ' als concept.'}
        </p>
      )}
      <button type="submit" className="button" disabled={save.isPending}>
        Opslaan
      </button>
    </form>
  );
}
