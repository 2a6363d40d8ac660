import { paths } from '../app/paths.ts';
import { AboutText } from '../features/about/about-text.tsx';
import { Screen } from '../features/shell/screen.tsx';
import { VersionLabel } from '../features/shell/version-label.tsx';

export function Component() {
  return (
    <Screen heading="Over de app" backTo={paths.more}>
      <AboutText />
      <VersionLabel />
    </Screen>
  );
}
