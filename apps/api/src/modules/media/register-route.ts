import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorBody, photoRegistrationResponse } from '@tvt/contract';
import { photoRegistrationBody } from '@tvt/contract/requests';
import type { MediaService } from './service.ts';

/** Count service: POST /postImage registers an uploaded photo and answers its id and URLs. */
export function registerRoute(
  app: FastifyInstance,
  { service }: { service: MediaService },
  done: () => void,
): void {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/postImage',
    {
      schema: {
        tags: ['count'],
        summary: 'Register an uploaded garden photo',
        body: photoRegistrationBody,
        response: { 200: photoRegistrationResponse, 400: errorBody, 404: errorBody },
      },
    },
    async (request) => {
      const body = request.body;
      const photo = await service.register(body.uniquefilename, {
        originalFileName: body.originalfilename,
        clientFileSize: body.filesize,
        clientWidth: body.width,
        clientHeight: body.height,
        tags: [...new Set(body.tags)],
        frontend: body.frontend,
      });
      return { data: { id: photo.id, url: photo.url, urlSmall: photo.urlSmall } };
    },
  );
  done();
}
