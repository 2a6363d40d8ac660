import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { hostname } from 'node:os';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './env.ts';
import { createHeartbeat } from './modules/platform-health/heartbeat.ts';
import {
  type RequestTotals,
  createRequestWindow,
} from './modules/platform-health/request-window.ts';
import { createPlatformHealthService } from './modules/platform-health/service.ts';
import type { RedisLink } from './redis/redis-link.ts';

const VERSION = (
  JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
    version: string;
  }
).version;

export interface PlatformOptions {
  config: Config;
  /** The readiness check of the database: undefined when it can serve. */
  ready: () => Promise<string | undefined>;
  redisLink: RedisLink | undefined;
  /** The deployment's hash of instances in Redis. */
  key: string;
  degraded: () => string | undefined;
  requestTotals: () => Promise<RequestTotals>;
  now: () => Date;
  log: FastifyBaseLogger;
}

/** The office's platform health (decision 121): this instance's heartbeat and the overview. */
export function createPlatformServices(options: PlatformOptions) {
  const { config, redisLink, now, log } = options;
  const startedAt = Date.now();
  // The suffix keeps two apps of one process (tests) apart, and a restarted pid too.
  const id = `${hostname()}:${process.pid}:${randomBytes(2).toString('hex')}`;
  const requests = createRequestWindow();
  const timeoutMs = config.resilience.readyTimeoutMs;

  async function databaseLatency(): Promise<number | null> {
    const t0 = performance.now();
    let timer: NodeJS.Timeout | undefined;
    const limit = new Promise<string>((resolve) => {
      timer = setTimeout(() => resolve('timed out'), timeoutMs);
    });
    const problem = await Promise.race([options.ready(), limit])
      .catch(() => 'failed')
      .finally(() => clearTimeout(timer));
    return problem ? null : Math.round(performance.now() - t0);
  }

  const heartbeat = createHeartbeat({
    redis: redisLink?.client,
    key: options.key,
    id,
    intervalMs: config.resilience.heartbeatMs,
    available: () => redisLink?.available() ?? false,
    onError: (error) => log.warn({ err: error }, 'platform health: heartbeat not written'),
    async report() {
      const [latency, totals] = await Promise.all([databaseLatency(), options.requestTotals()]);
      requests.sample(Date.now(), totals);
      const recent = requests.recent();
      const note = options.degraded() ?? (latency === null ? 'Database niet bereikbaar' : null);
      return {
        id,
        version: VERSION,
        state: note ? 'degraded' : 'ready',
        note,
        startedAt: new Date(startedAt).toISOString(),
        uptimeSeconds: Math.floor((Date.now() - startedAt) / 1000),
        requestsLastMinute: recent.requests,
        errorRate: recent.errorRate,
        database: latency === null ? 'unavailable' : 'ok',
      };
    },
  });
  const service = createPlatformHealthService({
    heartbeat,
    databaseLatency,
    redis: () => (!redisLink ? 'absent' : redisLink.available() ? 'ok' : 'unavailable'),
    now,
  });
  return { heartbeat, service };
}
