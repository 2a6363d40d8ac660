import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { analyzeResponse, errorBody } from '@tvt/contract';
import { sourceQuery } from '@tvt/contract/requests';
import type { Config } from '../../env.ts';
import { acceptImageUploads } from '../../image-intake/upload.ts';
import { readImage } from './read-image.ts';
import type { RecognitionService } from './service.ts';
import { routeRateLimit } from '../../plugins/rate-limit.ts';

export interface RecognitionRouteOptions {
  service: RecognitionService;
  config: Config;
}

/** POST /birds/analyze (spec 7 "Photo recognition"), mounted at /api/bird/v1. See README.md. */
export async function recognitionRoutes(app: FastifyInstance, options: RecognitionRouteOptions) {
  const { service, config } = options;
  const maxBytes = config.recognition.maxBytes;
  await acceptImageUploads(app, maxBytes);
  app.withTypeProvider<ZodTypeProvider>().post(
    '/birds/analyze',
    {
      // Analysing takes a second or two of CPU: a tighter limit than the app's default.
      config: { rateLimit: routeRateLimit(options.config.security.recognitionRateLimit) },
      schema: {
        tags: ['bird'],
        summary: 'Is there a bird on this photo, and which species might it be',
        consumes: ['multipart/form-data', 'image/jpeg', 'image/png', 'image/webp'],
        querystring: sourceQuery,
        response: {
          200: analyzeResponse,
          400: errorBody,
          413: errorBody,
          415: errorBody,
          503: errorBody,
        },
      },
    },
    async (request) => {
      const image = await readImage(request, maxBytes);
      return { data: await service.analyse(image, request.log) };
    },
  );
}
