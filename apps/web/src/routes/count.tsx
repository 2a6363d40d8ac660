import { CountFlow } from '../features/count/count-flow.tsx';

/** /telling: the count flow at the saved step. */
export function Component() {
  return <CountFlow />;
}
