import { CountFlow } from '../features/count/index.ts';

/** Opens the count flow at 'done' when the draft allows it (see features/count/README.md). */
export function Component() {
  return <CountFlow requested="done" />;
}
