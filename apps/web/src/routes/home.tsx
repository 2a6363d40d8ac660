import { DEFAULT_CAMPAIGN } from '@tvt/domain';
import { useAuthStatus } from '#shared/auth/auth-store.ts';
import { HomeScreen } from '../features/home/index.ts';
import { usePhase } from '../features/phase/index.ts';
import { Screen } from '#shared/shell/screen.tsx';

export function Component() {
  const { phase, info } = usePhase();
  // Home does not wait for the login state: it shows the sign-up link until a login is reported.
  const loggedIn = useAuthStatus() === 'authenticated';
  return (
    <Screen heading={info?.campaignName ?? DEFAULT_CAMPAIGN.name} title="Home" backTo={false} logo>
      {phase !== undefined && <HomeScreen phase={phase} loggedIn={loggedIn} />}
    </Screen>
  );
}
