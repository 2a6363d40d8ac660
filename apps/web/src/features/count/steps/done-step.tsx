import { BIRD_NOUN, birdsForDisplay, plural, type CountBirds } from '@tvt/domain';
import { useState } from 'react';
import { Link } from 'react-router';
import { ShareOverlay } from '#shared/ui/share-overlay.tsx';
import type { LastCount } from '../count-ui-storage.ts';
import { flushNow } from '../outbox/outbox-sync.ts';
import type { SubmitOutcome } from '../submit-draft.ts';
import { CountStatusBox } from './count-status-box.tsx';
import { StepScreen } from './step-screen.tsx';
import { BirdRows } from './summary-sections.tsx';
import { useCountStatus } from './use-count-status.ts';

export type DoneResult = Exclude<SubmitOutcome, { kind: 'invalid' }> & { birds: CountBirds };

interface DoneStepProps {
  /** The last count (kept in local storage until the next count starts); undefined if lost. */
  last: LastCount | undefined;
  succes: boolean;
  campaignName: string;
  onRestart: () => void;
  homePath: string;
}

const SHARE_TEXT =
  'Ik heb meegeteld met de Nationale Tuinvogeltelling! Tel jij ook de vogels in je tuin?';

function CountedList({ birds }: { birds: CountBirds }) {
  const shown = birdsForDisplay(birds);
  const total = shown.reduce((sum, [, b]) => sum + b.birdCount, 0);
  return (
    <section aria-labelledby="done-birds">
      <h2 id="done-birds" className="count-subheading">
        Jouw telling
      </h2>
      {shown.length === 0 ? (
        <p>Je hebt geen vogels gezien. Ook die telling helpt het onderzoek!</p>
      ) : (
        <>
          <BirdRows birds={shown} />
          <p className="summary-total">Totaal: {plural(total, BIRD_NOUN)}</p>
        </>
      )}
    </section>
  );
}

function LastCountDone({ last }: { last: LastCount }) {
  const status = useCountStatus(last);
  return (
    <>
      <CountStatusBox
        status={status}
        countedOn={last.countedOn}
        onRetry={() => void flushNow().catch(() => undefined)}
      />
      <CountedList birds={last.birds} />
    </>
  );
}

/** Spec 2 "done": one status box, the counted birds, and where to go next. */
export function DoneStep({ last, succes, campaignName, onRestart, homePath }: DoneStepProps) {
  const [sharing, setSharing] = useState(false);
  const failed = !succes || last?.kind === 'failed';
  return (
    <StepScreen
      step="done"
      heading={failed ? 'Er is iets mis gegaan!' : 'Bedankt voor het tellen!'}
    >
      {last ? (
        <LastCountDone last={last} />
      ) : (
        <p className="count-lead">
          {failed
            ? 'Je telling kon helaas niet worden verwerkt. Doe een nieuwe telling, of neem contact met ons op.'
            : 'Je telling is afgerond.'}
        </p>
      )}
      <div className="button-row">
        {!failed && (
          <button type="button" className="button" onClick={() => setSharing(true)}>
            Roep anderen op om mee te doen!
          </button>
        )}
        <button type="button" className="button button--secondary" onClick={onRestart}>
          Nieuwe telling
        </button>
        <Link className="button button--secondary" to={homePath}>
          Naar home
        </Link>
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
