import { DEFAULT_CAMPAIGN } from '@tvt/domain';
import { HomeScreen } from '../features/home/home-screen.tsx';
import { usePhase } from '../features/phase/phase-context.tsx';
import { Screen } from '../features/shell/screen.tsx';

export function Component() {
  const { phase, info } = usePhase();
  return (
    <Screen heading={info?.campaignName ?? DEFAULT_CAMPAIGN.name} backTo={false} logo>
      {/* Login is switched off by the spec's flag, so no visitor is logged in yet. */}
      {phase !== undefined && <HomeScreen phase={phase} loggedIn={false} />}
    </Screen>
  );
}
