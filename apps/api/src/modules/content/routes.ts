import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBody, sourceQuery } from '../source-query.ts';
import type { ContentService } from './service.ts';

const CONTENT_CACHE = 'public, max-age=60';

const tourResponse = z.object({
  data: z.array(
    z.object({
      title: z.string(),
      content: z.string().describe('HTML fragment'),
      image: z.string().describe('Image URL, empty when none'),
      order: z.number().int(),
    }),
  ),
});

const menuResponse = z.object({ data: z.array(z.object({ title: z.string(), link: z.string() })) });

const slugParams = z.object({
  slug: z
    .string()
    .min(1)
    .max(100)
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Ongeldige tekstnaam.'),
});

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
        response: { 200: tourResponse },
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
        response: { 200: menuResponse },
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
        response: { 200: z.object({ data: z.object({ content: z.string() }) }), 404: errorBody },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', CONTENT_CACHE);
      return { data: await service.text(request.params.slug) };
    },
  );
  done();
}
