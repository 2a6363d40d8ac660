import { describe, expect, it } from 'vitest';
import {
  type StoredResponse,
  createResponseStore,
} from '../src/modules/read-cache/response-store.ts';

const entry = (bytes = 10, over: Partial<StoredResponse> = {}): StoredResponse => ({
  body: Buffer.alloc(bytes),
  etag: '"x"',
  headers: {},
  version: 1,
  builtAt: 0,
  expiresAt: Infinity,
  realExpiresAt: Infinity,
  encoded: {},
  compressible: false,
  ...over,
});

describe('response store', () => {
  it('drops the least recently used entry first when full', () => {
    const store = createResponseStore({ maxEntries: 3, maxBytes: 1_000 });
    for (const key of ['a', 'b', 'c']) store.set(key, entry());
    expect(store.get('a', 1, 0)).toBeDefined();
    store.set('d', entry());
    expect(store.get('b', 1, 0)).toBeUndefined();
    expect(['a', 'c', 'd'].map((k) => store.get(k, 1, 0) !== undefined)).toEqual([
      true,
      true,
      true,
    ]);
  });

  it('counts a hit since the last insert as recent however often the others are hit', () => {
    const store = createResponseStore({ maxEntries: 3, maxBytes: 1_000 });
    for (const key of ['a', 'b', 'c']) store.set(key, entry());
    for (let i = 0; i < 1_000; i += 1) store.get('a', 1, 0);
    store.get('b', 1, 0);
    store.set('d', entry());
    // 'c' was not hit since the inserts: it goes, the two that were hit stay.
    expect(store.get('c', 1, 0)).toBeUndefined();
    expect(store.get('a', 1, 0)).toBeDefined();
    expect(store.get('b', 1, 0)).toBeDefined();
    expect(store.size).toBe(3);
  });

  it('bounds the bytes held and never keeps an answer over a quarter of them', () => {
    const store = createResponseStore({ maxEntries: 100, maxBytes: 100 });
    store.set('big', entry(26));
    expect(store.size).toBe(0);
    for (const key of ['a', 'b', 'c', 'd', 'e']) store.set(key, entry(25));
    expect(store.size).toBe(4);
    expect(store.get('a', 1, 0)).toBeUndefined();
  });

  it('forgets an entry of another content version, expired, or built in the future', () => {
    const store = createResponseStore({ maxEntries: 10, maxBytes: 1_000 });
    store.set('v', entry(10, { version: 1 }));
    store.set('t', entry(10, { expiresAt: 100 }));
    store.set('f', entry(10, { builtAt: 500 }));
    expect(store.get('v', 2, 0)).toBeUndefined();
    expect(store.get('t', 1, 100)).toBeUndefined();
    expect(store.get('f', 1, 400)).toBeUndefined();
    expect(store.size).toBe(0);
  });
});
