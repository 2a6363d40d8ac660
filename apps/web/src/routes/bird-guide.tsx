import { BirdGuideList } from '../features/bird-guide/index.ts';
import { Screen } from '#shared/shell/screen.tsx';

export function Component() {
  return (
    <Screen heading="Vogelgids" backTo={false} logo>
      <BirdGuideList />
    </Screen>
  );
}
