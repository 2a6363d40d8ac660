import type { FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/database.ts';
import type { Config } from '../../env.ts';
import { errorBody, sourceQuery } from '../source-query.ts';
import { buildChain } from './chain.ts';
import { acceptRawImages, readImage } from './read-image.ts';
import { createRecognitionService } from './service.ts';
import type { Recogniser } from './types.ts';

const fraction = z.number().min(0).max(1);
export const analyzeAnswer = z.object({
  data: z.object({
    birdFound: z
      .boolean()
      .nullable()
      .describe('Whether there is a bird on the photo; null when the recogniser cannot tell'),
    birds: z
      .array(
        z.object({
          id: z.string(),
          name: z.string(),
          images: z.array(z.string()).describe('[male drawing, female drawing]'),
          confidence: fraction.describe('How sure the recogniser is (0–1); never a certainty'),
          confidenceLabel: z.enum(['waarschijnlijk', 'mogelijk', 'misschien']),
        }),
      )
      .describe(
        'Possible species with a likelihood, surest first (at most 5); only from a species recogniser (external service or local model), empty from the built-in detector',
      ),
    box: z
      .object({ x: fraction, y: fraction, width: fraction, height: fraction })
      .optional()
      .describe('Where the bird is, as fractions of the photo'),
    colours: z.array(z.number().int().min(1).max(9)).describe('The bird’s main colours (1–9)'),
    colourMatches: z
      .array(z.object({ id: z.string(), name: z.string(), images: z.array(z.string()) }))
      .describe(
        "'Vogels met deze kleuren': species that fit the main colours by the wizard's rule, best fit then most counted (at most 6); a hint, not an identification",
      ),
    method: z.enum(['external', 'model', 'detector']).describe('Which recogniser answered'),
    message: z.string().describe('Dutch explanation for the person'),
  }),
});

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
  const chain = options.chain ?? buildChain(config.recognition);
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
          200: analyzeAnswer,
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
