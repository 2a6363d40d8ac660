import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { HttpError } from '../../http-error.ts';
import { errorBody } from '@tvt/contract';
import { MEDIA_MESSAGES } from './messages.ts';
import type { MediaService } from './service.ts';

/** Files are named by a fresh UUID and never rewritten: cache them for good. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Exactly the photo names media-store.ts writes; anything else (a path, a dot-file) is not a photo. */
const params = z.object({
  file: z
    .string()
    .regex(
      /^[0-9a-f]{8}(?:-[0-9a-f]{4}){3}-[0-9a-f]{12}(?:-small)?\.jpg$/,
      MEDIA_MESSAGES.noSuchFile,
    ),
});

/** GET /media/{file}: a stored photo or its small version. */
export function registerFileRoute(app: FastifyInstance, service: MediaService): void {
  // Untyped on purpose: the answer is a file stream, which no response schema describes.
  app.get(
    '/media/:file',
    {
      schema: {
        tags: ['content'],
        summary: 'An uploaded photo (JPEG without metadata)',
        params,
        response: { 400: errorBody, 404: errorBody },
      },
    },
    async (request, reply) => {
      const { file } = request.params as z.output<typeof params>;
      const bytes = await service.file(file);
      if (!bytes) throw new HttpError(404, MEDIA_MESSAGES.noSuchFile);
      return reply
        .header('content-type', 'image/jpeg')
        .header('content-length', bytes.length)
        .header('cache-control', IMMUTABLE)
        .send(bytes);
    },
  );
}
