import { useForm } from 'react-hook-form';
import type { ReminderOverview } from '@tvt/contract/office';
import { REMINDER_SUBJECT_MAX, REMINDER_TEXT_MAX } from '@tvt/domain';
import { PublishActions } from '../office-common/index.ts';
import { dutchMessage } from '#shared/http/index.ts';
import { Field } from '#shared/ui/field.tsx';
import { formatMoment, untilInWords } from './format.ts';
import { ReminderPreview } from './reminder-preview.tsx';
import { type ReminderInput, useSaveReminder } from './save-reminder.ts';
import { useSendTestMail } from './send-test-mail.ts';

const fieldOf = (error: unknown) =>
  error instanceof Error && 'field' in error ? String(error.field) : undefined;

/** The reminder: what it says, a preview and a test mail, and whether it goes out. */
export function ReminderForm({ overview }: { overview: ReminderOverview }) {
  const save = useSaveReminder();
  const test = useSendTestMail();
  const form = useForm<ReminderInput>({
    defaultValues: {
      subject: overview.reminder?.subject ?? '',
      text: overview.reminder?.text ?? '',
      scheduled: overview.reminder?.scheduled ?? false,
    },
  });
  const [subject, text] = form.watch(['subject', 'text']);
  const failed = save.error ?? test.error;
  const field = fieldOf(failed);
  const message = failed ? dutchMessage(failed, 'Dat lukt nu niet.') : undefined;
  const recipients = overview.signups.confirmed - overview.signups.sent;
  const error = (name: string) => (field === name ? message : undefined);
  const describe = (name: string, hint = false) =>
    [hint ? `${name}-hint` : '', field === name ? `${name}-error` : ''].join(' ').trim() ||
    undefined;

  return (
    <form
      className="office-signup__form"
      onSubmit={form.handleSubmit((values) => save.mutate(values))}
      noValidate
    >
      <h2>Herinnering</h2>
      <Field id="herinnering-onderwerp" label="Onderwerp" error={error('subject')}>
        <input
          id="herinnering-onderwerp"
          className="input"
          maxLength={REMINDER_SUBJECT_MAX}
          aria-invalid={field === 'subject' || undefined}
          aria-describedby={describe('herinnering-onderwerp')}
          {...form.register('subject')}
        />
      </Field>
      <Field
        id="herinnering-tekst"
        label="Tekst"
        hint="Platte tekst. Onder de tekst zetten we zelf een link om je af te melden."
        error={error('text')}
      >
        <textarea
          id="herinnering-tekst"
          className="input textarea"
          rows={8}
          maxLength={REMINDER_TEXT_MAX}
          aria-invalid={field === 'text' || undefined}
          aria-describedby={describe('herinnering-tekst', true)}
          {...form.register('text')}
        />
      </Field>
      <ReminderPreview subject={subject} text={text} />
      <div className="button-row">
        <button
          type="button"
          className="button button--secondary"
          disabled={test.isPending}
          onClick={() => test.mutate(form.getValues())}
        >
          Stuur mij een testmail
        </button>
      </div>
      {test.isSuccess && (
        <p className="notice notice--info" role="status">
          Testmail verstuurd naar {test.data}.
        </p>
      )}
      <label className="check">
        <input type="checkbox" {...form.register('scheduled')} />
        <span>
          Versturen op {formatMoment(overview.phase2Start)} ({untilInWords(overview.phase2Start)}),
          bij de start van de telling. Gaat naar {recipients.toLocaleString('nl-NL')}{' '}
          {recipients === 1 ? 'bevestigde aanmelder' : 'bevestigde aanmelders'}.
        </span>
      </label>
      {message && !field && (
        <p className="notice notice--error" role="alert">
          {message}
        </p>
      )}
      {/* Refusals show at their field or above; the bar says when it was saved. */}
      <PublishActions
        state={{ ...save, error: null }}
        label="Opslaan"
        done={
          save.data?.reminder?.scheduled
            ? 'Opgeslagen en klaar om te versturen'
            : 'Opgeslagen als concept'
        }
      />
    </form>
  );
}
