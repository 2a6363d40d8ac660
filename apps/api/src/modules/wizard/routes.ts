import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { pagingQuerySchema } from '@tvt/domain';
import { z } from 'zod';
import { errorBody, sourceQuery } from '../source-query.ts';
import type { WizardService } from './service.ts';

// The filter values are checked by the domain's parser, which has the Dutch messages.
const filterValue = z.union([z.string().max(100), z.array(z.string().max(100)).max(20)]).optional();

const wizardQuery = sourceQuery.extend({
  ...pagingQuerySchema.shape,
  size: filterValue.describe('Size class 1–4 (exact)'),
  color: filterValue.describe('Colours 1–9, comma-joined; the species shows all of them'),
  silhouette: filterValue.describe('Silhouette 1–9 (exact)'),
  beak: filterValue.describe('Beak 1–9 (exact)'),
});

const drawing = z.string().describe('Absolute path of a drawing on this server');
const wizardResponse = z.object({
  data: z.object({
    count: z.number().int().describe('All matching species'),
    birds: z.array(
      z.object({ id: z.string(), name: z.string(), drawingmale: drawing, drawingfemale: drawing }),
    ),
  }),
});

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
        summary: 'Species matching the determination filter, most counted in gardens first',
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
