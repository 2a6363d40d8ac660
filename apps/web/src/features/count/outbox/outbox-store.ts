import type { CountObject } from '@tvt/domain';

/**
 * A count waiting on this device for the server's confirmation. `payload` is sent unchanged on
 * every attempt; entries stay after sending so the app can say when the count went out.
 */
export interface OutboxEntry {
  countId: string;
  payload: CountObject;
  state: 'pending' | 'sent' | 'failed';
  queuedAt: string;
  attempts: number;
  lastAttemptAt?: string;
  /** After a failed attempt: not tried again before this (backoff, or the server's Retry-After). */
  nextAttemptAt?: string;
  lastError?: string;
  sentAt?: string;
  tellingUUID?: string;
}

/** The storage the outbox needs; IndexedDB in the browser, a Map in unit tests. */
export interface OutboxStore {
  put(entry: OutboxEntry): Promise<void>;
  get(countId: string): Promise<OutboxEntry | undefined>;
  all(): Promise<OutboxEntry[]>;
  delete(countId: string): Promise<void>;
}
