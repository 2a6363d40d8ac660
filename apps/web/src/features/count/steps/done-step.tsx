import { BIRD_NOUN, birdsForDisplay, plural, type CountBirds } from '@tvt/domain';
import { useState } from 'react';
import { Link } from 'react-router';
import { joinUrl } from '#shared/http/index.ts';
import { paths } from '#shared/paths/paths.ts';
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
  /** The count service's base address: the count's preview image is there. */
  countService: string;
}

const SHARE_TEXT =
  'Ik heb meegeteld met de Nationale Tuinvogeltelling! Dit zag ik. Tel jij ook mee?';

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
/**
 * Sharing the participant's own result page (issue 30), whose link shows its preview image in
 * a chat: offered once the server has the count, as there is no page to share before.
 */
function ShareOwnCount({
  last,
  campaignName,
  countService,
}: {
  last: LastCount;
  campaignName: string;
  countService: string;
}) {
  const [sharing, setSharing] = useState(false);
  const status = useCountStatus(last);
  if (status.kind !== 'sent' || !status.tellingUUID) return null;
  const page = `${window.location.origin}${paths.countResult(status.tellingUUID)}`;
  return (
    <>
      <button type="button" className="button" onClick={() => setSharing(true)}>
        Deel je telling
      </button>
      <ShareOverlay
        open={sharing}
        onOpenChange={setSharing}
        title="Deel je telling"
        shareTitle={`Mijn ${campaignName}`}
        text={SHARE_TEXT}
        url={page}
        linkLabel="Link naar je telling"
        image={{
          src: joinUrl(countService, `results/counts/${status.tellingUUID}/preview.png`),
          alt: 'Voorbeeld van wat anderen zien: jouw telling met de getelde vogels',
        }}
      />
    </>
  );
}

export function DoneStep({
  last,
  succes,
  campaignName,
  onRestart,
  homePath,
  countService,
}: DoneStepProps) {
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
        {!failed && last && (
          <ShareOwnCount last={last} campaignName={campaignName} countService={countService} />
        )}
        <button type="button" className="button button--secondary" onClick={onRestart}>
          Nieuwe telling
        </button>
        <Link className="button button--secondary" to={homePath}>
          Naar home
        </Link>
      </div>
    </StepScreen>
  );
}
