import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { HttpError } from '../../http-error.ts';
import { readUploadParts } from '../../image-intake/upload.ts';
import { MEDIA_MESSAGES } from './messages.ts';

export const photoAnswer = z.object({
  data: z.object({
    id: z.string(),
    url: z.string().describe('The photo: JPEG, at most 1920 px, without metadata'),
    urlSmall: z.string().describe('The small version, at most 400 px'),
    width: z.number().int(),
    height: z.number().int(),
  }),
});

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
