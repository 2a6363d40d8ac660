import type { CountObject } from '@tvt/domain';
import type { SubmitResult } from '../api/submit-count.ts';
import type { OutboxEntry, OutboxStore } from './outbox-store.ts';

/** Sent entries are kept this long, so the app can still say when a count went out. */
export const SENT_RETENTION_MS = 7 * 24 * 3_600_000;

/** Wait after the nth failed attempt: 30 s doubling to 30 min, or longer if the server asks. */
export function retryDelayMs(attempts: number, retryAfterSeconds = 0): number {
  const backoff = Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 30 * 60_000);
  return Math.max(backoff, retryAfterSeconds * 1000);
}

export interface OutboxDeps {
  store: OutboxStore;
  send: (payload: CountObject) => Promise<SubmitResult>;
  now: () => Date;
  /** Called for a count the server refuses for good (spec 8: logged to the error endpoint). */
  onRefused?: (
    entry: OutboxEntry,
    result: Exclude<SubmitResult, { kind: 'ok' } | { kind: 'unreachable' }>,
  ) => void;
}

/** Keeps a count on the device until the server confirms it. Queuing the same count twice keeps one entry. */
export async function enqueue(
  store: OutboxStore,
  payload: CountObject,
  now: Date,
  reason: string,
): Promise<OutboxEntry> {
  const existing = await store.get(payload.countId);
  if (existing) return existing;
  const entry: OutboxEntry = {
    countId: payload.countId,
    payload,
    state: 'pending',
    queuedAt: now.toISOString(),
    attempts: 0,
    lastError: reason,
  };
  await store.put(entry);
  return entry;
}

async function attempt(deps: OutboxDeps, entry: OutboxEntry): Promise<OutboxEntry> {
  const result = await deps.send(entry.payload);
  const at = deps.now().toISOString();
  const tried = { ...entry, attempts: entry.attempts + 1, lastAttemptAt: at };
  if (result.kind === 'ok') {
    const sent: OutboxEntry = {
      ...tried,
      state: 'sent',
      sentAt: at,
      tellingUUID: result.tellingUUID,
    };
    delete sent.lastError;
    return sent;
  }
  if (result.kind === 'unreachable') {
    const wait = retryDelayMs(tried.attempts, result.retryAfter);
    const nextAttemptAt = new Date(deps.now().getTime() + wait).toISOString();
    return { ...tried, lastError: result.reason, nextAttemptAt };
  }
  // A 4xx that no retry can fix (400, 409, 413, 422, …): give up, but keep the count on the
  // device; the app tells the person what to do with it (refused-count.tsx).
  deps.onRefused?.(entry, result);
  const failed: OutboxEntry = { ...tried, state: 'failed', lastError: result.message };
  delete failed.nextAttemptAt;
  return failed;
}

/**
 * Tries every pending count once, oldest first, and forgets sent ones past retention. Stops at
 * the first unreachable answer: the server is down or the phone offline, the rest would fail too.
 * A count still waiting out its backoff is skipped, unless `force` (the person asked).
 */
export async function flushOutbox(deps: OutboxDeps, force = false): Promise<OutboxEntry[]> {
  const entries = (await deps.store.all()).sort((a, b) => a.queuedAt.localeCompare(b.queuedAt));
  const now = deps.now().getTime();
  const changed: OutboxEntry[] = [];
  for (const entry of entries) {
    if (
      entry.state === 'sent' &&
      now - Date.parse(entry.sentAt ?? entry.queuedAt) > SENT_RETENTION_MS
    ) {
      await deps.store.delete(entry.countId);
      continue;
    }
    if (entry.state !== 'pending') continue;
    if (!force && entry.nextAttemptAt && Date.parse(entry.nextAttemptAt) > now) continue;
    const next = await attempt(deps, entry);
    await deps.store.put(next);
    changed.push(next);
    if (next.state === 'pending') break;
  }
  return changed;
}
