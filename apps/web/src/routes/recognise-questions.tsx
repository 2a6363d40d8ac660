import { paths } from '#shared/paths/paths.ts';
import { Screen } from '#shared/shell/screen.tsx';
import { WizardScreen } from '../features/wizard/index.ts';

export function Component() {
  return (
    <Screen heading="Herkennen via vragen" backTo={paths.recognise} logo>
      <WizardScreen />
    </Screen>
  );
}
