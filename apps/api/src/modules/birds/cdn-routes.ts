import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { countBirdsFile } from '@tvt/contract';
import { countBirdsFileQuery } from '@tvt/contract/requests';
import type { BirdService } from './service.ts';

/** Shared caches may keep the file briefly; an edited threshold reaches phones within minutes. */
const CDN_CACHE = 'public, max-age=300, stale-while-revalidate=60';

/** `/cdn/tvtBirds.json`: the count birds (spec 3 "Count bird"), 'Niet herkend' last. */
export function birdCdnRoutes(
  app: FastifyInstance,
  { service }: { service: BirdService },
  done: () => void,
) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/cdn/tvtBirds.json',
    {
      schema: {
        tags: ['cdn'],
        summary: "Count birds: main grid first, then alphabetical, then 'Niet herkend' (97, 999)",
        querystring: countBirdsFileQuery,
        response: { 200: countBirdsFile },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', CDN_CACHE);
      return { data: await service.countBirds() };
    },
  );
  done();
}
