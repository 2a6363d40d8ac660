import { paths } from '#shared/paths/paths.ts';
import { Screen } from '#shared/shell/screen.tsx';
import { TipsGrid } from '../features/tips/tips-grid.tsx';

export function Component() {
  return (
    <Screen heading="Vogelkijktips" backTo={paths.home}>
      <TipsGrid />
    </Screen>
  );
}
