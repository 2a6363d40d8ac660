import { useEffect } from 'react';
import { useAccountUser } from '../account/index.ts';
import { useAuthStatus } from '#shared/auth/auth-store.ts';
import { useConfig } from '#shared/config/config-query.ts';
import { usePhase } from '../phase/index.ts';
import { ScreenSkeleton } from '#shared/shell/screen.tsx';
import { useCountBirds } from './api/count-birds-query.ts';
import { useCountCampaign } from './api/count-campaign-query.ts';
import type { CountStep } from './count-draft.ts';
import { CountSteps } from './count-steps.tsx';
import { startOutboxSync } from './outbox/outbox-sync.ts';
import './count.css';

interface CountFlowProps {
  /** The step a deep link (/telling/meta, …) asks for; see README.md. */
  requested?: CountStep;
}

/** /telling and its sub-routes: waits for the phase and the campaign dates, then runs the flow. */
export function CountFlow({ requested }: CountFlowProps) {
  const { phase, info } = usePhase();
  const config = useConfig();
  const campaign = useCountCampaign(config);
  // The first step lays out its bird grid at once: no cards pushing the buttons down later.
  const birdsPending = useCountBirds(config).isPending;
  // Spec 4: a logged-in person's draft starts from the account, so wait for both.
  const auth = useAuthStatus();
  const account = useAccountUser(auth === 'authenticated' ? config : undefined);
  const accountPending = auth === 'unknown' || (auth === 'authenticated' && account.isPending);

  useEffect(startOutboxSync, []);

  if (
    phase === undefined ||
    config === undefined ||
    campaign === undefined ||
    accountPending ||
    birdsPending
  )
    return <ScreenSkeleton />;
  return (
    <CountSteps
      phase={phase}
      info={info}
      config={config}
      campaign={campaign}
      requested={requested}
      account={account.data}
    />
  );
}
