import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '../../http-error.ts';
import { errorBody } from '../source-query.ts';
import { birdSvg, pickerSvg, type RenderedSvg } from './drawings.ts';

export const DRAWING_NOT_FOUND = 'Tekening niet gevonden';
/** The URL carries the content hash, so the file under it never changes. */
export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';
/** Without (or with an old) hash the answer may change with the next release. */
export const UNVERSIONED_CACHE = 'public, max-age=3600';

const slug = z
  .string()
  .max(100)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, DRAWING_NOT_FOUND);
const svgFile = z
  .string()
  .max(104)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*\.svg$/, DRAWING_NOT_FOUND);
const versionQuery = z.object({
  v: z.string().max(64).optional().describe('Content hash; makes the answer immutable'),
});

function sendSvg(
  request: FastifyRequest,
  reply: FastifyReply,
  image: RenderedSvg,
  version?: string,
) {
  const etag = `"${image.hash}"`;
  reply
    .header('etag', etag)
    .header('cache-control', version === image.hash ? IMMUTABLE_CACHE : UNVERSIONED_CACHE)
    // An SVG is a document: never let it run script or load anything when opened directly.
    .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
    // Public images: a web app or widget on another origin (configurable bases) may show them.
    .header('cross-origin-resource-policy', 'cross-origin')
    .type('image/svg+xml; charset=utf-8');
  const match = request.headers['if-none-match'];
  const tags = match?.split(',').map((tag) => tag.trim().replace(/^W\//, '')) ?? [];
  if (tags.includes(etag) || tags.includes('*')) {
    return reply.status(304).send();
  }
  return reply.send(image.svg);
}

/** Bird drawings and the wizard's picker images, rendered from `@tvt/content` and kept in memory. */
export function birdMediaRoutes(app: FastifyInstance, _options: unknown, done: () => void) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/media/birds/:id/:file',
    {
      schema: {
        tags: ['bird'],
        summary: 'Drawing of a species in one plumage variant (default, man, vrouw, juveniel, …)',
        params: z.object({ id: slug, file: svgFile.describe('<variant>.svg') }),
        querystring: versionQuery,
        response: { 200: z.string(), 304: z.null(), 404: errorBody },
      },
    },
    async (request, reply) => {
      const variant = request.params.file.slice(0, -'.svg'.length);
      const image = birdSvg(request.params.id, variant);
      if (!image) throw new HttpError(404, DRAWING_NOT_FOUND);
      return sendSvg(request, reply, image, request.query.v);
    },
  );

  routes.get(
    '/media/wizard/:kind/:file',
    {
      schema: {
        tags: ['bird'],
        summary: "Picker image of the determination wizard's size, silhouette or beak step",
        params: z.object({
          kind: z.enum(['size', 'silhouette', 'beak'], { error: DRAWING_NOT_FOUND }),
          file: z
            .string()
            .regex(/^[1-9]\.svg$/, DRAWING_NOT_FOUND)
            .describe('<n>.svg'),
        }),
        querystring: versionQuery,
        response: { 200: z.string(), 304: z.null(), 404: errorBody },
      },
    },
    async (request, reply) => {
      const image = pickerSvg(request.params.kind, Number(request.params.file[0]));
      if (!image) throw new HttpError(404, DRAWING_NOT_FOUND);
      return sendSvg(request, reply, image, request.query.v);
    },
  );
  done();
}
