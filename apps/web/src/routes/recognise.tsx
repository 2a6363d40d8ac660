import { RecogniseStart } from '../features/recognise/recognise-start.tsx';
import { Screen } from '#shared/shell/screen.tsx';

export function Component() {
  return (
    <Screen heading="Herkennen" backTo={false} logo>
      <RecogniseStart />
    </Screen>
  );
}
