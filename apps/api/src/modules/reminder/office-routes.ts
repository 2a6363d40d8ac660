import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorBody } from '@tvt/contract';
import { reminderBody, reminderOverviewResponse, reminderTestResponse } from '@tvt/contract/office';
import { officeArea } from '../office-area/office-area.ts';
import { officeActorOf } from '../office-access/require-role.ts';
import type { ReminderOfficeService, ReminderOverview } from './office-service.ts';

export interface ReminderOfficeRoutesOptions {
  service: ReminderOfficeService;
}

const refusals = { 401: errorBody, 403: errorBody, 503: errorBody };

function view(overview: ReminderOverview) {
  const { reminder } = overview;
  return {
    data: {
      campaignYear: overview.campaignYear,
      phase2Start: overview.phase2Start.toISOString(),
      reminder: reminder
        ? {
            subject: reminder.subject,
            text: reminder.body,
            scheduled: reminder.scheduled,
            updatedAt: reminder.updatedAt.toISOString(),
          }
        : null,
      signups: overview.signups,
      externalSignUp: overview.externalSignUp,
    },
  };
}

/** `/api/office/v1/reminder`: the editors write and schedule the reminder (decision 081). */
export function reminderOfficeRoutes(
  app: FastifyInstance,
  { service }: ReminderOfficeRoutesOptions,
  done: () => void,
) {
  officeArea(app, 'editor');
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.get(
    '/reminder',
    {
      schema: {
        tags: ['office'],
        summary: 'The current campaign’s reminder and the number of sign-ups',
        response: { 200: reminderOverviewResponse, ...refusals },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return view(await service.overview());
    },
  );

  routes.put(
    '/reminder',
    {
      schema: {
        tags: ['office'],
        summary: 'Write the reminder; scheduled, it is mailed from the phase 2 start',
        body: reminderBody,
        response: { 200: reminderOverviewResponse, 400: errorBody, ...refusals },
      },
    },
    async (request, reply) => {
      await service.save(officeActorOf(request), request.body);
      reply.header('cache-control', 'no-store');
      return view(await service.overview());
    },
  );

  routes.post(
    '/reminder/test',
    {
      schema: {
        tags: ['office'],
        summary: 'Mail the reminder as written (not saved) to the caller alone, as a test',
        body: reminderBody,
        response: { 200: reminderTestResponse, 400: errorBody, ...refusals },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { data: { sentTo: await service.sendTest(officeActorOf(request), request.body) } };
    },
  );
  done();
}
