import { paths } from '../app/paths.ts';
import { FaqText } from '../features/faq/faq-text.tsx';
import { Screen } from '../features/shell/screen.tsx';

export function Component() {
  return (
    <Screen heading="Faq" backTo={paths.more}>
      <FaqText />
    </Screen>
  );
}
