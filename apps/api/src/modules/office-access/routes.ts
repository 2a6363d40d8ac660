import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorBody } from '@tvt/contract';
import { officeMeResponse } from '@tvt/contract/office';
import { officeArea } from '../office-area/office-area.ts';
import { officeActorOf } from './require-role.ts';

/** Issue 12: who is in the office; mounted at /api/office/v1. */
export function officeAccessRoutes(app: FastifyInstance, _options: unknown, done: () => void) {
  officeArea(app, 'account');
  app.withTypeProvider<ZodTypeProvider>().get(
    '/me',
    {
      schema: {
        tags: ['office'],
        summary: "The logged-in account's office roles (none: no access)",
        response: { 200: officeMeResponse, 401: errorBody, 503: errorBody },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return { roles: officeActorOf(request).roles };
    },
  );
  done();
}
