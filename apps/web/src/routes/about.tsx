import { paths } from '#shared/paths/paths.ts';
import { AboutText } from '../features/about/index.ts';
import { Screen } from '#shared/shell/screen.tsx';
import { VersionLabel } from '#shared/shell/version-label.tsx';

export function Component() {
  return (
    <Screen heading="Over de app" backTo={paths.more}>
      <AboutText />
      <VersionLabel />
    </Screen>
  );
}
