import { paths } from '#shared/paths/paths.ts';
import { FaqText } from '../features/faq/index.ts';
import { Screen } from '#shared/shell/screen.tsx';

export function Component() {
  return (
    <Screen heading="Faq" title="Veelgestelde vragen" backTo={paths.more}>
      <FaqText />
    </Screen>
  );
}
