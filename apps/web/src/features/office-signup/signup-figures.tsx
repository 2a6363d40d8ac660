import type { ReminderOverview } from '@tvt/contract/office';

const ROWS: [keyof ReminderOverview['signups'], string][] = [
  ['confirmed', 'Bevestigd'],
  ['unconfirmed', 'Nog niet bevestigd'],
  ['unsubscribed', 'Afgemeld'],
  ['sent', 'Herinnering verstuurd'],
];

/** The sign-ups of the current campaign, by state. */
export function SignupFigures({ signups }: { signups: ReminderOverview['signups'] }) {
  return (
    <section aria-labelledby="aanmeldingen-kop" className="office-signup__figures">
      <h2 id="aanmeldingen-kop">Aanmeldingen</h2>
      <dl>
        {ROWS.map(([key, label]) => (
          <div key={key} className="office-signup__figure">
            <dt>{label}</dt>
            <dd>{signups[key].toLocaleString('nl-NL')}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
