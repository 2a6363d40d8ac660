import { hasOutboxPending } from './outbox-marker.ts';

/** After this delay the app start has settled; the outbox code is not part of the first load. */
const START_DELAY_MS = 3000;

/**
 * Counts queued on this device are retried on every app start, whatever page it opens on
 * (issue 4: reconnect, app start, periodically). The outbox code loads as its own chunk, and
 * only when `outbox-marker.ts` says a count is waiting.
 */
export function scheduleOutboxSync(): () => void {
  // Nothing queued on this device: the count screens load the outbox themselves when needed.
  if (!hasOutboxPending()) return () => undefined;
  const timer = window.setTimeout(() => {
    import('./outbox-sync.ts')
      .then((outbox) => outbox.startOutboxSync())
      .catch((error: unknown) => console.error('outbox', error));
  }, START_DELAY_MS);
  return () => window.clearTimeout(timer);
}
