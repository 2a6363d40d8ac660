import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorBody } from '@tvt/contract';
import { auditListResponse, auditQuery } from '@tvt/contract/office';
import { officeArea } from '../office-area/office-area.ts';
import type { AuditService } from './service.ts';

export interface AuditRoutesOptions {
  service: AuditService;
}

/** Issue 12 "Audit log": read by the admin; mounted at /api/office/v1. */
export function auditRoutes(app: FastifyInstance, options: AuditRoutesOptions, done: () => void) {
  const { service } = options;
  officeArea(app, 'admin');
  app.withTypeProvider<ZodTypeProvider>().get(
    '/audit',
    {
      schema: {
        tags: ['office'],
        summary: 'The audit log, newest first, filtered and paged (admin)',
        querystring: auditQuery,
        response: {
          200: auditListResponse,
          400: errorBody,
          401: errorBody,
          403: errorBody,
          503: errorBody,
        },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return service.list(request.query);
    },
  );
  done();
}
