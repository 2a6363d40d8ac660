// @vitest-environment node
import { type Server, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { CountObject } from '@tvt/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_CONFIG } from '#shared/config/runtime-config.ts';
import { submitCount } from '../api/submit-count.ts';
import { enqueue, flushOutbox, retryDelayMs } from './outbox.ts';
import type { OutboxEntry, OutboxStore } from './outbox-store.ts';

/**
 * Issue 11: the outbox gives up on a refusal no retry can fix and keeps the count; it keeps
 * retrying, with backoff and the server's Retry-After, on answers that may change. The answers
 * come from a real local server through the real submit code.
 */
let answer: { status: number; headers?: Record<string, string>; body: string };
let hits = 0;
let server: Server;
let base = '';

beforeAll(async () => {
  server = createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      hits++;
      response.writeHead(answer.status, { 'content-type': 'application/json', ...answer.headers });
      response.end(answer.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  server.closeAllConnections();
  server.close();
});

function memoryStore(): OutboxStore & { map: Map<string, OutboxEntry> } {
  const map = new Map<string, OutboxEntry>();
  return {
    map,
    put: (e) => Promise.resolve(void map.set(e.countId, structuredClone(e))),
    get: (id) => Promise.resolve(map.get(id)),
    all: () => Promise.resolve([...map.values()].map((e) => structuredClone(e))),
    delete: (id) => Promise.resolve(void map.delete(id)),
  };
}

const T0 = Date.parse('2025-01-25T10:00:00Z');
const payload = { countId: 'c-1', inztestid: 1 } as CountObject;

async function flushAt(store: OutboxStore, offsetMs: number, force = false) {
  const send = (p: CountObject) =>
    submitCount({ services: { ...DEFAULT_CONFIG.services, count: base } }, p);
  return flushOutbox({ store, send, now: () => new Date(T0 + offsetMs) }, force);
}

describe('outbox: give up or retry', () => {
  for (const status of [400, 409, 413, 422]) {
    it(`${status}: gives up after one attempt, keeps the count with the server's message`, async () => {
      answer = { status, body: JSON.stringify({ message: 'De invoer bevat een ongeldig teken.' }) };
      const store = memoryStore();
      await enqueue(store, payload, new Date(T0), 'offline');
      hits = 0;
      await flushAt(store, 1000);
      await flushAt(store, 3_600_000);
      await flushAt(store, 7_200_000, true);
      expect(hits).toBe(1);
      expect(store.map.get('c-1')).toMatchObject({
        state: 'failed',
        attempts: 1,
        lastError: 'De invoer bevat een ongeldig teken.',
        payload,
      });
    });
  }

  for (const status of [408, 429, 500, 503]) {
    it(`${status}: stays pending and is tried again after the backoff`, async () => {
      answer = { status, body: '{"message":"Even niet."}' };
      const store = memoryStore();
      await enqueue(store, payload, new Date(T0), 'offline');
      hits = 0;
      await flushAt(store, 0);
      expect(store.map.get('c-1')).toMatchObject({
        state: 'pending',
        nextAttemptAt: new Date(T0 + 30_000).toISOString(),
      });
      await flushAt(store, 10_000);
      expect(hits).toBe(1);
      await flushAt(store, 30_000);
      expect(hits).toBe(2);
      // The second failure waits twice as long.
      expect(store.map.get('c-1')?.nextAttemptAt).toBe(
        new Date(T0 + 30_000 + 60_000).toISOString(),
      );
    });
  }

  it("honours the server's Retry-After, and a person's retry goes first", async () => {
    answer = { status: 503, headers: { 'retry-after': '120' }, body: '{"message":"Later."}' };
    const store = memoryStore();
    await enqueue(store, payload, new Date(T0), 'offline');
    hits = 0;
    await flushAt(store, 0);
    expect(store.map.get('c-1')?.nextAttemptAt).toBe(new Date(T0 + 120_000).toISOString());
    await flushAt(store, 90_000);
    expect(hits).toBe(1);
    await flushAt(store, 100_000, true);
    expect(hits).toBe(2);
    answer = {
      status: 200,
      body: JSON.stringify({ tellingUUID: '3f2b6a1e-8c4d-4e5f-9a6b-7c8d9e0f1a2b' }),
    };
    await flushAt(store, 400_000);
    expect(store.map.get('c-1')).toMatchObject({
      state: 'sent',
      tellingUUID: '3f2b6a1e-8c4d-4e5f-9a6b-7c8d9e0f1a2b',
    });
  });

  it('backs off up to 30 minutes', () => {
    expect(retryDelayMs(1)).toBe(30_000);
    expect(retryDelayMs(3)).toBe(120_000);
    expect(retryDelayMs(20)).toBe(30 * 60_000);
    expect(retryDelayMs(1, 600)).toBe(600_000);
  });
});
