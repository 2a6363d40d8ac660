import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../env.ts';
import { errorBody } from '../source-query.ts';
import type { CountErrorService } from './service.ts';

/** The header the web app sends the key in (the key comes from /config.json). */
export const API_KEY_HEADER = 'x-api-key';
const ERROR_BODY_LIMIT = 64 * 1024;

const text = (field: string, max: number) =>
  z
    .string({ error: `Het veld '${field}' moet tekst zijn.` })
    .max(max, { error: `Het veld '${field}' mag maximaal ${max} tekens bevatten.` })
    .optional();

const reportBody = z.object(
  {
    inztestid: z
      .union([z.number().int().min(0).max(4_102_444_800), z.string().regex(/^\d{1,10}$/)], {
        error: "Het veld 'inztestid' moet een tijdstip in seconden zijn.",
      })
      .nullish()
      .transform((v) => (v === null || v === undefined ? null : Number(v))),
    countObject: z
      .unknown()
      .optional()
      .describe('The count that failed; personal fields are removed'),
    userAgent: text('userAgent', 1000),
    functionName: text('functionName', 200),
    errorMessage: text('errorMessage', 5000),
    errorStack: text('errorStack', 20_000),
    extra: z.unknown().optional(),
  },
  { error: 'Het foutrapport moet een JSON-object zijn.' },
);

export interface CountErrorRoutesOptions {
  service: CountErrorService;
  config: Config;
}

/** Spec 7 "Log error": a failed submission, reported by the client; mounted at /api/count/v1. */
export function countErrorRoutes(
  app: FastifyInstance,
  options: CountErrorRoutesOptions,
  done: () => void,
) {
  const { service } = options;
  app.withTypeProvider<ZodTypeProvider>().post(
    '/inzending/error',
    {
      bodyLimit: ERROR_BODY_LIMIT,
      config: { rateLimit: { max: options.config.count.errorRateLimit, timeWindow: 60_000 } },
      // The key is checked before the body is read or validated.
      onRequest: (request, _reply, done) => {
        try {
          service.checkKey(request.headers[API_KEY_HEADER]);
          done();
        } catch (error) {
          done(error as Error);
        }
      },
      schema: {
        tags: ['count'],
        summary: 'Report a failed count submission (needs the x-api-key header)',
        headers: z.object({ [API_KEY_HEADER]: z.string().optional() }),
        body: reportBody,
        response: {
          201: z.object({ data: z.object({ id: z.number().int() }) }),
          400: errorBody,
          401: errorBody,
        },
      },
    },
    async (request, reply) => {
      const id = await service.record(request.body);
      return reply.status(201).send({ data: { id } });
    },
  );
  done();
}
