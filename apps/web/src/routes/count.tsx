import { CountFlow } from '../features/count/index.ts';

/** /telling: the count flow at the saved step. */
export function Component() {
  return <CountFlow />;
}
