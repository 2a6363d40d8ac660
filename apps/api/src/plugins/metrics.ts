import type { FastifyInstance } from 'fastify';
import { Counter, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { z } from 'zod';
import { global } from './global.ts';

declare module 'fastify' {
  interface FastifyInstance {
    metricsRegistry: Registry;
    /**
     * Counts answers of one method and route in the request metrics, its labels resolved once:
     * for the answers the front door sends before the router (its hot path).
     */
    answerRecorder: (method: string, route: string) => (status: number, seconds: number) => void;
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

  // Labelled children kept per (method, route, status): no label hashing per request.
  type Child = { count: { inc(): void }; time: { observe(v: number): void } };
  const children = new Map<string, Child>();
  function childFor(method: string, route: string, status: number): Child {
    const key = `${method} ${status} ${route}`;
    let child = children.get(key);
    if (!child) {
      const labels = { method, route, status_code: String(status) };
      child = { count: requests.labels(labels), time: duration.labels(labels) };
      children.set(key, child);
    }
    return child;
  }
  function record(child: Child, seconds: number): void {
    child.count.inc();
    child.time.observe(seconds);
  }
  app.decorate('answerRecorder', (method: string, route: string) => {
    const byStatus: Partial<Record<number, Child>> = {};
    return (status: number, seconds: number) =>
      record((byStatus[status] ??= childFor(method, route, status)), seconds);
  });

  app.addHook('onResponse', (request, reply, done) => {
    const route = request.routeOptions.url ?? UNMATCHED;
    record(childFor(request.method, route, reply.statusCode), reply.elapsedTime / 1000);
    done();
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

/** Requests answered since start, all and 5xx: sums of `http_requests_total` (the heartbeat's). */
export async function requestTotals(
  register: Registry,
): Promise<{ requests: number; errors: number }> {
  const metric = register.getSingleMetric('http_requests_total');
  if (!metric) return { requests: 0, errors: 0 };
  const { values } = await metric.get();
  let requests = 0;
  let errors = 0;
  for (const { labels, value } of values) {
    requests += value;
    if (Number(labels.status_code) >= 500) errors += value;
  }
  return { requests, errors };
}
