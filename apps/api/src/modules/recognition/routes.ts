import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../env.ts';
import { errorBody, sourceQuery } from '../source-query.ts';
import { acceptImageUploads } from '../../image-intake/upload.ts';
import { readImage } from './read-image.ts';
import type { RecognitionService } from './service.ts';

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
      .describe('Possible species, surest first (at most 5)'),
    box: z
      .object({ x: fraction, y: fraction, width: fraction, height: fraction })
      .optional()
      .describe('Where the bird is, as fractions of the photo'),
    colours: z.array(z.number().int().min(1).max(9)).describe('The bird’s main colours (1–9)'),
    method: z.enum(['external', 'model', 'detector']).describe('Which recogniser answered'),
    message: z.string().describe('Dutch explanation for the person'),
  }),
});

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
