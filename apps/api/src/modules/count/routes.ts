import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from '../../db/database.ts';
import type { Config } from '../../env.ts';
import { createCampaignRepository } from '../campaign/repository.ts';
import { createCampaignService } from '../campaign/service.ts';
import { errorBody, submitCountResponse } from '@tvt/contract';
import { countSubmissionBody } from '@tvt/contract/requests';
import { createCatalogCache } from './bird-catalog.ts';
import { createCountRepository } from './repository.ts';
import { createCountService } from './service.ts';
import { createCountStore } from './store.ts';

/** A count is a few kilobytes; anything far larger is not a count. */
const SUBMISSION_BODY_LIMIT = 64 * 1024;

export interface CountRoutesOptions {
  database: Database;
  config: Config;
  now: () => Date;
}

/** The count submission of the count service, mounted at /api/count/v1. */
export function countRoutes(app: FastifyInstance, options: CountRoutesOptions, done: () => void) {
  const repository = createCountRepository(options.database.db);
  const campaigns = createCampaignService(
    createCampaignRepository(options.database.db),
    options.now,
  );
  const service = createCountService({
    repository,
    store: createCountStore(repository, options.database.driver),
    catalog: createCatalogCache(repository.catalog),
    campaign: campaigns.current,
    now: options.now,
  });

  app.withTypeProvider<ZodTypeProvider>().post(
    '/inzending',
    {
      bodyLimit: SUBMISSION_BODY_LIMIT,
      config: { rateLimit: { max: options.config.count.submitRateLimit, timeWindow: 60_000 } },
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
    async (request) => service.submit(request.body),
  );
  done();
}
