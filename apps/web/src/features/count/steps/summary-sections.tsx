import {
  BIRD_NOUN,
  META_LABELS,
  UNRECOGNISED_BIRD,
  birdsForDisplay,
  displayMetaValue,
  formatWeekdayDate,
  plural,
  twoDigits,
} from '@tvt/domain';
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

/** Label above or beside its value: each wraps on its own, so they never run into each other. */
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

/** Counted birds, 'Niet herkend' last; shared with the done page. */
export function BirdRows({
  birds,
}: {
  birds: [string, { birdName: string; birdCount: number }][];
}) {
  return (
    <ul className="summary-birds">
      {birds.map(([id, b]) => (
        <li key={id}>
          <span>{b.birdName}</span>
          <span>{b.birdCount}</span>
        </li>
      ))}
    </ul>
  );
}

/** The three sections of the summary, each with its edit button (spec 2 "count-summary"). */
export function SummarySections({ draft, go }: { draft: CountDraft; go: (s: CountStep) => void }) {
  const { count, date } = draft;
  const birds = birdsForDisplay(effectiveBirds(count));
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
            <BirdRows birds={birds} />
            <p className="summary-total">Totaal: {plural(total, BIRD_NOUN)}</p>
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
            [META_LABELS.telplek, displayMetaValue(m.telplek)],
            ['Op je woonadres', count.homeAddress ? 'Ja' : 'Nee'],
            [
              'Geteld',
              u.isOrganisation ? 'Met een school of organisatie' : 'Alleen of met mijn gezin',
            ],
            ['Deelnemers', String(count.participants)],
            [META_LABELS.teller, displayMetaValue(m.teller)],
            [META_LABELS.neerslag, displayMetaValue(m.neerslag)],
            [META_LABELS.groottetuin, displayMetaValue(m.groottetuin)],
            [META_LABELS.beplanting, displayMetaValue(m.beplanting)],
            [META_LABELS.katten, displayMetaValue(m.katten)],
            [META_LABELS.bestrijdingsmiddelen, displayMetaValue(m.bestrijdingsmiddelen)],
            [META_LABELS.voeding, displayMetaValue(m.voeding)],
            [META_LABELS.elementen, displayMetaValue(m.elementen)],
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
            // Every consent is on the summary, as ticked (issue 30).
            ...(u.phoneNumber?.trim()
              ? [['Mag je bellen', u.permissionToCall ? 'Ja' : 'Nee'] as [string, string]]
              : []),
          ]}
        />
      </Section>
    </>
  );
}
