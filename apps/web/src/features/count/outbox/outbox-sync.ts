import type { CountObject } from '@tvt/domain';
import { fetchConfig } from '#shared/config/config-query.ts';
import { DEFAULT_CONFIG, type RuntimeConfig } from '#shared/config/runtime-config.ts';
import { logCountError } from '../api/log-count-error.ts';
import { submitCount } from '../api/submit-count.ts';
import { enqueue, flushOutbox } from './outbox.ts';
import type { OutboxEntry, OutboxStore } from './outbox-store.ts';
import { indexedDbOutboxStore } from './indexed-db-store.ts';
import { clearOutboxPending, markOutboxPending } from './outbox-marker.ts';

/** While the app is open, the outbox is looked at this often (iOS has no Background Sync); each count waits out its own backoff (outbox.ts). */
export const RETRY_INTERVAL_MS = 15_000;

/** Fired on `outboxEvents` whenever an entry was added or changed. */
export const OUTBOX_CHANGED = 'outbox-changed';
export const outboxEvents = new EventTarget();

let store: OutboxStore | undefined;
let running: Promise<OutboxEntry[]> | undefined;
let started = false;
let configPromise: Promise<RuntimeConfig> | undefined;

export function outboxStore(): OutboxStore {
  return (store ??= indexedDbOutboxStore());
}

function config(): Promise<RuntimeConfig> {
  return (configPromise ??= fetchConfig().catch(() => DEFAULT_CONFIG));
}

function changed() {
  outboxEvents.dispatchEvent(new Event(OUTBOX_CHANGED));
}

/**
 * One flush at a time per tab; a second tab may flush too, the server stores each countId once.
 * `force` ignores the backoff (the person pressed "Nu opnieuw proberen").
 */
export function flushNow(force = false): Promise<OutboxEntry[]> {
  running ??= (async () => {
    const cfg = await config();
    try {
      return await flushOutbox(
        {
          store: outboxStore(),
          now: () => new Date(),
          send: (payload: CountObject) => submitCount(cfg, payload),
          onRefused: (entry, result) =>
            void logCountError(cfg, {
              inztestid: entry.payload.inztestid,
              countObject: entry.payload,
              functionName: 'flushOutbox',
              error: new Error(result.message),
              extra: { result },
            }),
        },
        force,
      );
    } finally {
      running = undefined;
    }
  })().then(async (entries) => {
    if (entries.length > 0) changed();
    const waiting = (await outboxStore().all()).some((entry) => entry.state === 'pending');
    if (!waiting) clearOutboxPending();
    return entries;
  });
  return running;
}

/** Queues a count the server could not be reached for. */
export async function queueCount(payload: CountObject, reason: string): Promise<OutboxEntry> {
  const entry = await enqueue(outboxStore(), payload, new Date(), reason);
  markOutboxPending();
  changed();
  return entry;
}

function flushQuietly(force = false) {
  flushNow(force).catch((error: unknown) => console.error('outbox', error));
}

/**
 * Retries on app start, when the device comes back online, when the app returns to the
 * foreground and every 15 s while it is open (each count after its own backoff). Safe to call
 * more than once.
 */
export function startOutboxSync(): void {
  if (started || typeof indexedDB === 'undefined') return;
  started = true;
  // An app start and a regained connection are news: they try at once, past any backoff.
  window.addEventListener('online', () => flushQuietly(true));
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') flushQuietly();
  });
  window.setInterval(() => {
    if (navigator.onLine) flushQuietly();
  }, RETRY_INTERVAL_MS);
  flushQuietly(true);
}
