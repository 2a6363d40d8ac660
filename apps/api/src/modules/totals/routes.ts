import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { Redis } from 'ioredis';
import { z } from 'zod';
import type { Database } from '../../db/database.ts';
import type { Config } from '../../env.ts';
import { createCampaignRepository } from '../campaign/repository.ts';
import { createCampaignService } from '../campaign/service.ts';
import { sourceQuery } from '../source-query.ts';
import { birdDrawingUrl } from '../birds/drawings.ts';
import { createTotalsRepository } from './repository.ts';
import { createTotalsService } from './service.ts';

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
  database: Database;
  config: Config;
  now: () => Date;
}

/** Live totals and top 3: the count service's `totals` and the CDN files that mirror them. */
export function totalsRoutes(app: FastifyInstance, options: TotalsRoutesOptions, done: () => void) {
  const { config, database } = options;
  const redis = config.redisUrl
    ? new Redis(config.redisUrl, { connectTimeout: 2_000, maxRetriesPerRequest: 1 })
    : undefined;
  if (redis) {
    redis.on('error', (error: Error) => app.log.warn({ err: error }, 'redis error (totals cache)'));
    app.addHook('onClose', async () => {
      await redis.quit();
    });
  }
  const campaigns = createCampaignService(createCampaignRepository(database.db), options.now);
  const service = createTotalsService({
    repository: createTotalsRepository(database.db),
    campaign: campaigns.current,
    imageOf: (id) => birdDrawingUrl(id),
    ttlSeconds: config.count.totalsCacheSeconds,
    now: () => options.now().getTime(),
    redis,
    onRedisError: (error) => app.log.warn({ err: error }, 'totals cache: redis unavailable'),
    onLoadError: (error) => app.log.error({ err: error }, 'totals: recomputation failed'),
  });
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
      '/api/count/v1/totals',
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
