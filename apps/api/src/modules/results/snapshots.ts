import { isDatabaseUnavailable } from '../../service-unavailable.ts';

interface Entry<T> {
  value: T;
  expiresAt: number;
  pending?: Promise<T> | undefined;
}

/** More keys than this (years × areas) and the oldest half is dropped. */
const MAX_KEYS = 20_000;

/**
 * Values per key (a campaign and an area), read from the aggregates at most once per TTL per
 * process. Stale-while-revalidate within a bound: the first caller after the TTL starts one
 * reload and gets the last value meanwhile, unless that value is older than `maxAgeMs` (after
 * a quiet spell): then it waits for the reload (decision 095; a failed reload still answers
 * with the last value, unless the database is away: decision 122). Instances agree because every value is read from the same database
 * rows (the aggregates and their `updated_at`).
 */
export function createKeyedSnapshots(ttlMs: number, now: () => number, maxAgeMs = Infinity) {
  const bound = Math.max(maxAgeMs, ttlMs);
  const entries = new Map<string, Entry<unknown>>();
  /** First loads in flight: concurrent callers of a cold key share one read. */
  const first = new Map<string, Promise<unknown>>();

  function reload<T>(key: string, load: () => Promise<T>, entry: Entry<T> | undefined) {
    const pending = load().then(
      (value) => {
        entries.set(key, { value, expiresAt: now() + ttlMs });
        return value;
      },
      (error: unknown) => {
        if (entry) entry.pending = undefined;
        throw error;
      },
    );
    if (entry) entry.pending = pending;
    return pending;
  }

  return {
    async get<T>(key: string, load: () => Promise<T>): Promise<T> {
      if (ttlMs <= 0) return load();
      const entry = entries.get(key) as Entry<T> | undefined;
      if (!entry) {
        const waiting = first.get(key) as Promise<T> | undefined;
        if (waiting) return waiting;
        if (entries.size >= MAX_KEYS) {
          for (const old of [...entries.keys()].slice(0, MAX_KEYS / 2)) entries.delete(old);
        }
        const loading = reload(key, load, undefined).finally(() => first.delete(key));
        first.set(key, loading);
        return loading;
      }
      if (now() - (entry.expiresAt - ttlMs) > bound) {
        const next = entry.pending ?? reload(key, load, entry);
        // The database away: the route's last good copy answers, marked stale (decision 122).
        return next.catch((error: unknown) => {
          if (isDatabaseUnavailable(error)) throw error;
          return entry.value;
        });
      }
      if (entry.expiresAt <= now() && !entry.pending) {
        reload(key, load, entry).catch(() => undefined);
      }
      return entry.value;
    },

    /** Reads `key` now (whatever its age) and keeps it: parts of one answer read together. */
    fresh<T>(key: string, load: () => Promise<T>): Promise<T> {
      if (ttlMs <= 0) return load();
      return reload(key, load, entries.get(key) as Entry<T> | undefined);
    },
  };
}
