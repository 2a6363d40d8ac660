import type { Redis } from 'ioredis';
import type { Campaign } from '@tvt/domain';
import { createSnapshotCache } from './snapshot-cache.ts';
import type { TotalsRepository } from '../results/totals-repository.ts';

/** Spec 9: home shows a top 3. */
export const TOP_BIRDS = 3;

export interface TopBird {
  id: string;
  remoteimage: string;
  name: string;
  count: number;
}

export interface TotalsSnapshot {
  participants: number;
  birds: number;
  top: TopBird[];
}

export interface TotalsServiceDeps {
  repository: TotalsRepository;
  campaign: () => Promise<Campaign>;
  /** The address of a bird's drawing. */
  imageOf: (birdId: string) => string;
  ttlSeconds: number;
  /** No answer older than this (decision 095). */
  maxAgeSeconds: number;
  now: () => number;
  redis?: Redis | undefined;
  /** The snapshot's Redis key (under the deployment's prefix). */
  redisKey: string;
  redisAvailable?: () => boolean;
  onRedisError?: (error: unknown) => void;
  onLoadError?: (error: unknown) => void;
  /** /metrics: how long one recomputation took. */
  onLoaded?: (seconds: number) => void;
}

/**
 * Live totals of the current campaign. Every open phone polls them, so one snapshot (totals and
 * top 3 together) is computed per TTL and shared by all readers and, with Redis, all instances;
 * readers get the last snapshot while the next one is computed.
 */
export function createTotalsService(deps: TotalsServiceDeps) {
  const cache = createSnapshotCache<TotalsSnapshot>({
    ttlMs: deps.ttlSeconds * 1000,
    maxAgeMs: deps.maxAgeSeconds * 1000,
    now: deps.now,
    redis: deps.redis,
    ...(deps.redisAvailable ? { redisAvailable: deps.redisAvailable } : {}),
    onRedisError: deps.onRedisError,
    onLoadError: deps.onLoadError,
    async load() {
      const started = performance.now();
      const { year } = await deps.campaign();
      const [totals, top] = await Promise.all([
        deps.repository.totals(year),
        deps.repository.topBirds(year, TOP_BIRDS),
      ]);
      deps.onLoaded?.((performance.now() - started) / 1000);
      return {
        ...totals,
        top: top.map((b) => ({
          id: b.id,
          remoteimage: deps.imageOf(b.id),
          name: b.name,
          count: b.count,
        })),
      };
    },
    key: deps.redisKey,
  });

  return {
    snapshot: () => cache.get(),
    maxAgeSeconds: cache.maxAgeSeconds,
  };
}

export type TotalsService = ReturnType<typeof createTotalsService>;
