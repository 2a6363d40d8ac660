import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { HttpError } from '../../http-error.ts';
import { errorBody, photoUploadResponse } from '@tvt/contract';
import { acceptImageUploads } from '../../image-intake/upload.ts';
import { registerImageRoute } from './image-route.ts';
import { MEDIA_MESSAGES } from './messages.ts';
import { readUpload } from './read-upload.ts';
import type { MediaService } from './service.ts';

interface UploadOptions {
  service: MediaService;
  maxBytes: number;
}

/** Content service: POST /media/uploadImage (spec 7 "Upload photo") and POST /media/image. */
export async function uploadRoutes(app: FastifyInstance, { service, maxBytes }: UploadOptions) {
  await acceptImageUploads(app, maxBytes);
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post(
    '/media/uploadImage',
    {
      schema: {
        tags: ['content'],
        summary: 'Upload a garden photo (multipart: uniqueFileName, imageFile)',
        consumes: ['multipart/form-data'],
        response: { 200: photoUploadResponse, 400: errorBody, 413: errorBody, 415: errorBody },
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
  registerImageRoute(app, service, maxBytes);
}
