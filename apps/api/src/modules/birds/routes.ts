import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  birdDetailResponse,
  birdListResponse,
  errorBody,
  tipListResponse,
  tipResponse,
} from '@tvt/contract';
import { birdIdParams, birdListQuery, tipIdParams } from '@tvt/contract/requests';
import type { BirdService } from './service.ts';

/** The organisation edits birds and tips: a minute of caching keeps edits visible soon. */
const BIRD_CACHE = 'public, max-age=60';

/** The bird service, mounted at /api/bird/v1. See README.md for the exact answers. */
export function birdRoutes(
  app: FastifyInstance,
  { service }: { service: BirdService },
  done: () => void,
) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/birds',
    {
      schema: {
        tags: ['bird'],
        summary: 'Bird guide list (alphabetical, keyword), primary birds, or birds near a place',
        description:
          'offset is the page index (page − 1); limit 1–100, default 20. primary=true gives the count ' +
          'form main grid in order; lat+lng (inside the Netherlands) the commonly counted species by ' +
          'commonness (no distribution data: the same list everywhere in the country).',
        querystring: birdListQuery,
        response: { 200: birdListResponse, 400: errorBody },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', BIRD_CACHE);
      return { data: await service.list(request.query) };
    },
  );

  routes.get(
    '/birds/recognitiontips',
    {
      schema: {
        tags: ['bird'],
        summary: "Observation tips ('Vogelkijktips'), in order",
        querystring: birdListQuery.pick({ source: true }),
        response: { 200: tipListResponse },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', BIRD_CACHE);
      return { data: await service.tips() };
    },
  );

  routes.get(
    '/birds/recognitiontips/:id',
    {
      schema: {
        tags: ['bird'],
        summary: 'One observation tip',
        params: tipIdParams,
        querystring: birdListQuery.pick({ source: true }),
        response: { 200: tipResponse, 400: errorBody, 404: errorBody },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', BIRD_CACHE);
      return { data: await service.tip(request.params.id) };
    },
  );

  routes.get(
    '/birds/:id',
    {
      schema: {
        tags: ['bird'],
        summary: 'Bird detail for the guide',
        params: birdIdParams,
        querystring: birdListQuery.pick({ source: true }),
        response: { 200: birdDetailResponse, 400: errorBody, 404: errorBody },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', BIRD_CACHE);
      return { data: await service.detail(request.params.id) };
    },
  );
  done();
}
