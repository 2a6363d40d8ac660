import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorBody, introTourResponse, menuMoreResponse, textResponse } from '@tvt/contract';
import { slugParams, sourceQuery } from '@tvt/contract/requests';
import type { ContentService } from './service.ts';

const CONTENT_CACHE = 'public, max-age=60';

/** The content service, mounted at /api/content/v1. */
export function contentRoutes(
  app: FastifyInstance,
  { service }: { service: ContentService },
  done: () => void,
) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/introtour',
    {
      schema: {
        tags: ['content'],
        summary: 'Intro tour pages, in order',
        querystring: sourceQuery,
        response: { 200: introTourResponse },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', CONTENT_CACHE);
      return { data: await service.introTour() };
    },
  );

  routes.get(
    '/menu-more',
    {
      schema: {
        tags: ['content'],
        summary: "Extra rows of the 'Meer' menu",
        querystring: sourceQuery,
        response: { 200: menuMoreResponse },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', CONTENT_CACHE);
      return { data: await service.menuMore() };
    },
  );

  routes.get(
    '/content/:slug',
    {
      schema: {
        tags: ['content'],
        summary: 'A text page by slug (the about text is over-deze-app)',
        params: slugParams,
        querystring: sourceQuery,
        response: { 200: textResponse, 404: errorBody },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', CONTENT_CACHE);
      return { data: await service.text(request.params.slug) };
    },
  );
  done();
}
