import type { FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from '../../db/database.ts';
import type { Config } from '../../env.ts';
import { analyzeResponse, errorBody } from '@tvt/contract';
import { sourceQuery } from '@tvt/contract/requests';
import { buildChain } from './chain.ts';
import { acceptRawImages, readImage } from './read-image.ts';
import { rankByColours } from './repository.ts';
import { createRecognitionService } from './service.ts';
import type { Recogniser } from './types.ts';

export interface RecognitionRouteOptions {
  database: Database;
  config: Config;
  /** Tests replace the chain; by default it is built from the configuration. */
  chain?: readonly Recogniser[];
}

/** POST /birds/analyze (spec 7 "Photo recognition"), mounted at /api/bird/v1. See README.md. */
export async function recognitionRoutes(app: FastifyInstance, options: RecognitionRouteOptions) {
  const { database, config } = options;
  const maxBytes = config.recognition.maxBytes;
  const chain =
    options.chain ??
    buildChain(config.recognition, (colours) => rankByColours(database.db, colours));
  const service = createRecognitionService(database.db, chain);
  await app.register(multipart, {
    limits: { fileSize: maxBytes, files: 1, fields: 5, fieldSize: 1024, parts: 6, headerPairs: 50 },
  });
  acceptRawImages(app, maxBytes);
  app.withTypeProvider<ZodTypeProvider>().post(
    '/birds/analyze',
    {
      // Analysing takes a second or two of CPU: a tighter limit than the app's default.
      config: { rateLimit: { max: 30, timeWindow: 60_000 } },
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
