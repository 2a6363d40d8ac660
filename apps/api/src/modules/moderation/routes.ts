import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorBody } from '@tvt/contract';
import {
  moderationCountParams,
  moderationDecisionBody,
  moderationDecisionResponse,
  moderationPersonalResponse,
  moderationQueueQuery,
  moderationQueueResponse,
  moderationSummaryResponse,
} from '@tvt/contract/office';
import { officeArea } from '../office-area/office-area.ts';
import { officeActorOf } from '../office-access/require-role.ts';
import type { ModerationService } from './service.ts';

export interface ModerationRoutesOptions {
  service: ModerationService;
}

const refusals = { 400: errorBody, 401: errorBody, 403: errorBody };

/** The office's moderation queue, mounted at /api/office/v1 (role `moderator`). */
export function moderationRoutes(
  app: FastifyInstance,
  { service }: ModerationRoutesOptions,
  done: () => void,
) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['office'];
  officeArea(app, 'moderator');

  routes.get(
    '/moderation/queue',
    {
      schema: {
        tags,
        summary: 'Flagged counts in one state (waiting by default), oldest first, no personal data',
        querystring: moderationQueueQuery,
        response: { 200: moderationQueueResponse, ...refusals },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return service.queue(request.query);
    },
  );

  routes.get(
    '/moderation/summary',
    {
      schema: {
        tags,
        summary: 'How many flagged counts wait for a decision (the dashboard)',
        response: { 200: moderationSummaryResponse, ...refusals },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { waiting: await service.waitingCount() };
    },
  );

  routes.post(
    '/moderation/decisions',
    {
      schema: {
        tags,
        summary: 'Accept, or exclude with a reason, up to 100 counts of the queue',
        description:
          'Excluding leaves the counts out of the totals, top 3 and results (the results ' +
          "module's exclusion); accepting an excluded count takes it back in. Never deletes.",
        body: moderationDecisionBody,
        response: { 200: moderationDecisionResponse, ...refusals, 404: errorBody },
      },
    },
    async (request) => service.decide(request.body, officeActorOf(request)),
  );

  routes.get(
    '/moderation/counts/:tellingUUID/personal',
    {
      config: { officeAccess: 'admin' },
      schema: {
        tags,
        summary: "A count's personal part and free texts (admin only; the reading is audited)",
        params: moderationCountParams,
        response: { 200: moderationPersonalResponse, ...refusals, 404: errorBody },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return service.personal(request.params.tellingUUID, officeActorOf(request));
    },
  );
  done();
}
