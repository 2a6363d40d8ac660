/**
 * Public entry of the count flow. `scheduleOutboxSync` and `countBirdsKey` are tiny and part of
 * the first load; the first loads the outbox itself, and `CountFlow` is only reached from the
 * lazy count routes.
 */
export { CountFlow } from './count-flow.tsx';
export { scheduleOutboxSync } from './outbox/schedule-outbox-sync.ts';
export { countBirdsKey } from './api/count-birds-key.ts';
// Drawn at build time into the page the server sends for the count's first step (decision 066).
export { CountFrame } from './count-frame.tsx';
