import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { countResultParams } from '@tvt/contract/requests';
import { SERVICE_PREFIX } from '../../service-prefixes.ts';
import { NOT_FOUND_MESSAGE } from '../../plugins/errors.ts';
import {
  type Read,
  countResultReader,
  nationalResultsReader,
} from '../../pages/count-result-reader.ts';
import { nationalPreviewSvg, previewSvg, renderPng } from './preview-image.ts';
import { PreviewCache } from './preview-cache.ts';

/** A shared link is fetched by many crawlers at once; the figures move slowly. */
export const PREVIEW_CACHE_CONTROL = 'public, max-age=300, stale-while-revalidate=600';

/** The link-preview images: one per count, and one of the national results. */
export function shareImageRoutes(app: FastifyInstance, _options: object, done: () => void) {
  const readCount = countResultReader(app);
  const readNational = nationalResultsReader(app);
  const cache = new PreviewCache(200);

  async function answer<T>(
    request: FastifyRequest,
    reply: FastifyReply,
    found: Read<T> | null,
    draw: (data: T) => string,
  ) {
    if (!found) return reply.status(404).send({ message: NOT_FOUND_MESSAGE });
    reply.header('cache-control', PREVIEW_CACHE_CONTROL).header('etag', found.etag);
    if (request.headers['if-none-match'] === found.etag) return reply.status(304).send();
    const png = cache.get(found.etag) ?? cache.set(found.etag, await renderPng(draw(found.data)));
    return reply.type('image/png').send(png);
  }

  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.get(
    `${SERVICE_PREFIX.count}/results/counts/:tellingUUID/preview.png`,
    {
      schema: {
        summary: "A count's result as a 1200 × 630 PNG for link previews (Open Graph)",
        tags: ['count'],
        params: countResultParams,
      },
    },
    async (request, reply) =>
      answer(request, reply, await readCount(request.params.tellingUUID), previewSvg),
  );
  routes.get(
    `${SERVICE_PREFIX.count}/results/preview.png`,
    {
      schema: {
        summary: 'The national results as a 1200 × 630 PNG for link previews (Open Graph)',
        tags: ['count'],
      },
    },
    async (request, reply) => answer(request, reply, await readNational(), nationalPreviewSvg),
  );
  done();
}
