import type { FastifyInstance, FastifyReply } from 'fastify';
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
export function sharePages(
  app: FastifyInstance,
  { config, indexHtml }: { config: Config; indexHtml: string },
) {
  const read = countResultReader(app);
  const origin = config.publicUrl;
  const defaults = (path: string) =>
    withShareMeta(
      indexHtml,
      resultsShareMeta({
        page: `${origin}${path}`,
        image: `${origin}${SERVICE_PREFIX.count}/results/preview.png`,
      }),
    );
  const html = (reply: FastifyReply, body: string, status = 200) =>
    reply
      .status(status)
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(body);

  for (const url of RESULTS_PAGES) {
    app.get(url, { schema: { hide: true } }, (request, reply) =>
      html(reply, defaults(request.url.split('?')[0]!)),
    );
  }

  app.get<{ Params: { tellingUUID: string } }>(
    '/resultaten/telling/:tellingUUID',
    { schema: { hide: true } },
    async (request, reply) => {
      const { tellingUUID } = request.params;
      const path = `/resultaten/telling/${encodeURIComponent(tellingUUID)}`;
      if (!UUID.test(tellingUUID)) return html(reply, defaults(path), 404);
      let found;
      try {
        found = await read(tellingUUID);
      } catch (error) {
        // The page still works without its preview: the app asks for the figures itself.
        request.log.warn({ err: error }, 'share page: count result unavailable');
        return html(reply, defaults(path));
      }
      if (!found) return html(reply, defaults(path), 404);
      const image = `${origin}${SERVICE_PREFIX.count}/results/counts/${tellingUUID}/preview.png`;
      return html(
        reply,
        withShareMeta(indexHtml, countShareMeta(found.data, { page: `${origin}${path}`, image })),
      );
    },
  );
}
