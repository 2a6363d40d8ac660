import type { Redis } from 'ioredis';

interface Stored<T> {
  value: T;
  /** Epoch ms after which the value is recomputed. */
  expiresAt: number;
}

export interface SnapshotCacheOptions<T> {
  /** 0 disables caching: every read recomputes. */
  ttlMs: number;
  load: () => Promise<T>;
  now: () => number;
  /** Shared between instances when set: whoever finds the key missing recomputes it. */
  redis?: Redis | undefined;
  key: string;
  onRedisError?: (error: unknown) => void;
}

/**
 * A value recomputed at most once per TTL per process, and with Redis at most about once per
 * TTL across all instances. No lock: two instances that miss at the same moment both compute
 * and both write the same kind of value, which is cheaper and safer than a distributed lock.
 * The in-process copy expires when the shared one does, so instances agree.
 */
export function createSnapshotCache<T>(options: SnapshotCacheOptions<T>) {
  const { ttlMs, load, now, redis, key } = options;
  let local: Stored<T> | undefined;
  let pending: Promise<T> | undefined;

  async function readShared(): Promise<Stored<T> | undefined> {
    if (!redis) return undefined;
    try {
      const raw = await redis.get(key);
      return raw ? (JSON.parse(raw) as Stored<T>) : undefined;
    } catch (error) {
      options.onRedisError?.(error);
      return undefined;
    }
  }

  async function writeShared(stored: Stored<T>): Promise<void> {
    if (!redis) return;
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

  return {
    async get(): Promise<T> {
      if (ttlMs <= 0) return load();
      if (local && local.expiresAt > now()) return local.value;
      // Concurrent readers in this process share one refresh.
      pending ??= refresh().finally(() => {
        pending = undefined;
      });
      return pending;
    },
    /** Seconds a client or CDN may keep the answer. */
    maxAgeSeconds: Math.floor(ttlMs / 1000),
  };
}
