import { paths } from '#shared/paths/paths.ts';
import { Screen } from '#shared/shell/screen.tsx';
import { TipsGrid } from '../features/tips/index.ts';

export function Component() {
  return (
    <Screen heading="Vogelkijktips" backTo={paths.home}>
      <TipsGrid />
    </Screen>
  );
}
