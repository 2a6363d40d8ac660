import { Screen } from '../features/shell/screen.tsx';

export function Component() {
  return <Screen heading="Bedankt voor het tellen!" backTo={false} logo />;
}
