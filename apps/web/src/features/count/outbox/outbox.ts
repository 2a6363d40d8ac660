import type { CountObject } from '@tvt/domain';
import type { SubmitResult } from '../api/submit-count.ts';
import type { OutboxEntry, OutboxStore } from './outbox-store.ts';

/** Sent entries are kept this long, so the app can still say when a count went out. */
export const SENT_RETENTION_MS = 7 * 24 * 3_600_000;

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
  if (result.kind === 'unreachable') return { ...tried, lastError: result.reason };
  deps.onRefused?.(entry, result);
  return { ...tried, state: 'failed', lastError: result.message };
}

/**
 * Tries every pending count once, oldest first, and forgets sent ones past retention. Stops at
 * the first unreachable answer: the server is down or the phone offline, the rest would fail too.
 */
export async function flushOutbox(deps: OutboxDeps): Promise<OutboxEntry[]> {
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
    const next = await attempt(deps, entry);
    await deps.store.put(next);
    changed.push(next);
    if (next.state === 'pending') break;
  }
  return changed;
}
