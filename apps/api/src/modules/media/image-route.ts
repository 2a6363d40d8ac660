import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { uniquePhotoFileName } from '@tvt/domain';
import { HttpError } from '../../http-error.ts';
import { errorBody, photoUploadResponse } from '@tvt/contract';
import { MEDIA_MESSAGES } from './messages.ts';
import { readUpload } from './read-upload.ts';
import type { MediaService } from './service.ts';

/** Raw bodies this route documents; the real type is still sniffed from the bytes. */
const RAW_TYPES = [
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/heic',
  'application/octet-stream',
];

async function imageBytes(request: FastifyRequest, maxBytes: number): Promise<Buffer | undefined> {
  if (Buffer.isBuffer(request.body)) return request.body;
  if (!request.isMultipart()) throw new HttpError(415, MEDIA_MESSAGES.notAnImage);
  // The cropper's form data: one file field (spec 7 "Cropper output" names it `image`).
  return (await readUpload(request, maxBytes, () => true)).image;
}

/**
 * Content service `POST /media/image` (spec 7): the body is the image, raw or as one multipart
 * file. Same processing as uploadImage; the server names it. Must share uploadRoutes' scope,
 * where the image intake (multipart and raw bodies) is registered.
 */
export function registerImageRoute(
  app: FastifyInstance,
  service: MediaService,
  maxBytes: number,
): void {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/media/image',
    {
      schema: {
        tags: ['content'],
        summary: 'Upload an image as the raw body (or one multipart file)',
        consumes: [...RAW_TYPES, 'multipart/form-data'],
        response: { 200: photoUploadResponse, 400: errorBody, 413: errorBody, 415: errorBody },
      },
    },
    async (request) => {
      const image = await imageBytes(request, maxBytes);
      if (!image || image.length === 0) throw new HttpError(400, MEDIA_MESSAGES.noFile, 'image');
      return { data: await service.upload(uniquePhotoFileName(randomUUID()), image) };
    },
  );
}
