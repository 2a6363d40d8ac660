import type { Redis } from 'ioredis';
import { isDatabaseUnavailable } from '../../service-unavailable.ts';

interface Stored<T> {
  value: T;
  /** Epoch ms after which the value is recomputed. */
  expiresAt: number;
}

export interface SnapshotCacheOptions<T> {
  /** 0 disables caching: every read recomputes. */
  ttlMs: number;
  /**
   * No answer is older than this (at least `ttlMs`): past it a reader waits for the
   * recomputation instead of getting the old value (decision 095). A failed recomputation
   * still answers with the last value, unless the database is away: then it throws, and the
   * route's last good copy answers, marked stale (decision 122).
   */
  maxAgeMs?: number;
  load: () => Promise<T>;
  now: () => number;
  /** Shared between instances when set: whoever finds the key missing recomputes it. */
  redis?: Redis | undefined;
  /** False while Redis is away (the breaker is open): the cache is then per instance. */
  redisAvailable?: () => boolean;
  key: string;
  onRedisError?: (error: unknown) => void;
  /** A background recomputation failed; readers keep the last value. */
  onLoadError?: (error: unknown) => void;
}

/**
 * A value recomputed at most once per TTL per process, and with Redis at most about once per
 * TTL across all instances. Stale-while-revalidate within a bound: the first reader after the
 * TTL starts a recomputation (one per process at a time) and gets the last value, like everyone
 * until the new one is there, unless that value is older than `maxAgeMs` (after a quiet spell):
 * then readers wait for the new one. A failed recomputation keeps
 * the last value. Only the very first read of a process waits (the app warms it at start).
 * No lock between instances: two that recompute at the same moment both write the same kind
 * of value, which is cheaper and safer than a distributed lock.
 */
export function createSnapshotCache<T>(options: SnapshotCacheOptions<T>) {
  const { ttlMs, load, now, redis, key } = options;
  const maxAgeMs = Math.max(options.maxAgeMs ?? Infinity, ttlMs);
  let local: Stored<T> | undefined;
  let pending: Promise<T> | undefined;

  async function readShared(): Promise<Stored<T> | undefined> {
    if (!redis || options.redisAvailable?.() === false) return undefined;
    try {
      const raw = await redis.get(key);
      return raw ? (JSON.parse(raw) as Stored<T>) : undefined;
    } catch (error) {
      options.onRedisError?.(error);
      return undefined;
    }
  }

  async function writeShared(stored: Stored<T>): Promise<void> {
    if (!redis || options.redisAvailable?.() === false) return;
    try {
      await redis.set(key, JSON.stringify(stored), 'PX', ttlMs);
    } catch (error) {
      options.onRedisError?.(error);
    }
  }

  async function refresh(): Promise<T> {
    const shared = await readShared();
    if (shared && shared.expiresAt > now()) {
      local = shared;
      return shared.value;
    }
    const value = await load();
    const stored = { value, expiresAt: now() + ttlMs };
    local = stored;
    await writeShared(stored);
    return value;
  }

  /** Concurrent callers in this process share one recomputation. */
  function revalidate(): Promise<T> {
    pending ??= refresh().finally(() => {
      pending = undefined;
    });
    return pending;
  }

  return {
    async get(): Promise<T> {
      if (ttlMs <= 0) return load();
      if (!local) return revalidate();
      const last = local;
      if (now() - (last.expiresAt - ttlMs) > maxAgeMs) {
        return revalidate().catch((error: unknown) => {
          options.onLoadError?.(error);
          // The database is away: the route's last good copy answers, marked stale (decision
          // 122), rather than an old value that looks current.
          if (isDatabaseUnavailable(error)) throw error;
          return last.value;
        });
      }
      if (local.expiresAt <= now()) {
        revalidate().catch((error: unknown) => options.onLoadError?.(error));
      }
      return local.value;
    },
    /** Seconds a client or CDN may keep the answer. */
    maxAgeSeconds: Math.floor(ttlMs / 1000),
  };
}
