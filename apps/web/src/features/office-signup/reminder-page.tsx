import { dutchMessage } from '#shared/http/index.ts';
import { OfficePage } from '../office-common/index.ts';
import './office-signup.css';
import { ReminderForm } from './reminder-form.tsx';
import { useReminder } from './reminder-query.ts';
import { SignupFigures } from './signup-figures.tsx';

/** /beheer/herinnering: who signed up for a reminder, and the reminder itself. */
export function ReminderPage() {
  const reminder = useReminder();
  return (
    <OfficePage
      heading="Herinnering"
      intro="Mensen die zich in de app aanmelden via 'Doe alvast mee' krijgen één e-mail als de telling begint."
    >
      {reminder.isPending && <p role="status">Laden…</p>}
      {reminder.isError && (
        <p className="notice notice--error" role="alert">
          {dutchMessage(reminder.error, 'De herinnering kan nu niet worden geladen.')}
        </p>
      )}
      {reminder.data && (
        <div className="office-signup">
          <p>Campagne {reminder.data.campaignYear}</p>
          {reminder.data.externalSignUp && (
            <p className="notice notice--warning" role="note">
              Let op: ‘Doe alvast mee’ in de app stuurt mensen nu naar{' '}
              <a href={reminder.data.externalSignUp}>{reminder.data.externalSignUp}</a> (Campagne →
              Aanmelden). Wie zich daar aanmeldt, krijgt deze herinnering niet; alleen de
              aanmeldingen hieronder.
            </p>
          )}
          <SignupFigures signups={reminder.data.signups} />
          <ReminderForm overview={reminder.data} />
        </div>
      )}
    </OfficePage>
  );
}
