import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './env.ts';
import { type RedisLink, createRedisLink } from './redis/redis-link.ts';

/**
 * Part of the composition root: the instance's Redis connections, none without `REDIS_URL`.
 * Each fails fast and logs only its transitions (decision 041).
 */
export function createRedisLinks(config: Config, log: FastifyBaseLogger) {
  const { resilience } = config;
  const linkOptions = (name: string) => ({
    commandTimeoutMs: resilience.redisCommandTimeoutMs,
    probeMs: resilience.redisProbeMs,
    breakerFailures: resilience.redisBreakerFailures,
    onStateChange(up: boolean, error?: unknown) {
      // Transitions only: while Redis is away each reconnect attempt would log otherwise.
      if (up) log.info({ redis: name }, 'redis reachable again: shared limits and totals');
      else log.warn({ err: error, redis: name }, 'redis unavailable: per-instance fallback');
    },
  });
  return {
    /** Rate limits, totals and content notices share one fail-fast connection. */
    shared: (): RedisLink | undefined =>
      config.redisUrl ? createRedisLink(config.redisUrl, linkOptions('shared')) : undefined,
    /** A notice channel needs its own connection: subscribe mode blocks it for anything else. */
    notices: (): RedisLink | undefined =>
      config.redisUrl
        ? createRedisLink(config.redisUrl, { ...linkOptions('notices'), queueOffline: true })
        : undefined,
  };
}
