import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBody, ownCountsResponse, quizRecordResponse, userResponse } from '@tvt/contract';
import { quizScoreBody, sourceQuery } from '@tvt/contract/requests';
import { accountOf } from './require-account.ts';
import { type AccountService, prefillOf } from './service.ts';

const unauthorized = { 401: errorBody, 503: errorBody };

export interface AccountRoutesOptions {
  service: AccountService;
  /** The login check (`require-account.ts`), declared on every route below. */
  requireAccount: preHandlerAsyncHookHandler;
}

/** The account service (spec 7 "Account data", "Quiz high score"), for the token's subject only. */
export function accountRoutes(
  app: FastifyInstance,
  { service, requireAccount }: AccountRoutesOptions,
  done: () => void,
) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const noStore = (reply: { header: (k: string, v: string) => unknown }) =>
    reply.header('cache-control', 'no-store');

  routes.get(
    '/user',
    {
      preHandler: requireAccount,
      schema: {
        tags: ['account'],
        summary: 'Prefill data of the logged-in participant',
        querystring: sourceQuery,
        response: { 200: userResponse, ...unauthorized },
      },
    },
    async (request, reply) => {
      const row = accountOf(request);
      noStore(reply);
      return prefillOf(row);
    },
  );

  routes.get(
    '/user/quiz',
    {
      preHandler: requireAccount,
      schema: {
        tags: ['account'],
        summary: 'Quiz high score',
        querystring: sourceQuery,
        response: { 200: quizRecordResponse, ...unauthorized },
      },
    },
    async (request, reply) => {
      const row = accountOf(request);
      noStore(reply);
      return { data: await service.quiz(row.id) };
    },
  );

  routes.post(
    '/user/quiz',
    {
      preHandler: requireAccount,
      schema: {
        tags: ['account'],
        summary: 'Save a quiz run: raises the high score only by the spec rule',
        querystring: sourceQuery,
        body: quizScoreBody,
        response: { 200: quizRecordResponse, 400: errorBody, ...unauthorized },
      },
    },
    async (request) => {
      const row = accountOf(request);
      return { data: await service.saveQuiz(row.id, request.body) };
    },
  );

  routes.get(
    '/user/counts',
    {
      preHandler: requireAccount,
      schema: {
        tags: ['account'],
        summary: 'Counts submitted with the account’s verified e-mail',
        querystring: sourceQuery,
        response: { 200: ownCountsResponse, ...unauthorized },
      },
    },
    async (request, reply) => {
      const row = accountOf(request);
      noStore(reply);
      const counts = await service.counts(row);
      return { data: counts.map((c) => ({ ...c, receivedAt: c.receivedAt.toISOString() })) };
    },
  );

  routes.get(
    '/user/export',
    {
      preHandler: requireAccount,
      schema: {
        tags: ['account'],
        summary: 'All data of the participant as a JSON download (AVG); 401 without a valid token',
      },
    },
    async (request, reply) => {
      const row = accountOf(request);
      noStore(reply);
      reply.header(
        'content-disposition',
        'attachment; filename="mijn-gegevens-tuinvogeltelling.json"',
      );
      return reply
        .type('application/json; charset=utf-8')
        .send(JSON.stringify(await service.export(row), null, 2));
    },
  );

  routes.delete(
    '/user',
    {
      preHandler: requireAccount,
      schema: {
        tags: ['account'],
        summary: 'Delete the account; its counts stay, anonymised',
        response: { 204: z.null(), ...unauthorized },
      },
    },
    async (request, reply) => {
      const row = accountOf(request);
      await service.remove(row);
      return reply.code(204).send(null);
    },
  );

  done();
}
