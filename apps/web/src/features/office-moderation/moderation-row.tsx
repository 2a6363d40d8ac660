import { useState } from 'react';
import type { ModerationItem } from '@tvt/contract/office';
import { useModerationPersonal } from './moderation-personal-query.ts';

interface ModerationRowProps {
  item: ModerationItem;
  reasonLabels: Record<string, string>;
  selected: boolean;
  onSelect: (on: boolean) => void;
  busy: boolean;
  onDecide: (kind: 'accept' | 'exclude') => void;
  canSeePersonal: boolean;
}

const when = (item: ModerationItem) => {
  const [y, m, d] = item.countDate.split('-');
  return `${d}-${m}-${y} ${item.countTime}`;
};

/** One flagged count: research fields, the reasons, and its two decisions. */
export function ModerationRow(props: ModerationRowProps) {
  const { item } = props;
  const [open, setOpen] = useState(false);
  const personal = useModerationPersonal(item.tellingUUID, open);
  const label = `telling van ${when(item)} in ${item.municipality || item.pc4}`;
  const top = item.birds.slice(0, 4);
  return (
    <tr className={item.excluded ? 'office-moderation__row--excluded' : undefined}>
      <td>
        <input
          type="checkbox"
          aria-label={`Selecteer ${label}`}
          checked={props.selected}
          onChange={(event) => props.onSelect(event.target.checked)}
        />
      </td>
      <td>
        <span className="office-moderation__when">{when(item)}</span>
        <span className="office-moderation__sub">{item.participants} tellers</span>
      </td>
      <td>
        {item.pc4} {item.municipality}
        <span className="office-moderation__sub">{item.province}</span>
      </td>
      <td>
        <strong>{item.birdsCountedTotal}</strong> vogels, {item.birds.length} soorten
        <ul className="office-moderation__birds">
          {top.map((bird) => (
            <li key={bird.birdId}>
              {bird.name}: {bird.count}
              {bird.suspicious && <span className="office-moderation__flag"> (boven drempel)</span>}
            </li>
          ))}
        </ul>
      </td>
      <td>
        <ul className="office-moderation__reasons">
          {item.reasons.map((reason) => (
            <li key={reason}>{props.reasonLabels[reason] ?? reason}</li>
          ))}
        </ul>
        {item.note && <span className="office-moderation__sub">Reden: {item.note}</span>}
      </td>
      <td className="office-moderation__actions">
        {item.state !== 'accepted' && (
          <button
            type="button"
            className="button"
            disabled={props.busy}
            aria-label={`${item.excluded ? 'Weer meetellen' : 'Accepteren'}: ${label}`}
            onClick={() => props.onDecide('accept')}
          >
            {item.excluded ? 'Weer meetellen' : 'Accepteren'}
          </button>
        )}
        {item.state !== 'excluded' && (
          <button
            type="button"
            className="button button--secondary"
            disabled={props.busy}
            aria-label={`Uitsluiten: ${label}`}
            onClick={() => props.onDecide('exclude')}
          >
            Uitsluiten
          </button>
        )}
        {props.canSeePersonal && (
          <button
            type="button"
            className="button button--secondary"
            aria-expanded={open}
            onClick={() => setOpen(!open)}
          >
            {open ? 'Persoonsgegevens verbergen' : 'Persoonsgegevens tonen'}
          </button>
        )}
        {open && personal.data && (
          <dl className="office-moderation__personal">
            {personal.data.personal ? (
              <>
                <dt>Naam</dt>
                <dd>
                  {[
                    personal.data.personal.firstName,
                    personal.data.personal.lastNamePrefix,
                    personal.data.personal.lastName,
                  ]
                    .filter(Boolean)
                    .join(' ')}
                </dd>
                <dt>E-mail</dt>
                <dd>{personal.data.personal.emailAddress}</dd>
                <dt>Adres</dt>
                <dd>
                  {personal.data.personal.street} {personal.data.personal.streetNumber}
                  {personal.data.personal.streetNumberAddition ?? ''},{' '}
                  {personal.data.personal.postalCode} {personal.data.personal.city}
                </dd>
              </>
            ) : (
              <>
                <dt>Persoonsgegevens</dt>
                <dd>Verwijderd</dd>
              </>
            )}
            <dt>Opmerkingen</dt>
            <dd>{personal.data.remarks || '–'}</dd>
          </dl>
        )}
      </td>
    </tr>
  );
}
