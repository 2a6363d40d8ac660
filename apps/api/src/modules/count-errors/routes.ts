import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../env.ts';
import { countErrorResponse, errorBody } from '@tvt/contract';
import { countErrorBody } from '@tvt/contract/requests';
import type { CountErrorService } from './service.ts';
import { routeRateLimit } from '../../plugins/rate-limit.ts';

/** The header the web app sends the key in (the key comes from /config.json). */
export const API_KEY_HEADER = 'x-api-key';
const ERROR_BODY_LIMIT = 64 * 1024;

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
      config: { rateLimit: routeRateLimit(options.config.count.errorRateLimit) },
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
        body: countErrorBody,
        response: {
          201: countErrorResponse,
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
