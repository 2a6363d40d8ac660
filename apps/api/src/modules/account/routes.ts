import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/database.ts';
import type { Config } from '../../env.ts';
import { HttpError } from '../../http-error.ts';
import { createCountPersonalRepository } from '../count/personal-repository.ts';
import { createAccessTokenVerifier } from '../identity/access-token.ts';
import { IssuerUnavailableError, createExternalIssuer } from '../identity/external-issuer.ts';
import { createExternalAccounts } from './external-accounts.ts';
import { errorBody, ownCountsResponse, quizRecordResponse, userResponse } from '@tvt/contract';
import { quizScoreBody, sourceQuery } from '@tvt/contract/requests';
import { createAccountRepository } from './repository.ts';
import { createAccountService, prefillOf } from './service.ts';

export const NOT_LOGGED_IN = 'Je bent niet (meer) ingelogd. Log opnieuw in.';
export const ACCOUNT_GONE = 'Dit account bestaat niet meer.';

export const ISSUER_UNAVAILABLE =
  'De inlogdienst is even niet bereikbaar. Probeer het over een paar minuten opnieuw.';

const unauthorized = { 401: errorBody, 503: errorBody };

/** A down issuer is not a bad login: 503, so the app keeps the person logged in. */
function throwIfIssuerDown(error: unknown): void {
  if (error instanceof IssuerUnavailableError) throw new HttpError(503, ISSUER_UNAVAILABLE);
}

/** The account service (spec 7 "Account data", "Quiz high score"), for the token's subject only. */
export function accountRoutes(
  app: FastifyInstance,
  { config, database, now }: { config: Config; database: Database; now: () => Date },
  done: () => void,
) {
  const { identity } = config;
  const issuer = identity.embedded
    ? undefined
    : createExternalIssuer(identity.issuer, identity.introspection);
  const verify = createAccessTokenVerifier(config, database, now, issuer);
  const accounts = createAccountRepository(database.db);
  const service = createAccountService(
    accounts,
    createCountPersonalRepository(database.db),
    issuer &&
      createExternalAccounts({
        repo: accounts,
        issuer: identity.issuer,
        userinfo: (token) => issuer.userinfo(token),
        now,
      }),
  );

  /** The caller's account: a valid bearer token, and the account still exists. */
  async function caller(
    request: FastifyRequest,
    reply: { header: (k: string, v: string) => unknown },
  ) {
    // RFC 6750 b64token: a JWT, or an opaque token of an external issuer.
    const match = /^Bearer ([\w.~+/-]+=*)$/i.exec(request.headers.authorization ?? '');
    const token = match?.[1];
    const claims = token
      ? await verify(token).catch((error: unknown) => {
          throwIfIssuerDown(error);
          return undefined; // any other failure: the token is not good
        })
      : undefined;
    if (!token || !claims) {
      reply.header('www-authenticate', 'Bearer realm="account", error="invalid_token"');
      throw new HttpError(401, NOT_LOGGED_IN);
    }
    const row = await service.find(claims, token).catch((error: unknown) => {
      throwIfIssuerDown(error);
      throw error;
    });
    if (!row) throw new HttpError(401, ACCOUNT_GONE);
    return row;
  }

  const routes = app.withTypeProvider<ZodTypeProvider>();
  const noStore = (reply: { header: (k: string, v: string) => unknown }) =>
    reply.header('cache-control', 'no-store');

  routes.get(
    '/user',
    {
      schema: {
        tags: ['account'],
        summary: 'Prefill data of the logged-in participant',
        querystring: sourceQuery,
        response: { 200: userResponse, ...unauthorized },
      },
    },
    async (request, reply) => {
      const row = await caller(request, reply);
      noStore(reply);
      return prefillOf(row);
    },
  );

  routes.get(
    '/user/quiz',
    {
      schema: {
        tags: ['account'],
        summary: 'Quiz high score',
        querystring: sourceQuery,
        response: { 200: quizRecordResponse, ...unauthorized },
      },
    },
    async (request, reply) => {
      const row = await caller(request, reply);
      noStore(reply);
      return { data: await service.quiz(row.id) };
    },
  );

  routes.post(
    '/user/quiz',
    {
      schema: {
        tags: ['account'],
        summary: 'Save a quiz run: raises the high score only by the spec rule',
        querystring: sourceQuery,
        body: quizScoreBody,
        response: { 200: quizRecordResponse, 400: errorBody, ...unauthorized },
      },
    },
    async (request, reply) => {
      const row = await caller(request, reply);
      return { data: await service.saveQuiz(row.id, request.body) };
    },
  );

  routes.get(
    '/user/counts',
    {
      schema: {
        tags: ['account'],
        summary: 'Counts submitted with the account’s verified e-mail',
        querystring: sourceQuery,
        response: { 200: ownCountsResponse, ...unauthorized },
      },
    },
    async (request, reply) => {
      const row = await caller(request, reply);
      noStore(reply);
      const counts = await service.counts(row);
      return { data: counts.map((c) => ({ ...c, receivedAt: c.receivedAt.toISOString() })) };
    },
  );

  routes.get(
    '/user/export',
    {
      schema: {
        tags: ['account'],
        summary: 'All data of the participant as a JSON download (AVG); 401 without a valid token',
      },
    },
    async (request, reply) => {
      const row = await caller(request, reply);
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
      schema: {
        tags: ['account'],
        summary: 'Delete the account; its counts stay, anonymised',
        response: { 204: z.null(), ...unauthorized },
      },
    },
    async (request, reply) => {
      const row = await caller(request, reply);
      await service.remove(row);
      return reply.code(204).send(null);
    },
  );

  done();
}
