import type { CountBirds } from '@tvt/domain';
import { useState } from 'react';
import { Link } from 'react-router';
import { ShareOverlay } from '#shared/ui/share-overlay.tsx';
import { OutboxStatus } from '../outbox/outbox-status.tsx';
import type { SubmitOutcome } from '../submit-draft.ts';
import { StepScreen } from './step-screen.tsx';

export type DoneResult = Exclude<SubmitOutcome, { kind: 'invalid' }> & { birds: CountBirds };

interface DoneStepProps {
  /** Undefined after a reload: the outcome flag is all that is kept. */
  result: DoneResult | undefined;
  succes: boolean;
  campaignName: string;
  onRestart: () => void;
  homePath: string;
}

const SHARE_TEXT =
  'Ik heb meegeteld met de Nationale Tuinvogeltelling! Tel jij ook de vogels in je tuin?';

/** Spec 2 "done": thanks with the counted birds and the share overlay, or the failure text. */
export function DoneStep({ result, succes, campaignName, onRestart, homePath }: DoneStepProps) {
  const [sharing, setSharing] = useState(false);
  if (!succes || result?.kind === 'failed') {
    return (
      <StepScreen step="done" heading="Er is iets mis gegaan!">
        <p className="count-lead">Je telling kon helaas niet worden verwerkt.</p>
        {result?.kind === 'failed' && (
          <p>
            Neem contact met ons op en noem deze referentie:{' '}
            <strong className="reference">{result.reference}</strong>
          </p>
        )}
        <div className="button-row">
          <button type="button" className="button" onClick={onRestart}>
            Nieuwe telling
          </button>
          <Link className="button button--secondary" to={homePath}>
            Naar home
          </Link>
        </div>
      </StepScreen>
    );
  }
  const birds = Object.entries(result?.birds ?? {});
  return (
    <StepScreen step="done" heading="Bedankt voor het tellen!">
      {result?.kind === 'queued' ? (
        <div className="notice notice--info" role="status">
          <p className="notice__title">Je telling is bewaard op dit apparaat</p>
          <p>
            Er is nu geen verbinding met de server. Je telling wordt automatisch verstuurd zodra dat
            weer kan; je hoeft niets te doen.
          </p>
        </div>
      ) : (
        result?.kind === 'sent' && <p className="count-lead">Je telling is goed ontvangen.</p>
      )}
      <OutboxStatus {...(result?.payload && { only: result.payload.countId })} />
      {result && (
        <section aria-labelledby="done-birds">
          <h2 id="done-birds" className="count-subheading">
            Jouw telling
          </h2>
          {birds.length === 0 ? (
            <p>Je hebt geen vogels gezien. Ook die telling helpt het onderzoek!</p>
          ) : (
            <ul className="summary-birds">
              {birds.map(([id, b]) => (
                <li key={id}>
                  <span>{b.birdName}</span>
                  <span>{b.birdCount}</span>
                </li>
              ))}
            </ul>
          )}
        </section>
      )}
      <div className="button-row">
        <button type="button" className="button" onClick={() => setSharing(true)}>
          Roep anderen op om mee te doen!
        </button>
        <button type="button" className="button button--secondary" onClick={onRestart}>
          Nieuwe telling
        </button>
      </div>
      <ShareOverlay
        open={sharing}
        onOpenChange={setSharing}
        title="Roep anderen op om mee te doen!"
        shareTitle={`Mijn ${campaignName}`}
        text={SHARE_TEXT}
        url={`${window.location.origin}${homePath}`}
      />
    </StepScreen>
  );
}
