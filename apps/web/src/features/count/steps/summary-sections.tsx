import { UNRECOGNISED_BIRD, formatWeekdayDate, twoDigits } from '@tvt/domain';
import type { ReactNode } from 'react';
import type { CountDraft, CountStep } from '../count-draft.ts';
import { effectiveBirds } from '../flow-rules.ts';

function Section({
  title,
  step,
  go,
  children,
}: {
  title: string;
  step: CountStep;
  go: (s: CountStep) => void;
  children: ReactNode;
}) {
  return (
    <section className="summary-section" aria-labelledby={`summary-${step}`}>
      <div className="summary-section__header">
        <h2 id={`summary-${step}`} className="count-subheading">
          {title}
        </h2>
        <button
          type="button"
          className="link-button"
          aria-label={`${title} wijzigen`}
          onClick={() => go(step)}
        >
          Wijzigen
        </button>
      </div>
      {children}
    </section>
  );
}

function Rows({ rows }: { rows: [string, string | undefined][] }) {
  return (
    <dl className="summary-rows">
      {rows
        .filter(([, value]) => value !== undefined && value !== '')
        .map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
    </dl>
  );
}

/** The three sections of the summary, each with its edit button (spec 2 "count-summary"). */
export function SummarySections({ draft, go }: { draft: CountDraft; go: (s: CountStep) => void }) {
  const { count, date } = draft;
  const birds = Object.entries(effectiveBirds(count));
  const total = birds.reduce((sum, [, b]) => sum + b.birdCount, 0);
  const m = count.metaData;
  const u = count.userData;
  const l = count.location;
  return (
    <>
      <Section title="Telling" step="first-count" go={go}>
        {birds.length === 0 ? (
          <p>Geen vogels gezien</p>
        ) : (
          <>
            <ul className="summary-birds">
              {birds.map(([id, b]) => (
                <li key={id}>
                  <span>{b.birdName}</span>
                  <span>{b.birdCount}</span>
                </li>
              ))}
            </ul>
            <p className="summary-total">Totaal: {total} vogels</p>
          </>
        )}
        {count.unrecognizedBirdRemarks && birds.some(([id]) => id === UNRECOGNISED_BIRD.id) && (
          <p>Beschrijving: {count.unrecognizedBirdRemarks}</p>
        )}
      </Section>
      <Section title="Telplek" step="count-place" go={go}>
        <Rows
          rows={[
            ['Datum', date.date ? formatWeekdayDate(date.date) : undefined],
            [
              'Begintijd',
              date.hour !== undefined && date.minute !== undefined
                ? `${twoDigits(date.hour)}:${twoDigits(date.minute)}`
                : undefined,
            ],
            [
              'Telplek',
              m.telplek === 'tuin' ? 'Tuin' : m.telplek === 'balkon' ? 'Balkon' : undefined,
            ],
            ['Op je woonadres', count.homeAddress ? 'Ja' : 'Nee'],
            [
              'Geteld',
              u.isOrganisation ? 'Met een school of organisatie' : 'Alleen of met mijn gezin',
            ],
            ['Deelnemers', String(count.participants)],
            ['Teller', m.teller],
            ['Neerslag', m.neerslag],
            ['Grootte tuin', m.groottetuin],
            ['Beplanting', m.beplanting],
            ['Katten', m.katten],
            ['Bestrijdingsmiddelen', m.bestrijdingsmiddelen],
            ['Bijvoeren', m.voeding],
            ['In je tuin', m.elementen?.join(', ')],
            ['Foto', draft.imageUUID ? 'Ja' : undefined],
            ['Opmerkingen', count.remarks?.trim()],
          ]}
        />
      </Section>
      <Section title="Jouw gegevens" step="personal-information" go={go}>
        <Rows
          rows={[
            ['Naam', [u.firstName, u.lastNamePrefix, u.lastName].filter(Boolean).join(' ')],
            [
              'Adres',
              [l.street, [l.streetNumber, l.streetNumberAddition].filter(Boolean).join(' ')]
                .filter(Boolean)
                .join(' '),
            ],
            ['Postcode en plaats', [l.postalCode, l.city].filter(Boolean).join(' ')],
            ['E-mailadres', u.emailAddress],
            ['Telefoonnummer', u.phoneNumber],
            ['Nieuwsbrief', u.newsLetter ? 'Ja' : 'Nee'],
          ]}
        />
      </Section>
    </>
  );
}
