import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

const status = z.object({ status: z.string(), message: z.string().optional() });

export interface HealthOptions {
  /** Undefined when ready, else a short Dutch reason; throws when the database cannot be asked. */
  ready: () => Promise<string | undefined>;
  /** Undefined, or a short Dutch note while this instance serves in a degraded mode (no Redis). */
  degraded?: () => string | undefined;
  /** The readiness check's own limit: a silent database must not hang the probe. */
  timeoutMs: number;
  /** True once the server is shutting down: readiness fails at once so balancers move on. */
  draining?: () => boolean;
  /** True for a moment after a fault the process survived (process-guard.ts). */
  faulted?: () => boolean;
}

const TIMED_OUT = Symbol('timed out');

/** Liveness says the process answers; readiness says this instance can serve traffic. */
export function healthPlugin(app: FastifyInstance, options: HealthOptions, done: () => void) {
  const { ready, degraded, timeoutMs, draining, faulted } = options;
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const common = { config: { rateLimit: false } };

  routes.get(
    '/healthz',
    { ...common, schema: { tags: ['system'], summary: 'Liveness', response: { 200: status } } },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { status: 'ok' };
    },
  );

  routes.get(
    '/readyz',
    {
      ...common,
      schema: {
        tags: ['system'],
        summary: 'Readiness: database reachable and migrations applied',
        description:
          '200 `ready`, or 200 `degraded` with a message while Redis is away (limits and totals ' +
          'then hold per instance); 503 when the database cannot be reached in time, or from ' +
          'the moment the server is shutting down, and for a moment after an unexpected fault.',
        response: { 200: status, 503: status },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      if (draining?.()) {
        return reply.status(503).send({ status: 'draining', message: 'Server stopt' });
      }
      if (faulted?.()) {
        return reply
          .status(503)
          .send({ status: 'unavailable', message: 'Onverwachte fout; even niet beschikbaar' });
      }
      let timer: NodeJS.Timeout | undefined;
      const limit = new Promise<typeof TIMED_OUT>((resolve) => {
        timer = setTimeout(() => resolve(TIMED_OUT), timeoutMs);
      });
      const problem = await Promise.race([ready(), limit])
        .catch((error: unknown) => {
          request.log.warn({ err: error }, 'readiness check failed');
          return 'Database niet bereikbaar';
        })
        .finally(() => clearTimeout(timer));
      if (problem === TIMED_OUT) {
        request.log.warn({ timeoutMs }, 'readiness check timed out');
        return reply
          .status(503)
          .send({ status: 'unavailable', message: 'Database antwoordt niet op tijd' });
      }
      if (problem) return reply.status(503).send({ status: 'unavailable', message: problem });
      const note = degraded?.();
      if (note) return { status: 'degraded', message: note };
      return { status: 'ready' };
    },
  );
  done();
}
