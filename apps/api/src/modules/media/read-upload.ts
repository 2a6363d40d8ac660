import type { FastifyRequest } from 'fastify';
import { HttpError } from '../../http-error.ts';
import { readUploadParts } from '../../image-intake/upload.ts';
import { MEDIA_MESSAGES } from './messages.ts';

/**
 * The `uniqueFileName` field and the first file part `isImageField` accepts, through the shared
 * image intake (`src/image-intake/`).
 */
export async function readUpload(
  request: FastifyRequest,
  maxBytes: number,
  isImageField: (name: string) => boolean = (name) => name === 'imageFile',
) {
  if (!request.isMultipart()) throw new HttpError(415, MEDIA_MESSAGES.notMultipart);
  const parts = await readUploadParts(request, { maxBytes, field: 'imageFile', isImageField });
  return { uniqueFileName: parts.fields.get('uniqueFileName'), image: parts.image };
}
