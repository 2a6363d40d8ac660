import type { FastifyRequest } from 'fastify';
import { HttpError } from '../../http-error.ts';
import { readUploadParts } from '../../image-intake/upload.ts';
import { RECOGNITION_MESSAGES as M } from './messages.ts';

export const NOT_AN_UPLOAD =
  'Stuur de foto als multipart/form-data in het veld image, of als afbeelding in de body.';

/**
 * The photo: the multipart file field `image`, or the raw body (the spec sends the form data "as
 * the raw body"; a bare image body is taken too). Both are read by the shared image intake.
 */
export async function readImage(request: FastifyRequest, maxBytes: number): Promise<Buffer> {
  let image: Buffer | undefined;
  if (request.isMultipart()) {
    try {
      const parts = await readUploadParts(request, {
        maxBytes,
        field: 'image',
        isImageField: (name) => name === 'image',
      });
      image = parts.image;
    } catch (error) {
      if (error instanceof HttpError) throw error;
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
