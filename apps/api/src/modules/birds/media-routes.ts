import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '../../http-error.ts';
import { errorBody } from '@tvt/contract';
import { DEFAULT_PNG_WIDTH, PNG_WIDTHS, drawingPng } from './drawing-png.ts';
import { birdSvg, pickerSvg, type RenderedSvg } from './drawings.ts';

export const DRAWING_NOT_FOUND = 'Tekening niet gevonden';
export const BAD_PNG_WIDTH = `Kies een breedte van ${PNG_WIDTHS.join(', ')} pixels.`;
/** The URL carries the content hash, so the file under it never changes. */
export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';
/** Without (or with an old) hash the answer may change with the next release. */
export const UNVERSIONED_CACHE = 'public, max-age=3600';

const slug = z
  .string()
  .max(100)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, DRAWING_NOT_FOUND);
const drawingFile = z
  .string()
  .max(104)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*\.(?:svg|png)$/, DRAWING_NOT_FOUND);
const version = z.string().max(64).optional().describe('Content hash; makes the answer immutable');
const versionQuery = z.object({ v: version });
const drawingQuery = z.object({
  v: version,
  w: z
    .enum(
      PNG_WIDTHS.map((w) => String(w)),
      { error: BAD_PNG_WIDTH },
    )
    .optional()
    .describe(`PNG only: width in pixels (default ${DEFAULT_PNG_WIDTH})`),
});

function sendImage(
  request: FastifyRequest,
  reply: FastifyReply,
  image: RenderedSvg,
  version: string | undefined,
  png?: { width: number; body: Buffer },
) {
  // The PNG's ETag names its width too: each width is a different file.
  const etag = png ? `"${image.hash}-${png.width}"` : `"${image.hash}"`;
  reply
    .header('etag', etag)
    .header('cache-control', version === image.hash ? IMMUTABLE_CACHE : UNVERSIONED_CACHE)
    // Public images: a web app or widget on another origin (configurable bases) may show them.
    .header('cross-origin-resource-policy', 'cross-origin');
  if (png) reply.type('image/png');
  else {
    // An SVG is a document: never let it run script or load anything when opened directly.
    reply
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
      .type('image/svg+xml; charset=utf-8');
  }
  const match = request.headers['if-none-match'];
  const tags = match?.split(',').map((tag) => tag.trim().replace(/^W\//, '')) ?? [];
  if (tags.includes(etag) || tags.includes('*')) {
    return reply.status(304).send();
  }
  return reply.send(png ? png.body : image.svg);
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
        description:
          '`<variant>.svg`, or `<variant>.png?w=` rendered from the same SVG on white, ' +
          `w one of ${PNG_WIDTHS.join(', ')} (default ${DEFAULT_PNG_WIDTH}).`,
        params: z.object({
          id: slug,
          file: drawingFile.describe('<variant>.svg or <variant>.png'),
        }),
        querystring: drawingQuery,
        response: {
          200: z.string().describe('image/svg+xml or image/png'),
          304: z.null(),
          400: errorBody,
          404: errorBody,
        },
      },
    },
    async (request, reply) => {
      const { file, id } = request.params;
      const variant = file.replace(/\.(?:svg|png)$/, '');
      const image = birdSvg(id, variant);
      if (!image) throw new HttpError(404, DRAWING_NOT_FOUND);
      if (file.endsWith('.svg')) {
        return sendImage(request, reply, image, request.query.v);
      }
      const width = PNG_WIDTHS.find((w) => String(w) === request.query.w) ?? DEFAULT_PNG_WIDTH;
      const body = await drawingPng(image, width);
      return sendImage(request, reply, image, request.query.v, { width, body });
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
      return sendImage(request, reply, image, request.query.v);
    },
  );
  done();
}
