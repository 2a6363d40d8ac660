/**
 * Public entry of the count flow. `scheduleOutboxSync` is tiny and part of the first load; it
 * loads the outbox itself, and `CountFlow` is only reached from the lazy count routes.
 */
export { CountFlow } from './count-flow.tsx';
export { scheduleOutboxSync } from './outbox/schedule-outbox-sync.ts';
