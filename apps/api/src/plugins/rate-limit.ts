import type { FastifyInstance, FastifyRequest } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import type { Config } from '../env.ts';
import { HttpError } from '../http-error.ts';
import type { RedisLink } from '../redis/redis-link.ts';
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
      allowList: (request) => exempt(request),
      // Redis while it answers, this instance's memory while it does not (decision 041).
      ...(redis ? { store: fallbackRateStore(redis, 'tvt-rate-limit-') } : {}),
      // Anything else failing in a store: serve rather than refuse everyone.
      skipOnError: true,
      errorResponseBuilder: () => new HttpError(429, RATE_LIMIT_MESSAGE),
    });
  },
);
