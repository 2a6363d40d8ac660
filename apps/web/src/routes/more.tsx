import { MoreMenu } from '../features/more/index.ts';
import { Screen } from '#shared/shell/screen.tsx';

export function Component() {
  return (
    <Screen heading="Meer" backTo={false} logo>
      <MoreMenu />
    </Screen>
  );
}
