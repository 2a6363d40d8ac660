import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { errorBody } from '@tvt/contract';
import { OFFICE_MEDIA_CONTENT_TYPES } from '@tvt/domain';
import { HttpError } from '../../http-error.ts';
import { OFFICE_FILE, type OfficeMedia } from './office-media.ts';

const NOT_FOUND = 'Dit bestand bestaat niet.';
const IMMUTABLE = 'public, max-age=31536000, immutable';
const params = z.object({ file: z.string().regex(OFFICE_FILE, NOT_FOUND) });

/** One `bytes=a-b`, `a-` or `-n` range within `size`, or undefined (then the whole file). */
function rangeOf(header: string | undefined, size: number) {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header ?? '');
  if (!match || (match[1] === '' && match[2] === '')) return undefined;
  const start = match[1] === '' ? Math.max(0, size - Number(match[2])) : Number(match[1]);
  const end = match[1] === '' || match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  return start <= end && start < size ? { start, end } : 'unsatisfiable';
}

/**
 * GET /media/office/{file}: a file the office uploaded. Names never change, so it is cached for
 * good; byte ranges are answered, so audio and video players can seek (Safari needs them).
 */
export function registerOfficeFileRoute(app: FastifyInstance, media: OfficeMedia): void {
  app.get(
    '/media/office/:file',
    {
      schema: {
        tags: ['office'],
        summary: 'A file uploaded in the office (image, sound or video)',
        params,
        response: { 400: errorBody, 404: errorBody, 416: errorBody },
      },
    },
    async (request, typed) => {
      // A partial answer (206) has no schema: the body is bytes.
      const reply: FastifyReply = typed;
      const { file } = request.params as z.output<typeof params>;
      const bytes = await media.read(file);
      if (!bytes) throw new HttpError(404, NOT_FOUND);
      const type = OFFICE_MEDIA_CONTENT_TYPES[file.split('.').pop()!]!;
      reply.header('content-type', type).header('cache-control', IMMUTABLE);
      reply.header('accept-ranges', 'bytes');
      const range = rangeOf(request.headers.range, bytes.length);
      if (range === 'unsatisfiable') {
        reply.header('content-range', `bytes */${bytes.length}`);
        throw new HttpError(416, 'Dit deel van het bestand bestaat niet.');
      }
      if (!range) return reply.header('content-length', bytes.length).send(bytes);
      return reply
        .code(206)
        .header('content-range', `bytes ${range.start}-${range.end}/${bytes.length}`)
        .header('content-length', range.end - range.start + 1)
        .send(bytes.subarray(range.start, range.end + 1));
    },
  );
}
