import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorBody } from '@tvt/contract';
import { officeMeResponse } from '@tvt/contract/office';
import { type OfficeGuards, officeActorOf } from './require-role.ts';

export interface OfficeAccessRoutesOptions {
  guards: OfficeGuards;
}

/** Issue 12: who is in the office; mounted at /api/office/v1. */
export function officeAccessRoutes(
  app: FastifyInstance,
  options: OfficeAccessRoutesOptions,
  done: () => void,
) {
  const { guards } = options;
  app.withTypeProvider<ZodTypeProvider>().get(
    '/me',
    {
      preHandler: guards.requireOfficeAccount,
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
