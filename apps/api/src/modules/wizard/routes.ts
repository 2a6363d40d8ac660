import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorBody, wizardResponse } from '@tvt/contract';
import { wizardQuery } from '@tvt/contract/requests';
import type { WizardService } from './service.ts';

/** The determination wizard's results, mounted at /api/bird/v1. Matching rules: README.md. */
export function wizardRoutes(
  app: FastifyInstance,
  { service }: { service: WizardService },
  done: () => void,
) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/wizard/birds',
    {
      schema: {
        tags: ['bird'],
        summary: 'Species that fit the determination answers, best fit first, then most counted',
        querystring: wizardQuery,
        response: { 200: wizardResponse, 400: errorBody },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'public, max-age=60');
      const { offset, limit, ...filter } = request.query;
      return { data: await service.birds(filter, { offset, limit }) };
    },
  );
  done();
}
