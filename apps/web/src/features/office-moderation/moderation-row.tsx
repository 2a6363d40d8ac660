import { useState } from 'react';
import type { ModerationItem } from '@tvt/contract/office';
import { PersonalDetails } from './personal-details.tsx';

interface ModerationRowProps {
  item: ModerationItem;
  index: number;
  reasonLabels: Record<string, string>;
  selected: boolean;
  onSelect: (on: boolean) => void;
  busy: boolean;
  onDecide: (kind: 'accept' | 'exclude') => void;
  canSeePersonal: boolean;
}

const count = new Intl.NumberFormat('nl-NL');

export function countWhen(item: ModerationItem): string {
  const [y, m, d] = item.countDate.split('-');
  return `${d}-${m}-${y} ${item.countTime}`;
}

/** 'de telling van 31-01-2026 10:00 in Utrecht': how the row and its dialog name the count. */
export const countLabel = (item: ModerationItem) =>
  `de telling van ${countWhen(item)} in ${item.municipality || item.pc4}`;

/** 'Winterkoning 4, drempel 4' for every species at or over its threshold. */
function thresholdLines(item: ModerationItem): string[] {
  return item.birds
    .filter((bird) => bird.suspicious)
    .map((bird) =>
      bird.threshold === null
        ? `${bird.name} ${count.format(bird.count)}`
        : `${bird.name} ${count.format(bird.count)}, drempel ${count.format(bird.threshold)}`,
    );
}

/**
 * One flagged count: where and when, the birds, why it was flagged (the species named with their
 * thresholds), and one primary action: accept when waiting, exclude when accepted, count it again
 * when excluded. The primary button carries `data-row` for the page's keyboard shortcuts.
 */
export function ModerationRow(props: ModerationRowProps) {
  const { item } = props;
  const [open, setOpen] = useState(false);
  const label = countLabel(item);
  const primary: 'accept' | 'exclude' = item.state === 'accepted' ? 'exclude' : 'accept';
  const primaryText =
    primary === 'exclude' ? 'Uitsluiten…' : item.excluded ? 'Weer meetellen' : 'Accepteren';
  const reasons = item.reasons.filter((reason) => reason !== 'threshold');
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
        <span className="office-moderation__when">{countWhen(item)}</span>
        <span className="office-moderation__sub">
          {item.pc4} {item.municipality}, {item.province}
        </span>
        <span className="office-moderation__sub">
          {item.participants} {item.participants === 1 ? 'teller' : 'tellers'}
        </span>
      </td>
      <td>
        <strong>{count.format(item.birdsCountedTotal)}</strong> vogels, {item.birds.length} soorten
        <ul className="office-moderation__reasons">
          {thresholdLines(item).map((line) => (
            <li key={line}>{line}</li>
          ))}
          {reasons.map((reason) => (
            <li key={reason}>{props.reasonLabels[reason] ?? reason}</li>
          ))}
        </ul>
        {item.note && <span className="office-moderation__sub">Reden: {item.note}</span>}
      </td>
      <td>
        <div className="office-moderation__actions">
          <button
            type="button"
            className="button"
            data-row={props.index}
            disabled={props.busy}
            aria-label={`${primaryText.replace('…', '')}: ${label}`}
            onClick={() => props.onDecide(primary)}
          >
            {primaryText}
          </button>
          {item.state === 'waiting' && (
            <button
              type="button"
              className="link-button"
              disabled={props.busy}
              aria-label={`Uitsluiten: ${label}`}
              onClick={() => props.onDecide('exclude')}
            >
              Uitsluiten…
            </button>
          )}
          {props.canSeePersonal && (
            <button
              type="button"
              className="link-button"
              aria-expanded={open}
              onClick={() => setOpen(!open)}
            >
              {open ? 'Persoonsgegevens verbergen' : 'Persoonsgegevens'}
            </button>
          )}
        </div>
        {open && <PersonalDetails tellingUUID={item.tellingUUID} />}
      </td>
    </tr>
  );
}
