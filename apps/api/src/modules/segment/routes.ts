import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorBody, segmentResponse } from '@tvt/contract';
import { segmentBody } from '@tvt/contract/requests';
import type { SegmentService } from './service.ts';
import { routeRateLimit } from '../../plugins/rate-limit.ts';
import type { Config } from '../../env.ts';

export interface SegmentRoutesOptions {
  service: SegmentService;
  /** SEGMENT_RATE_LIMIT: each answer tells whether an address is in the table; keep probing slow. */
  config: Config;
}

/**
 * The segment lookup, by POST so an e-mail address never appears in a URL (and so never in an
 * access log or browser history): docs/decisions/014-segment-lookup-by-post.md.
 */
export function segmentRoutes(
  app: FastifyInstance,
  { service, config }: SegmentRoutesOptions,
  done: () => void,
) {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/segment',
    {
      config: { rateLimit: routeRateLimit(config.security.segmentRateLimit) },
      schema: {
        tags: ['count'],
        summary: 'Donation page for a participant (data null when none or when the lookup is off)',
        body: segmentBody,
        response: {
          200: segmentResponse,
          400: errorBody,
        },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { data: await service.lookup(request.body.email) };
    },
  );
  done();
}
