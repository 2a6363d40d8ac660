import type { FastifyInstance, FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '../../http-error.ts';
import { errorBody } from '../source-query.ts';
import { MEDIA_MESSAGES } from './messages.ts';
import type { MediaService } from './service.ts';

const photoAnswer = z.object({
  data: z.object({
    id: z.string(),
    url: z.string().describe('The photo: JPEG, at most 1920 px, without metadata'),
    urlSmall: z.string().describe('The small version, at most 400 px'),
    width: z.number().int(),
    height: z.number().int(),
  }),
});

interface UploadOptions {
  service: MediaService;
  maxBytes: number;
}

/** Multipart is only parsed here; the client's file name is read nowhere. */
async function readUpload(request: FastifyRequest, maxBytes: number) {
  if (!request.isMultipart()) throw new HttpError(415, MEDIA_MESSAGES.notMultipart);
  let uniqueFileName: string | undefined;
  let image: Buffer | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        if (part.fieldname === 'uniqueFileName' && typeof part.value === 'string')
          uniqueFileName = part.value;
      } else if (part.fieldname === 'imageFile' && !image) {
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

/** Content service: POST /media/uploadImage (spec 7 "Upload photo"). */
export async function uploadRoutes(app: FastifyInstance, { service, maxBytes }: UploadOptions) {
  await app.register(multipart, {
    limits: { fileSize: maxBytes, files: 1, fields: 5, fieldSize: 1024, parts: 6, headerPairs: 50 },
  });
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post(
    '/media/uploadImage',
    {
      schema: {
        tags: ['content'],
        summary: 'Upload a garden photo (multipart: uniqueFileName, imageFile)',
        consumes: ['multipart/form-data'],
        response: { 200: photoAnswer, 400: errorBody, 413: errorBody, 415: errorBody },
      },
    },
    async (request) => {
      const { uniqueFileName, image } = await readUpload(request, maxBytes);
      if (uniqueFileName === undefined)
        throw new HttpError(400, MEDIA_MESSAGES.badFileName, 'uniqueFileName');
      service.checkFileName(uniqueFileName);
      if (!image || image.length === 0)
        throw new HttpError(400, MEDIA_MESSAGES.noFile, 'imageFile');
      return { data: await service.upload(uniqueFileName, image) };
    },
  );
}
