import { paths } from '../app/paths.ts';
import { Screen } from '../features/shell/screen.tsx';

export function Component() {
  return <Screen heading="Faq" backTo={paths.more} />;
}
