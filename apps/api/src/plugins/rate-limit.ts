import type { FastifyInstance, FastifyRequest } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import type { Config } from '../env.ts';
import { HttpError } from '../http-error.ts';
import type { RedisLink } from '../redis/redis-link.ts';
import { redisNames } from '../redis/redis-names.ts';
import { fallbackRateStore } from './fallback-rate-store.ts';
import { global } from './global.ts';

const RATE_LIMIT_MESSAGE = 'Te veel verzoeken. Probeer het over een minuut opnieuw.';

/** Hashed static files are free to fetch; probes and scrapes must never be throttled. */
function exempt(request: FastifyRequest): boolean {
  const path = request.url.split('?')[0] ?? '';
  return (
    path.startsWith('/assets/') || path === '/healthz' || path === '/readyz' || path === '/metrics'
  );
}

/**
 * A route's own limit per minute per client address. The Redis key is
 * `<REDIS_PREFIX>-rate-limit:<METHOD><route>-max<N>:<address>`: the route (from the plugin) and the limit
 * (here), so two routes or a changed limit never share a counter.
 */
export function routeRateLimit(max: number) {
  return {
    max,
    timeWindow: 60_000,
    keyGenerator: (request: FastifyRequest) => `max${max}:${request.ip}`,
  };
}

/** Per client address; with Redis the counters are shared by every instance. */
export const rateLimitPlugin = global(
  async (
    app: FastifyInstance,
    { config, redis }: { config: Config; redis?: RedisLink | undefined },
  ) => {
    await app.register(rateLimit, {
      global: true,
      max: config.rateLimitMax,
      timeWindow: 60_000,
      // The app-wide counter: every route together, so `all` stands for the route.
      keyGenerator: (request) => `all-max${config.rateLimitMax}:${request.ip}`,
      allowList: (request) => exempt(request),
      // Redis while it answers, this instance's memory while it does not (decision 041).
      ...(redis
        ? { store: fallbackRateStore(redis, redisNames(config.redisPrefix).rateLimit) }
        : {}),
      // Anything else failing in a store: serve rather than refuse everyone.
      skipOnError: true,
      errorResponseBuilder: () => new HttpError(429, RATE_LIMIT_MESSAGE),
    });
  },
);
