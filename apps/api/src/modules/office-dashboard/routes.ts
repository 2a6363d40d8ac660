import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorBody } from '@tvt/contract';
import { dashboardQuery, dashboardResponse } from '@tvt/contract/office';
import { officeArea } from '../office-area/office-area.ts';
import type { DashboardService } from './service.ts';

export interface DashboardRoutesOptions {
  service: DashboardService;
}

/** Issue 12: the office's start page figures, for every office role; at /api/office/v1. */
export function dashboardRoutes(
  app: FastifyInstance,
  options: DashboardRoutesOptions,
  done: () => void,
) {
  const { service } = options;
  officeArea(app, 'any-role');
  app.withTypeProvider<ZodTypeProvider>().get(
    '/dashboard',
    {
      schema: {
        tags: ['office'],
        summary:
          'The weekend (the running or coming one, or ?campaign=): counts per hour by moment counted and by arrival, per minute now, errors and refusals, moderation, last year at this hour',
        querystring: dashboardQuery,
        response: {
          200: dashboardResponse,
          400: errorBody,
          401: errorBody,
          403: errorBody,
          404: errorBody,
          503: errorBody,
        },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return service.overview(request.query.campaign);
    },
  );
  done();
}
