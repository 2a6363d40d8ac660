import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { pagingQuerySchema } from '@tvt/domain';
import { z } from 'zod';
import type { Database } from '../../db/database.ts';
import { errorBody, sourceQuery } from '../source-query.ts';
import { createWizardService } from './service.ts';

// The filter values are checked by the domain's parser, which has the Dutch messages.
const filterValue = z.union([z.string().max(100), z.array(z.string().max(100)).max(20)]).optional();

const wizardQuery = sourceQuery.extend({
  ...pagingQuerySchema.shape,
  size: filterValue.describe('Size class 1–4; one class off still counts half'),
  color: filterValue.describe('Colours 1–9, comma-joined; scored by the share the species shows'),
  silhouette: filterValue.describe('Silhouette 1–9; a related one counts half'),
  beak: filterValue.describe('Beak 1–9; a related one counts half'),
});

const drawing = z.string().describe('Absolute path of a drawing on this server');
const wizardResponse = z.object({
  data: z.object({
    count: z.number().int().describe('The good matches (see the wizard README)'),
    birds: z.array(
      z.object({ id: z.string(), name: z.string(), drawingmale: drawing, drawingfemale: drawing }),
    ),
  }),
});

/** The determination wizard's results, mounted at /api/bird/v1. Matching rules: README.md. */
export function wizardRoutes(
  app: FastifyInstance,
  { database }: { database: Database },
  done: () => void,
) {
  const service = createWizardService(database.db);
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
