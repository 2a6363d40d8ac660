import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

const status = z.object({ status: z.string(), message: z.string().optional() });

export interface HealthOptions {
  /** Undefined when ready, else a short Dutch reason; throws when the database cannot be asked. */
  ready: () => Promise<string | undefined>;
}

/** Liveness says the process answers; readiness says this instance can serve traffic. */
export function healthPlugin(app: FastifyInstance, { ready }: HealthOptions, done: () => void) {
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
        response: { 200: status, 503: status },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const problem = await ready().catch((error: unknown) => {
        request.log.warn({ err: error }, 'readiness check failed');
        return 'Database niet bereikbaar';
      });
      if (problem) return reply.status(503).send({ status: 'unavailable', message: problem });
      return { status: 'ready' };
    },
  );
  done();
}
