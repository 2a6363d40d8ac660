import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { topBirdsResponse, totalsResponse } from '@tvt/contract';
import { sourceQuery } from '@tvt/contract/requests';
import { SERVICE_PREFIX } from '../../service-prefixes.ts';
import type { TotalsService } from './service.ts';

export interface TotalsRoutesOptions {
  service: TotalsService;
}

/** Live totals and top 3: the count service's `totals` and the CDN files that mirror them. */
export function totalsRoutes(
  app: FastifyInstance,
  { service }: TotalsRoutesOptions,
  done: () => void,
) {
  // The first snapshot is computed before the server takes requests, so no reader waits for it.
  app.addHook('onReady', async () => {
    await service.snapshot().catch((error: unknown) => {
      app.log.error({ err: error }, 'totals: first snapshot failed');
    });
  });
  const cacheControl = `public, max-age=${service.maxAgeSeconds}`;
  const routes = app.withTypeProvider<ZodTypeProvider>();

  const totals = async () => {
    const { participants, birds } = await service.snapshot();
    return { data: [{ participants, birds }] };
  };

  for (const [url, summary, tags] of [
    [
      `${SERVICE_PREFIX.count}/totals`,
      'Live totals of the current campaign: participants and birds',
      ['count'],
    ],
    ['/cdn/birdsparticipants.json', 'CDN copy of the live totals', ['cdn']],
  ] as const) {
    routes.get(
      url,
      {
        schema: {
          tags: [...tags],
          summary,
          querystring: sourceQuery,
          response: { 200: totalsResponse },
        },
      },
      async (_request, reply) => {
        reply.header('cache-control', cacheControl);
        return totals();
      },
    );
  }

  routes.get(
    '/cdn/getTopRemote.json',
    {
      schema: {
        tags: ['cdn'],
        summary: 'The three most counted birds of the current campaign',
        querystring: sourceQuery,
        response: { 200: topBirdsResponse },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', cacheControl);
      return { data: (await service.snapshot()).top };
    },
  );
  done();
}
