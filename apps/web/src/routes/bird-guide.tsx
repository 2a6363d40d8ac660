import { Screen } from '../features/shell/screen.tsx';

export function Component() {
  return <Screen heading="Vogelgids" backTo={false} logo />;
}
