import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorBody, signupResponse } from '@tvt/contract';
import { signupBody } from '@tvt/contract/requests';
import type { Config } from '../../env.ts';
import { routeRateLimit } from '../../plugins/rate-limit.ts';
import type { SignupService } from './service.ts';

export const SIGNUP_SENT =
  'Bijna klaar! Als dit adres nog niet is aangemeld, sturen we een e-mail met een link. Klik op die link om je aanmelding te bevestigen.';

export interface SignupRoutesOptions {
  service: SignupService;
  /** SIGNUP_RATE_LIMIT: every sign-up may send a mail; keep strangers from mailing a flood. */
  config: Config;
}

/** `POST {count}/aanmelding`: a reminder when the count starts (double opt-in, decision 080). */
export function signupRoutes(
  app: FastifyInstance,
  { service, config }: SignupRoutesOptions,
  done: () => void,
) {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/aanmelding',
    {
      config: { rateLimit: routeRateLimit(config.signup.rateLimit) },
      schema: {
        tags: ['count'],
        summary: 'Sign up for a reminder when the count starts; a confirmation link is mailed',
        body: signupBody,
        response: { 202: signupResponse, 400: errorBody, 409: errorBody, 429: errorBody },
      },
    },
    async (request, reply) => {
      await service.signUp(request.body.email);
      return reply
        .code(202)
        .header('cache-control', 'no-store')
        .send({ data: { message: SIGNUP_SENT } });
    },
  );
  done();
}
