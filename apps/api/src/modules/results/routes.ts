import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  areaFiguresResponse,
  areaResultsResponse,
  countResultResponse,
  errorBody,
  postcodeAreaResponse,
  resultYearsResponse,
} from '@tvt/contract';
import {
  areaFiguresQuery,
  countResultParams,
  municipalityParams,
  postcodeDigitsParams,
  provinceParams,
  resultsQuery,
} from '@tvt/contract/requests';
import type { ResultsService } from './service.ts';

/**
 * The campaign results, mounted at /api/count/v1. Answers come from per-area snapshots of the
 * aggregates; the read cache (cached-routes.ts) keeps the finished bytes with an ETag for at
 * most a second, and Cache-Control lets a CDN keep them for the snapshot's TTL.
 */
export function resultsRoutes(
  app: FastifyInstance,
  { service }: { service: ResultsService },
  done: () => void,
) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const cacheControl = `public, max-age=${service.maxAgeSeconds}`;
  const cacheable = (reply: FastifyReply) => reply.header('cache-control', cacheControl);
  const area = { 200: areaResultsResponse, 400: errorBody, 404: errorBody };
  const tags = ['results'];

  routes.get(
    '/results',
    {
      schema: {
        tags,
        summary: 'National results: totals and the ranking of every species counted',
        description:
          'An area with fewer than 5 counts is `suppressed` (no figures). `year` defaults to ' +
          'the current campaign; `previous` per species is the previous campaign, when loaded.',
        querystring: resultsQuery,
        response: area,
      },
    },
    async (request, reply) => {
      cacheable(reply);
      return service.national(request.query.year);
    },
  );

  routes.get(
    '/results/years',
    {
      schema: {
        tags,
        summary: 'Every campaign with results, newest first, and the one shown by default',
        description:
          'A campaign with fewer than 5 counts nationally is not listed. `current` is the year ' +
          '`/results` answers without `year`: the newest campaign that has results.',
        querystring: resultsQuery.pick({ source: true }),
        response: { 200: resultYearsResponse },
      },
    },
    async (_request, reply) => {
      cacheable(reply);
      return service.years();
    },
  );

  routes.get(
    '/results/provinces/:code',
    {
      schema: {
        tags,
        summary: "One province's results (CBS code 'PV20'..'PV31')",
        params: provinceParams,
        querystring: resultsQuery,
        response: area,
      },
    },
    async (request, reply) => {
      cacheable(reply);
      return service.province(request.params.code, request.query.year);
    },
  );

  routes.get(
    '/results/municipalities/:code',
    {
      schema: {
        tags,
        summary: "One municipality's results (CBS code 'GM0363'), with its province as parent",
        params: municipalityParams,
        querystring: resultsQuery,
        response: area,
      },
    },
    async (request, reply) => {
      cacheable(reply);
      return service.municipality(request.params.code, request.query.year);
    },
  );

  routes.get(
    '/results/areas',
    {
      schema: {
        tags,
        summary: 'Every province or municipality with its participants (and a species’ share)',
        description: 'For the map and its table; figures are null where the area is suppressed.',
        querystring: areaFiguresQuery,
        response: { 200: areaFiguresResponse, 400: errorBody },
      },
    },
    async (request, reply) => {
      cacheable(reply);
      const { level, birdId, year } = request.query;
      return service.areaFigures(level, birdId, year);
    },
  );

  routes.get(
    '/results/postcode/:digits',
    {
      schema: {
        tags,
        summary: "The municipality (and province) a postcode's four digits lie in",
        params: postcodeDigitsParams,
        querystring: resultsQuery.pick({ source: true }),
        response: { 200: postcodeAreaResponse, 400: errorBody },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'public, max-age=3600');
      return service.postcode(request.params.digits);
    },
  );

  routes.get(
    '/results/counts/:tellingUUID',
    {
      schema: {
        tags,
        summary: 'One count beside the averages of its municipality and of the country',
        description: 'Holds no personal field: no name, address, postcode, e-mail or phone.',
        params: countResultParams,
        querystring: resultsQuery.pick({ source: true }),
        response: { 200: countResultResponse, 400: errorBody, 404: errorBody },
      },
    },
    async (request, reply) => {
      cacheable(reply);
      return service.countResult(request.params.tellingUUID);
    },
  );
  done();
}
