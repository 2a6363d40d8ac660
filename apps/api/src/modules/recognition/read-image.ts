import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from '../../http-error.ts';
import { RECOGNITION_MESSAGES as M } from './messages.ts';

export const NOT_AN_UPLOAD =
  'Stuur de foto als multipart/form-data in het veld image, of als afbeelding in de body.';

/**
 * The spec sends the form data "as the raw body"; a bare image body (image/*,
 * application/octet-stream) is taken too. Read up to maxBytes, then refused with 413.
 */
export function acceptRawImages(app: FastifyInstance, maxBytes: number) {
  app.addContentTypeParser(
    /^(image\/[\w.+-]+|application\/octet-stream)(;.*)?$/,
    { bodyLimit: maxBytes + 1 },
    (_request, payload, done) => {
      const chunks: Buffer[] = [];
      let size = 0;
      payload.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size <= maxBytes) chunks.push(chunk);
      });
      payload.on('end', () => {
        if (size > maxBytes) done(new HttpError(413, M.tooLarge(maxBytes), 'image'));
        else done(null, Buffer.concat(chunks));
      });
      payload.on('error', (error) => done(error));
    },
  );
}

/** The photo: the multipart file field `image`, or the raw body. */
export async function readImage(request: FastifyRequest, maxBytes: number): Promise<Buffer> {
  let image: Buffer | undefined;
  if (request.isMultipart()) {
    try {
      for await (const part of request.parts()) {
        if (part.type === 'file' && part.fieldname === 'image' && !image) {
          image = await part.toBuffer();
        } else if (part.type === 'file') {
          // Every file must be drained, or the parser waits for it forever.
          part.file.resume();
        }
      }
    } catch (error) {
      if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
        throw new HttpError(413, M.tooLarge(maxBytes), 'image');
      }
      throw new HttpError(400, NOT_AN_UPLOAD, 'image');
    }
  } else if (Buffer.isBuffer(request.body)) {
    image = request.body;
  } else if (request.body !== undefined && request.body !== null) {
    throw new HttpError(415, NOT_AN_UPLOAD, 'image');
  }
  if (!image || image.length === 0) throw new HttpError(400, M.noImage, 'image');
  return image;
}
