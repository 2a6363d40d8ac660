import type { FastifyRequest } from 'fastify';
import { HttpError } from '../../http-error.ts';
import { MEDIA_MESSAGES } from './messages.ts';

/**
 * The `uniqueFileName` field and the first file part `isImageField` accepts, buffered up to the
 * multipart limit. The client's file name is read nowhere.
 */
export async function readUpload(
  request: FastifyRequest,
  maxBytes: number,
  isImageField: (name: string) => boolean = (name) => name === 'imageFile',
) {
  if (!request.isMultipart()) throw new HttpError(415, MEDIA_MESSAGES.notMultipart);
  let uniqueFileName: string | undefined;
  let image: Buffer | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        if (part.fieldname === 'uniqueFileName' && typeof part.value === 'string') {
          uniqueFileName = part.value;
        }
      } else if (isImageField(part.fieldname) && !image) {
        image = await part.toBuffer();
      } else {
        // Every file must be drained, or the parser waits for it forever.
        part.file.resume();
      }
    }
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new HttpError(413, MEDIA_MESSAGES.tooLarge(maxBytes), 'imageFile');
    }
    throw error;
  }
  return { uniqueFileName, image };
}
