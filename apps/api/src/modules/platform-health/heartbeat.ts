import type { Redis } from 'ioredis';
import type { PlatformInstance } from '@tvt/contract/office';

/** What an instance says about itself at each heartbeat. */
export type InstanceReport = Omit<PlatformInstance, 'self' | 'seenAt'>;

export interface HeartbeatOptions {
  redis: Redis | undefined;
  /** The deployment's hash of instances (`<REDIS_PREFIX>:instances`, decision 093). */
  key: string;
  id: string;
  intervalMs: number;
  report: () => Promise<InstanceReport>;
  /** False while the breaker is open: the heartbeat is skipped, not queued. */
  available: () => boolean;
  onError: (error: unknown) => void;
  now?: () => number;
}

/**
 * Each instance writes its state into one Redis hash (field: its id) every `intervalMs`; a
 * reader lists the fields seen within three intervals and removes older ones, so a killed
 * instance disappears after its TTL and a stopped one at once (decision 121). One hash, not a
 * key per instance: listing needs no SCAN over the deployment's rate-limit keys.
 */
export function createHeartbeat(options: HeartbeatOptions) {
  const { redis, key, id, intervalMs, report, available, onError } = options;
  const now = options.now ?? Date.now;
  const ttlMs = intervalMs * 3;
  let timer: NodeJS.Timeout | undefined;

  async function beat(): Promise<PlatformInstance> {
    const entry = { ...(await report()), seenAt: new Date(now()).toISOString(), self: false };
    if (redis && available()) await redis.hset(key, id, JSON.stringify(entry));
    return entry;
  }

  return {
    start() {
      const tick = () => void beat().catch(onError);
      tick();
      timer ??= setInterval(tick, intervalMs).unref();
    },
    /** Every instance seen within its TTL, this one first (fresh, whatever Redis says). */
    async list(): Promise<PlatformInstance[]> {
      const self = { ...(await beat()), self: true };
      if (!redis || !available()) return [self];
      const fields = await redis.hgetall(key);
      const cutoff = now() - ttlMs;
      const others: PlatformInstance[] = [];
      const stale: string[] = [];
      for (const [field, json] of Object.entries(fields)) {
        if (field === id) continue;
        const entry = JSON.parse(json) as PlatformInstance;
        if (Date.parse(entry.seenAt) < cutoff) stale.push(field);
        else others.push({ ...entry, self: false });
      }
      if (stale.length > 0) await redis.hdel(key, ...stale);
      others.sort((a, b) => a.id.localeCompare(b.id));
      return [self, ...others];
    },
    /** Stops the timer and takes this instance off the list (a graceful stop). */
    async stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
      if (redis && available()) await redis.hdel(key, id).catch(onError);
    },
  };
}

export type Heartbeat = ReturnType<typeof createHeartbeat>;
