import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorBody, segmentResponse } from '@tvt/contract';
import { segmentBody } from '@tvt/contract/requests';
import type { SegmentService } from './service.ts';

/** Each answer tells whether an address is in the table: keep probing slow. */
const SEGMENT_RATE_LIMIT = 20;

export interface SegmentRoutesOptions {
  service: SegmentService;
}

/**
 * The segment lookup, by POST so an e-mail address never appears in a URL (and so never in an
 * access log or browser history): docs/decisions/014-segment-lookup-by-post.md.
 */
export function segmentRoutes(
  app: FastifyInstance,
  { service }: SegmentRoutesOptions,
  done: () => void,
) {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/segment',
    {
      config: { rateLimit: { max: SEGMENT_RATE_LIMIT, timeWindow: 60_000 } },
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
