import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorBody, submitCountResponse } from '@tvt/contract';
import { countSubmissionBody } from '@tvt/contract/requests';
import type { Config } from '../../env.ts';
import type { RefusalTally } from '../count-errors/refusal-tally.ts';
import type { CountService } from './service.ts';
import { routeRateLimit } from '../../plugins/rate-limit.ts';

/** A count is a few kilobytes; anything far larger is not a count. */
const SUBMISSION_BODY_LIMIT = 64 * 1024;

export interface CountRoutesOptions {
  service: CountService;
  config: Config;
  /** Counts this route's refusals (400/413, 409, 429) for the office dashboard (decision 131). */
  refusals: Pick<RefusalTally, 'record'>;
}

/** The count submission of the count service, mounted at /api/count/v1. */
export function countRoutes(app: FastifyInstance, options: CountRoutesOptions, done: () => void) {
  const { service, refusals } = options;
  // This plugin's scope holds only the submission: its refusals, the rate limit's 429 included.
  app.addHook('onResponse', (_request, reply, done) => {
    refusals.record(reply.statusCode);
    done();
  });

  app.withTypeProvider<ZodTypeProvider>().post(
    '/inzending',
    {
      bodyLimit: SUBMISSION_BODY_LIMIT,
      config: { rateLimit: routeRateLimit(options.config.count.submitRateLimit) },
      schema: {
        tags: ['count'],
        summary: 'Submit a finished count (spec 3 countObject), stored once per countId',
        description:
          'The body is the count object of spec section 3 plus `countId` (UUID v4, made by the ' +
          'client). It is validated field by field with the shared domain rules; a refusal is ' +
          '400 `{ message, field }`. A retry with the same countId and body answers the first ' +
          'tellingUUID; the same countId with another body is 409. Suspicious flags and totals ' +
          'are recomputed on the server.',
        body: countSubmissionBody,
        response: { 200: submitCountResponse, 400: errorBody, 409: errorBody, 429: errorBody },
      },
      // The body schema documents the count; the service validates it against the current bird
      // catalog, so the refusals (messages, fields, NUL and idempotency checks) stay its own.
      validatorCompiler: () => (body: unknown) => ({ value: body }),
    },
    async (request) => service.submit(request.body, { ip: request.ip }),
  );
  done();
}
