import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { phaseFile, phaseResponse } from '@tvt/contract';
import { sourceQuery } from '@tvt/contract/requests';
import { SERVICE_PREFIX } from '../../service-prefixes.ts';
import type { CampaignService } from './service.ts';

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
        response: { 200: phaseFile },
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
