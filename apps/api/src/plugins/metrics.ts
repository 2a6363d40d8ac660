import type { FastifyInstance } from 'fastify';
import { Counter, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { z } from 'zod';
import { global } from './global.ts';

declare module 'fastify' {
  interface FastifyInstance {
    metricsRegistry: Registry;
  }
}

/** Requests that matched no route share one label, so a scan cannot blow up the series count. */
const UNMATCHED = '(unmatched)';

/**
 * Prometheus metrics on a registry of this app instance (tests build many apps in one process).
 * Routes are labelled by their pattern, never by the raw URL.
 */
export const metricsPlugin = global((app: FastifyInstance, _options: unknown, done: () => void) => {
  const register = new Registry();
  // app.ts adds the operator's figures once the services exist.
  app.decorate('metricsRegistry', register);
  collectDefaultMetrics({ register });
  const labelNames = ['method', 'route', 'status_code'] as const;
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests by method, route pattern and status code',
    labelNames,
    registers: [register],
  });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP request latency by method, route pattern and status code',
    labelNames,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [register],
  });

  app.addHook('onResponse', async (request, reply) => {
    const labels = {
      method: request.method,
      route: request.routeOptions.url ?? UNMATCHED,
      status_code: String(reply.statusCode),
    };
    requests.inc(labels);
    duration.observe(labels, reply.elapsedTime / 1000);
  });

  app.get(
    '/metrics',
    {
      config: { rateLimit: false },
      schema: {
        tags: ['system'],
        summary: 'Prometheus metrics',
        response: { 200: z.string().describe('Prometheus text format') },
      },
    },
    async (_request, reply) => {
      reply.header('content-type', register.contentType).header('cache-control', 'no-store');
      return register.metrics();
    },
  );
  done();
});
