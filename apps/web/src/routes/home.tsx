import { DEFAULT_CAMPAIGN } from '@tvt/domain';
import { HomeIntro } from '../features/home/home-intro.tsx';
import { usePhase } from '../features/phase/phase-context.tsx';
import { Screen } from '../features/shell/screen.tsx';

export function Component() {
  const { info } = usePhase();
  return (
    <Screen heading={info?.campaignName ?? DEFAULT_CAMPAIGN.name} backTo={false} logo>
      <HomeIntro />
    </Screen>
  );
}
