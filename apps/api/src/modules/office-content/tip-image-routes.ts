import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorBody } from '@tvt/contract';
import { officeTipResponse, officeUploadResponse } from '@tvt/contract/office';
import { officeTipParams } from '@tvt/contract/requests';
import type { OfficeActor } from './effects.ts';
import type { OfficeContentService } from './service.ts';
import { acceptOfficeUploads, readOfficeFile } from './upload.ts';

const tags = ['office'];
const refusals = { 400: errorBody, 401: errorBody, 403: errorBody, 413: errorBody };

/** Image uploads of the content office (multipart, field `file`), inside its guarded scope. */
export async function tipImageRoutes(
  app: FastifyInstance,
  options: { service: OfficeContentService; actorOf: (request: FastifyRequest) => OfficeActor },
) {
  const { service, actorOf } = options;
  await acceptOfficeUploads(app);
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post(
    '/tips/:id/image',
    {
      schema: {
        tags,
        summary: "Upload the tip's image (JPEG, PNG or WebP; multipart field file)",
        consumes: ['multipart/form-data'],
        params: officeTipParams,
        response: { 200: officeTipResponse, 404: errorBody, ...refusals },
      },
    },
    async (request) => {
      const bytes = await readOfficeFile(request);
      return { data: await service.setTipImage(actorOf(request), request.params.id, bytes) };
    },
  );
  routes.delete(
    '/tips/:id/image',
    {
      schema: {
        tags,
        summary: "Back to the bird's drawing",
        params: officeTipParams,
        response: { 200: officeTipResponse, 404: errorBody, ...refusals },
      },
    },
    async (request) => ({
      data: await service.setTipImage(actorOf(request), request.params.id, undefined, true),
    }),
  );
  routes.post(
    '/images',
    {
      schema: {
        tags,
        summary: 'Upload an image for a tour page or a text (multipart field file)',
        consumes: ['multipart/form-data'],
        response: { 200: officeUploadResponse, ...refusals },
      },
    },
    async (request) => ({
      data: await service.uploadImage(actorOf(request), await readOfficeFile(request)),
    }),
  );
}
