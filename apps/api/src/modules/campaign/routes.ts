import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SERVICE_PREFIX } from '../../service-prefixes.ts';
import { sourceQuery } from '../source-query.ts';
import type { CampaignService } from './service.ts';

const phaseId = z.union([z.literal(1), z.literal(2), z.literal(3)]);

const phaseResponse = z.object({
  data: z.object({
    id: phaseId.describe('1 = before, 2 = during, 3 = after the count'),
    year: z.number().int(),
    countingDays: z.array(z.string()).describe('YYYY-MM-DD, Europe/Amsterdam'),
    lastCountingDay: z.string().describe('Dutch long format, e.g. 26 januari 2025'),
    daysUntilPhase2: z.number().int().min(0),
    campaign: z.object({
      year: z.number().int(),
      name: z.string(),
      tag: z.string(),
      phase1Start: z.iso.datetime(),
      phase2Start: z.iso.datetime(),
      phase3Start: z.iso.datetime(),
    }),
  }),
});

/** Short enough that the phase turns over promptly at a phase start. */
const PHASE_CACHE = 'public, max-age=60';

export interface CampaignRoutesOptions {
  service: CampaignService;
}

export function campaignRoutes(
  app: FastifyInstance,
  { service }: CampaignRoutesOptions,
  done: () => void,
) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    `${SERVICE_PREFIX.count}/phase`,
    {
      schema: {
        tags: ['count'],
        summary: 'Current campaign phase with its dates',
        querystring: sourceQuery,
        response: { 200: phaseResponse },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', PHASE_CACHE);
      return { data: await service.phase() };
    },
  );

  routes.get(
    '/cdn/tvtPhase.json',
    {
      schema: {
        tags: ['cdn'],
        summary: 'Phase file: the current phase id',
        querystring: sourceQuery,
        response: { 200: z.object({ data: z.object({ id: phaseId }) }) },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', PHASE_CACHE);
      const { id } = await service.phase();
      return { data: { id } };
    },
  );
  done();
}
