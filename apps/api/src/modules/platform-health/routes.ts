import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorBody } from '@tvt/contract';
import { platformHealthResponse } from '@tvt/contract/office';
import { officeArea } from '../office-area/office-area.ts';
import type { PlatformHealthService } from './service.ts';

export interface PlatformHealthRoutesOptions {
  service: PlatformHealthService;
}

/** Issue 32: each instance's health, the database and Redis, for the office's start page. */
export function platformHealthRoutes(
  app: FastifyInstance,
  options: PlatformHealthRoutesOptions,
  done: () => void,
) {
  const { service } = options;
  officeArea(app, 'any-role');
  app.withTypeProvider<ZodTypeProvider>().get(
    '/platform-health',
    {
      schema: {
        tags: ['office'],
        summary: 'Each instance (heartbeat in Redis), the database and Redis, error rates',
        description:
          'Instances write a heartbeat to Redis every `HEARTBEAT_SECONDS`; one missing three ' +
          'is left out. Without Redis only the answering instance is listed.',
        response: { 200: platformHealthResponse, 401: errorBody, 403: errorBody },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return service.overview();
    },
  );
  done();
}
