import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SERVICE_PREFIX } from '../../service-prefixes.ts';
import { sourceQuery } from '../source-query.ts';
import type { TotalsService } from './service.ts';

const totalsResponse = z.object({
  data: z
    .array(z.object({ participants: z.number().int().min(0), birds: z.number().int().min(0) }))
    .describe('Spec "Total count": a list whose first entry has participants and birds'),
});

const topResponse = z.object({
  data: z.array(
    z.object({
      id: z.string(),
      remoteimage: z.string().describe("The bird's drawing"),
      name: z.string(),
      count: z.number().int().min(0),
    }),
  ),
});

export interface TotalsRoutesOptions {
  service: TotalsService;
}

/** Live totals and top 3: the count service's `totals` and the CDN files that mirror them. */
export function totalsRoutes(
  app: FastifyInstance,
  { service }: TotalsRoutesOptions,
  done: () => void,
) {
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
        response: { 200: topResponse },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', cacheControl);
      return { data: (await service.snapshot()).top };
    },
  );
  done();
}
