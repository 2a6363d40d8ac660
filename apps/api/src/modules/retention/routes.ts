import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorBody } from '@tvt/contract';
import { retentionResponse } from '@tvt/contract/office';
import { officeArea } from '../office-area/office-area.ts';
import type { RetentionService } from './service.ts';

export interface RetentionRoutesOptions {
  service: RetentionService;
}

const iso = (value: Date | null) => value && value.toISOString();

/** `GET /api/office/v1/retention`: when each campaign's personal data goes (admin). */
export function retentionRoutes(
  app: FastifyInstance,
  { service }: RetentionRoutesOptions,
  done: () => void,
) {
  officeArea(app, 'admin');
  app.withTypeProvider<ZodTypeProvider>().get(
    '/retention',
    {
      schema: {
        tags: ['office'],
        summary: 'Per campaign: personal data still held and when it is deleted (RETENTION_MONTHS)',
        response: { 200: retentionResponse, 401: errorBody, 403: errorBody, 503: errorBody },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      const campaigns = await service.plan();
      return {
        data: {
          months: service.months,
          campaigns: campaigns.map((c) => ({
            ...c,
            campaignEnd: iso(c.campaignEnd),
            deleteAt: iso(c.deleteAt),
          })),
        },
      };
    },
  );
  done();
}
