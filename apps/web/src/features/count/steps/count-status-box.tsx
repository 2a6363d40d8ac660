import { countedOnText, instantText } from '@tvt/domain';
import { Link } from 'react-router';
import { paths } from '#shared/paths/paths.ts';
import type { OutboxEntry } from '../outbox/outbox-store.ts';
import { RefusedCount } from '../outbox/refused-count.tsx';

/**
 * Where one count stands, as the done page shows it. A small closed set: another state (e.g. the
 * outbox giving up on a refusal) is one more `kind` with its own `detail` text.
 */
export type CountStatus =
  | { kind: 'sent'; tellingUUID?: string | undefined; sentAt?: string | undefined }
  | { kind: 'queued' }
  /** Refused for good; `detail` is the server's (Dutch) reason when there is one. */
  | { kind: 'failed'; detail?: string | undefined; reference?: number | undefined }
  /** Queued, then refused by the server for good: kept on the device, not retried (issue 11). */
  | { kind: 'refused'; entry: OutboxEntry };

export interface CountStatusBoxProps {
  status: CountStatus;
  /** The count's own moment (`countedon`), never the moment it was saved. */
  countedOn: string;
  /** Queued only: try sending now. */
  onRetry?: () => void;
}

/**
 * The count's chosen moment from its `countedon` (spec 7 shifts it by an hour: read back with
 * the domain's inverse, never as a plain instant), e.g. `zaterdag 25 januari om 10:15`.
 */
export const formatCountedOn = countedOnText;

/** A real instant (when it was sent), e.g. `maandag 27 januari om 09:02`. */
export function formatCountMoment(iso: string): string {
  return instantText(new Date(iso));
}

const TITLES: Record<CountStatus['kind'], string> = {
  sent: 'Je telling is verstuurd',
  queued: 'Je telling is bewaard op dit apparaat',
  failed: 'Je telling is niet verwerkt',
  refused: 'Je telling is niet aangenomen',
};

/** One box, one live region: it changes in place from 'bewaard' to 'verstuurd'. */
export function CountStatusBox({ status, countedOn, onRetry }: CountStatusBoxProps) {
  const tone = { sent: 'success', queued: 'info', failed: 'error', refused: 'warning' }[
    status.kind
  ];
  const when = formatCountedOn(countedOn);
  return (
    <div
      className={`notice notice--${tone} count-status`}
      role="status"
      aria-live="polite"
      data-state={status.kind}
    >
      <p className="notice__title">{TITLES[status.kind]}</p>
      {status.kind === 'sent' && (
        <>
          <p>
            Je telling van {when} is verstuurd
            {status.sentAt ? ` op ${formatCountMoment(status.sentAt)}` : ''} en goed ontvangen. Je
            hoeft niets meer te doen, en niet opnieuw te tellen.
          </p>
          <p className="count-status__links">
            {status.tellingUUID && (
              <Link to={paths.countResult(status.tellingUUID)}>Bekijk jouw telling</Link>
            )}
            <Link to={paths.results}>Bekijk de resultaten</Link>
          </p>
        </>
      )}
      {status.kind === 'queued' && (
        <>
          <p>
            Je telling kan nu niet worden verstuurd: er is geen verbinding. Je telling van {when}
            staat veilig op dit apparaat en wordt automatisch verstuurd zodra er verbinding is, ook
            als je de app sluit en later weer opent. Tel dus niet opnieuw, anders telt hij dubbel.
          </p>
          {onRetry && (
            <button type="button" className="link-button" onClick={onRetry}>
              Nu opnieuw proberen
            </button>
          )}
        </>
      )}
      {status.kind === 'refused' && <RefusedCount entry={status.entry} />}
      {status.kind === 'failed' && (
        <>
          <p>
            Je telling van {when} is niet aangenomen
            {status.detail ? `: ${status.detail}` : '.'} Je telling en de foutmelding zijn
            doorgegeven aan de organisatie, zodat we kunnen uitzoeken wat er misging.
          </p>
          <p>
            Wat kun je doen? Doe een nieuwe telling met dezelfde vogels (ze staan hieronder), of
            neem contact met ons op
            {status.reference !== undefined && (
              <>
                {' '}
                en noem het kenmerk van je telling:{' '}
                <strong className="reference">{status.reference}</strong>
              </>
            )}
            . Zie ook <Link to={paths.faq}>veelgestelde vragen</Link>.
          </p>
        </>
      )}
    </div>
  );
}
