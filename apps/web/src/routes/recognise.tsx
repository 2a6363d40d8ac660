import { RecogniseStart } from '../features/recognise/index.ts';
import { Screen } from '#shared/shell/screen.tsx';

export function Component() {
  return (
    <Screen heading="Herkennen" backTo={false} logo>
      <RecogniseStart />
    </Screen>
  );
}
