import { createHash } from 'node:crypto';
import type { RedisLink } from '../../redis/redis-link.ts';
import { COMPRESSIBLE } from './answer.ts';
import type { StoredResponse } from './response-store.ts';

export interface LastGoodOptions {
  maxEntries: number;
  maxBytes: number;
  /** Shared with the other instances when set and its breaker is closed. */
  redis?: RedisLink | undefined;
  /** `<REDIS_PREFIX>:last-good:`; the request key is hashed behind it. */
  keyPrefix: string;
}

/** How long a copy is kept in Redis: an outage of a day still starts the app. */
const REDIS_TTL_SECONDS = 24 * 3600;
/** Equal bytes are written again only this often (to renew the Redis expiry). */
const REWRITE_MS = 60_000;

interface Shared {
  body: string;
  etag: string;
  headers: Record<string, string>;
  builtAt: number;
}

/**
 * The last 200 of each answer that may stand in while the database is away (decision 122): in
 * memory, and under a deployment-prefixed Redis key so an instance that never built an answer
 * finds another's. Separate from the response store, whose copies expire after a second; here
 * they are only replaced by newer ones. Bounded by count and bytes, oldest first out.
 */
export function createLastGood(options: LastGoodOptions) {
  const { redis } = options;
  const kept = new Map<string, StoredResponse>();
  /** Per key: the ETag last written to Redis and when. */
  const written = new Map<string, { etag: string; at: number }>();
  let bytes = 0;

  const redisKey = (key: string) =>
    options.keyPrefix + createHash('sha1').update(key).digest('base64url');
  const shared = () => (redis?.available() ? redis : undefined);

  function remember(key: string, entry: StoredResponse): void {
    const old = kept.get(key);
    if (old) bytes -= old.body.length;
    kept.delete(key);
    kept.set(key, entry);
    bytes += entry.body.length;
    for (const [oldest, value] of kept) {
      if (kept.size <= options.maxEntries && bytes <= options.maxBytes) break;
      kept.delete(oldest);
      written.delete(oldest);
      bytes -= value.body.length;
    }
  }

  function share(key: string, entry: StoredResponse): void {
    const link = shared();
    if (!link) return;
    const last = written.get(key);
    const now = Date.now();
    if (last?.etag === entry.etag && now - last.at < REWRITE_MS) return;
    written.set(key, { etag: entry.etag, at: now });
    const value: Shared = {
      body: entry.body.toString('base64'),
      etag: entry.etag,
      headers: entry.headers,
      builtAt: entry.builtAt,
    };
    link.client
      .set(redisKey(key), JSON.stringify(value), 'EX', REDIS_TTL_SECONDS)
      .catch((error: unknown) => link.failed(error));
  }

  return {
    /** A fresh 200 of a last-good route: the copy to stand in later. */
    keep(key: string, entry: StoredResponse): void {
      if (entry.body.length > options.maxBytes / 4) return;
      remember(key, entry);
      share(key, entry);
    },

    /** This instance's copy, without waiting for Redis. */
    peek: (key: string): StoredResponse | undefined => kept.get(key),

    /** This instance's copy, else the shared one; undefined when neither exists. */
    async find(key: string): Promise<StoredResponse | undefined> {
      const own = kept.get(key);
      if (own) return own;
      const link = shared();
      if (!link) return undefined;
      let raw: string | null;
      try {
        raw = await link.client.get(redisKey(key));
      } catch (error) {
        link.failed(error);
        return undefined;
      }
      if (!raw) return undefined;
      const value = JSON.parse(raw) as Shared;
      const entry: StoredResponse = {
        body: Buffer.from(value.body, 'base64'),
        etag: value.etag,
        headers: value.headers,
        version: -1,
        builtAt: value.builtAt,
        expiresAt: 0,
        realExpiresAt: 0,
        encoded: {},
        compressible: COMPRESSIBLE.test(value.headers['content-type'] ?? ''),
      };
      remember(key, entry);
      return entry;
    },

    get size() {
      return kept.size;
    },
  };
}

export type LastGood = ReturnType<typeof createLastGood>;
