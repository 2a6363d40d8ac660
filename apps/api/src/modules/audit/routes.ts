import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { OfficeRole } from '@tvt/domain';
import { errorBody } from '@tvt/contract';
import { auditListResponse, auditQuery } from '@tvt/contract/office';
import type { AuditService } from './service.ts';

export interface AuditRoutesOptions {
  service: AuditService;
  requireRole: (role: OfficeRole) => preHandlerAsyncHookHandler;
}

/** Issue 12 "Audit log": read by the admin; mounted at /api/office/v1. */
export function auditRoutes(app: FastifyInstance, options: AuditRoutesOptions, done: () => void) {
  const { service, requireRole } = options;
  app.withTypeProvider<ZodTypeProvider>().get(
    '/audit',
    {
      preHandler: requireRole('admin'),
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
