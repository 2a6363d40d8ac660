import type { CountObject } from '@tvt/domain';
import { describe, expect, it, vi } from 'vitest';
import type { SubmitResult } from '../api/submit-count.ts';
import { enqueue, flushOutbox, SENT_RETENTION_MS } from './outbox.ts';
import type { OutboxEntry, OutboxStore } from './outbox-store.ts';

/** The storage interface over a Map; entries are copied like IndexedDB's structured clone. */
function memoryStore(): OutboxStore & { map: Map<string, OutboxEntry> } {
  const map = new Map<string, OutboxEntry>();
  const copy = (e: OutboxEntry) => structuredClone(e);
  return {
    map,
    put: (e) => Promise.resolve(void map.set(e.countId, copy(e))),
    get: (id) => Promise.resolve(map.has(id) ? copy(map.get(id)!) : undefined),
    all: () => Promise.resolve([...map.values()].map(copy)),
    delete: (id) => Promise.resolve(void map.delete(id)),
  };
}

const payload = (countId: string) => ({ countId, inztestid: 1 }) as CountObject;
const at = (iso: string) => () => new Date(iso);

describe('count outbox', () => {
  it('keeps one entry per count, however often it is queued', async () => {
    const store = memoryStore();
    await enqueue(store, payload('a'), new Date('2025-01-25T10:00:00Z'), 'offline');
    await enqueue(store, payload('a'), new Date('2025-01-25T10:05:00Z'), 'offline');
    expect(store.map.size).toBe(1);
    expect(store.map.get('a')?.queuedAt).toBe('2025-01-25T10:00:00.000Z');
  });

  it('stays pending while the server cannot be reached, then is sent once', async () => {
    const store = memoryStore();
    await enqueue(store, payload('a'), new Date('2025-01-25T10:00:00Z'), 'offline');
    const answers: SubmitResult[] = [
      { kind: 'unreachable', reason: 'HTTP 503' },
      { kind: 'ok', tellingUUID: 'u-1' },
    ];
    const send = vi.fn(() => Promise.resolve(answers.shift()!));
    await flushOutbox({ store, send, now: at('2025-01-25T10:01:00Z') });
    expect(store.map.get('a')).toMatchObject({
      state: 'pending',
      attempts: 1,
      lastError: 'HTTP 503',
    });
    await flushOutbox({ store, send, now: at('2025-01-25T10:02:00Z') });
    expect(store.map.get('a')).toMatchObject({
      state: 'sent',
      attempts: 2,
      tellingUUID: 'u-1',
      sentAt: '2025-01-25T10:02:00.000Z',
    });
    await flushOutbox({ store, send, now: at('2025-01-25T10:03:00Z') });
    expect(send).toHaveBeenCalledTimes(2);
    expect(send).toHaveBeenLastCalledWith(payload('a'));
  });

  it('sends the oldest first and stops at the first unreachable answer', async () => {
    const store = memoryStore();
    await enqueue(store, payload('late'), new Date('2025-01-25T11:00:00Z'), 'x');
    await enqueue(store, payload('early'), new Date('2025-01-25T10:00:00Z'), 'x');
    const send = vi.fn((): Promise<SubmitResult> =>
      Promise.resolve({
        kind: 'unreachable',
        reason: 'TimeoutError',
      }),
    );
    await flushOutbox({ store, send, now: at('2025-01-25T12:00:00Z') });
    expect(send).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenCalledWith(payload('early'));
  });

  it('marks a refused count failed, reports it, and keeps it on the device', async () => {
    const store = memoryStore();
    await enqueue(store, payload('a'), new Date('2025-01-25T10:00:00Z'), 'x');
    const onRefused = vi.fn();
    await flushOutbox({
      store,
      send: () =>
        Promise.resolve({
          kind: 'invalid' as const,
          message: 'Vul je postcode in.',
          field: 'location.postalCode',
        }),
      now: at('2025-01-25T10:01:00Z'),
      onRefused,
    });
    expect(store.map.get('a')).toMatchObject({ state: 'failed', lastError: 'Vul je postcode in.' });
    expect(onRefused).toHaveBeenCalledOnce();
  });

  it('forgets sent counts after the retention period', async () => {
    const store = memoryStore();
    await store.put({
      countId: 'old',
      payload: payload('old'),
      state: 'sent',
      queuedAt: '2025-01-01T10:00:00.000Z',
      sentAt: '2025-01-01T10:00:00.000Z',
      attempts: 1,
    });
    await flushOutbox({
      store,
      send: vi.fn(),
      now: () => new Date(Date.parse('2025-01-01T10:00:00Z') + SENT_RETENTION_MS + 1),
    });
    expect(store.map.size).toBe(0);
  });
});
