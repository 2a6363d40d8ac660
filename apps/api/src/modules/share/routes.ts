import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { countResultParams } from '@tvt/contract/requests';
import { SERVICE_PREFIX } from '../../service-prefixes.ts';
import { NOT_FOUND_MESSAGE } from '../../plugins/errors.ts';
import { countResultReader } from './count-result-reader.ts';
import { renderPreviewPng } from './preview-image.ts';
import { PreviewCache } from './preview-cache.ts';

/** A shared link is fetched by many crawlers at once; the figures move slowly. */
export const PREVIEW_CACHE_CONTROL = 'public, max-age=300, stale-while-revalidate=600';

/** `GET {count}/results/counts/:tellingUUID/preview.png`: the count's link-preview image. */
export function shareImageRoutes(app: FastifyInstance, _options: object, done: () => void) {
  const read = countResultReader(app);
  const cache = new PreviewCache(200);
  app.withTypeProvider<ZodTypeProvider>().get(
    `${SERVICE_PREFIX.count}/results/counts/:tellingUUID/preview.png`,
    {
      schema: {
        summary: "A count's result as a 1200 × 630 PNG for link previews (Open Graph)",
        tags: ['count'],
        params: countResultParams,
      },
    },
    async (request, reply) => {
      const found = await read(request.params.tellingUUID);
      if (!found) return reply.status(404).send({ message: NOT_FOUND_MESSAGE });
      reply.header('cache-control', PREVIEW_CACHE_CONTROL).header('etag', found.etag);
      if (request.headers['if-none-match'] === found.etag) return reply.status(304).send();
      const png =
        cache.get(found.etag) ?? cache.set(found.etag, await renderPreviewPng(found.result));
      return reply.type('image/png').send(png);
    },
  );
  done();
}
