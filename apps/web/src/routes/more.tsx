import { MoreMenu } from '../features/more/more-menu.tsx';
import { Screen } from '#shared/shell/screen.tsx';

export function Component() {
  return (
    <Screen heading="Meer" backTo={false} logo>
      <MoreMenu />
    </Screen>
  );
}
