import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { SERVICE_PREFIX } from '../service-prefixes.ts';
import type { Config } from '../env.ts';
import { countResultReader } from './count-result-reader.ts';
import { countShareMeta, resultsShareMeta, withShareMeta } from './share-meta.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const RESULTS_PAGES = ['/resultaten', '/resultaten/provincie/:code', '/resultaten/gemeente/:code'];

/**
 * The results pages as HTML with their own title, description and Open Graph tags, so a link
 * shared in a chat shows a preview. Link-preview crawlers ask with `Accept: *\/*` or none; they
 * get the same page a browser does. The app takes over in the browser as on any other route.
 */
export interface SharePagesOptions {
  config: Config;
  /** The app's page for this navigation, as any other route gets it. */
  page: (request: FastifyRequest) => Promise<string>;
  /** Sends a page, compressed as the browser accepts. */
  send: (request: FastifyRequest, reply: FastifyReply, html: string) => unknown;
}

export function sharePages(app: FastifyInstance, { config, page, send }: SharePagesOptions) {
  const read = countResultReader(app);
  const origin = config.publicUrl;
  const defaults = (indexHtml: string, path: string) =>
    withShareMeta(
      indexHtml,
      resultsShareMeta({
        page: `${origin}${path}`,
        image: `${origin}${SERVICE_PREFIX.count}/results/preview.png`,
      }),
    );
  const html = (request: FastifyRequest, reply: FastifyReply, body: string, status = 200) => {
    reply.status(status).header('cache-control', 'no-cache').type('text/html; charset=utf-8');
    return send(request, reply, body);
  };

  for (const url of RESULTS_PAGES) {
    app.get(url, { schema: { hide: true } }, async (request, reply) =>
      html(request, reply, defaults(await page(request), request.url.split('?')[0]!)),
    );
  }

  app.get<{ Params: { tellingUUID: string } }>(
    '/resultaten/telling/:tellingUUID',
    { schema: { hide: true } },
    async (request, reply) => {
      const { tellingUUID } = request.params;
      const indexHtml = await page(request);
      const path = `/resultaten/telling/${encodeURIComponent(tellingUUID)}`;
      if (!UUID.test(tellingUUID)) return html(request, reply, defaults(indexHtml, path), 404);
      let found;
      try {
        found = await read(tellingUUID);
      } catch (error) {
        // The page still works without its preview: the app asks for the figures itself.
        request.log.warn({ err: error }, 'share page: count result unavailable');
        return html(request, reply, defaults(indexHtml, path));
      }
      if (!found) return html(request, reply, defaults(indexHtml, path), 404);
      const image = `${origin}${SERVICE_PREFIX.count}/results/counts/${tellingUUID}/preview.png`;
      return html(
        request,
        reply,
        withShareMeta(indexHtml, countShareMeta(found.data, { page: `${origin}${path}`, image })),
      );
    },
  );
}
