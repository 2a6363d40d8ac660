import { ResultsScreen } from '../features/results/index.ts';

export function Component() {
  return <ResultsScreen />;
}
