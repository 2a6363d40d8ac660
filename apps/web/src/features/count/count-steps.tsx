import type { AccountUserData, Phase } from '@tvt/domain';
import { selectableCountDates } from '@tvt/domain';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { paths } from '#shared/paths/paths.ts';
import { ScreenSkeleton } from '#shared/shell/screen.tsx';
import { useFirstIdle } from '#shared/ui/use-first-idle.ts';
import { useLoaded } from '#shared/ui/use-loaded.ts';
import type { RuntimeConfig } from '#shared/config/runtime-config.ts';
import type { PhaseInfo } from '../phase/index.ts';
import { personalIsAccount } from './account-prefill.ts';
import type { CountCampaign } from './api/count-campaign-query.ts';
import { useCountBirds } from './api/count-birds-query.ts';
import { newCountDraft, type CountStep } from './count-draft.ts';
import { useDraftState, withBirdLists } from './count-draft-state.ts';
import {
  clearFinishedCount,
  loadLastCount,
  saveLastCount,
  type LastCount,
} from './count-ui-storage.ts';
import { clearDraft, saveOutcome } from './draft-storage.ts';
import { AfterStep } from './steps/after-step.tsx';
import type { DoneResult } from './steps/done-step.tsx';
import { FirstCountStep } from './steps/first-count-step.tsx';
import { LeaveCountDialog } from './steps/leave-count-dialog.tsx';
import { PreStep } from './steps/pre-step.tsx';
import type { ServerProblem } from './steps/step-props.ts';
import { useStepHistory } from './use-step-history.ts';

/** What the done page keeps of a finished count, so it survives a reload. */
function lastCountOf(done: DoneResult): LastCount {
  const payload = done.payload;
  return {
    countId: payload?.countId ?? crypto.randomUUID(),
    birds: done.birds,
    countedOn: payload?.countedon ?? new Date().toISOString(),
    kind: done.kind,
    ...(done.kind === 'sent' && {
      tellingUUID: done.tellingUUID,
      sentAt: new Date().toISOString(),
    }),
    ...(done.kind === 'failed' && { reference: done.reference }),
  };
}

interface CountStepsProps {
  phase: Phase;
  info: PhaseInfo | undefined;
  config: RuntimeConfig;
  campaign: CountCampaign;
  requested: CountStep | undefined;
  /** A logged-in participant's account data: the personal step starts from it. */
  account?: AccountUserData | undefined;
}

/*
 * Issue 15, first paint (decision 063): the first screen of the count needs none of the later
 * steps' forms (react-hook-form, the address lookup, the payload's schema), so they are one chunk
 * of their own, fetched when the browser is first idle on the first screens and at once on a
 * later one. A signal lost later in the garden then does not stop the count.
 */
const loadLaterSteps = () => import('./steps/later-steps.ts');
const FIRST_SCREENS: readonly CountStep[] = ['pre', 'first-count', 'after'];

/** The step the draft is on; a later step shows the skeleton until its chunk is there. */
export function CountSteps({ phase, info, config, campaign, requested, account }: CountStepsProps) {
  const birds = useCountBirds(phase === 2 ? config : undefined);
  // With the birds in the first render the grid never arrives after the screen (a shift of 0.3).
  const [draft, update] = useDraftState(phase, campaign, requested, account, birds.data);
  const idle = useFirstIdle();
  const later = useLoaded(
    idle || !FIRST_SCREENS.includes(draft.page) ? loadLaterSteps : undefined,
    true,
  );
  const [last, setLast] = useState(() => loadLastCount(window.localStorage));
  const [problem, setProblem] = useState<ServerProblem>();
  const allowed = useMemo(() => selectableCountDates(new Date(), campaign), [campaign]);
  // The step lives in local state, not in the URL (spec 2); the history has an entry per step.
  const blocker = useStepHistory(draft, update);

  useEffect(() => {
    if (birds.data) update((d) => withBirdLists(d, birds.data));
  }, [birds.data, update]);

  useEffect(() => {
    window.scrollTo(0, 0);
    // The new step's heading, as after a route change (useArrivalFocus).
    document.querySelector<HTMLElement>('#inhoud h1')?.focus({ preventScroll: true });
  }, [draft.page]);

  const go = (page: CountStep) => update((d) => ({ ...d, page }));
  const restart = () => {
    clearDraft(window.localStorage);
    clearFinishedCount(window.localStorage);
    setLast(undefined);
    update(() =>
      withBirdLists(
        newCountDraft({ now: new Date(), randomUUID: () => crypto.randomUUID() }),
        birds.data ?? [],
      ),
    );
  };
  const common = { draft, update, go, config };

  const screen = stepScreen();
  return (
    <>
      {screen}
      {blocker.blocked && (
        <LeaveCountDialog onStay={() => blocker.reset()} onLeave={() => blocker.proceed()} />
      )}
    </>
  );

  function stepScreen(): ReactNode {
    switch (draft.page) {
      case 'pre':
        return <PreStep daysUntil={info?.daysUntilPhase2} next={info?.nextCampaign ?? null} />;
      case 'after':
        return (
          <AfterStep
            homePath={paths.home}
            last={info?.lastCampaign ?? null}
            next={info?.nextCampaign ?? null}
          />
        );
      case 'first-count':
        return (
          <FirstCountStep
            {...common}
            allowed={allowed}
            loading={birds.isPending && draft.primaryBirds.length === 0}
            loadError={birds.isError && draft.primaryBirds.length === 0}
            problem={problem}
          />
        );
    }
    if (!later) return <ScreenSkeleton />;
    const { CountPlaceStep, PersonalStep, SummaryStep, DoneStep } = later;
    switch (draft.page) {
      case 'count-place':
        return (
          <CountPlaceStep {...common} allowed={allowed} campaign={campaign} problem={problem} />
        );
      case 'personal-information':
        return <PersonalStep {...common} problem={problem} />;
      case 'count-summary':
        return (
          <SummaryStep
            {...common}
            campaign={campaign}
            accountDetailsOnly={personalIsAccount(draft.count, account)}
            onProblem={setProblem}
            onDone={(done) => {
              setProblem(undefined);
              const finished = lastCountOf(done);
              saveLastCount(window.localStorage, finished);
              setLast(finished);
              saveOutcome(window.localStorage, done.kind !== 'failed');
              update((d) => ({ ...d, page: 'done', succes: done.kind !== 'failed' }));
            }}
          />
        );
      case 'done':
        return (
          <DoneStep
            last={last}
            succes={draft.succes !== false}
            campaignName={campaign.name}
            onRestart={restart}
            homePath={paths.home}
            countService={config.services.count}
          />
        );
    }
  }
}
