import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { signupTokenForm, signupTokenQuery } from '@tvt/contract/requests';
import type { Config } from '../../env.ts';
import { routeRateLimit } from '../../plugins/rate-limit.ts';
import { IDENTITY_CSS } from '../identity/pages/identity-css.ts';
import {
  CONFIRM_PATH,
  type SignupPage,
  UNSUBSCRIBE_PATH,
  pages,
  signupPage,
} from './pages/pages.ts';
import { isToken } from './tokens.ts';
import type { SignupService } from './service.ts';

export interface SignupPageOptions {
  service: SignupService;
  config: Config;
}

function html(reply: FastifyReply, page: SignupPage, code = 200) {
  return reply
    .code(code)
    .header('cache-control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(signupPage(page));
}

/**
 * The links in the mails, opened without logging in. A GET only asks (mail scanners open links
 * too); the button posts the token back and that does it. The token is in the query string,
 * which no log line holds (plugins/logging.ts).
 */
export function signupPageRoutes(
  app: FastifyInstance,
  options: SignupPageOptions,
  done: () => void,
) {
  const { service, config } = options;
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const limit = { rateLimit: routeRateLimit(config.signup.rateLimit * 6) };
  // HTML pages, documented with the count service they belong to.
  const page = (summary: string) => ({ tags: ['count'], summary });

  routes.get(
    CONFIRM_PATH,
    {
      config: limit,
      schema: {
        ...page('Reminder sign-up: the confirm page (HTML)'),
        querystring: signupTokenQuery,
      },
    },
    (request, reply) => {
      const { token } = request.query;
      return html(
        reply,
        isToken(token) ? pages.confirmAsk(token) : pages.brokenAsk(),
        isToken(token) ? 200 : 400,
      );
    },
  );
  routes.post(
    CONFIRM_PATH,
    {
      config: limit,
      schema: {
        ...page('Reminder sign-up: confirm (form post, HTML answer)'),
        body: signupTokenForm,
      },
    },
    async (request, reply) => {
      const outcome = await service.confirm(request.body.token);
      return outcome === 'done' ? html(reply, pages.confirmed()) : html(reply, pages.broken(), 400);
    },
  );
  routes.get(
    UNSUBSCRIBE_PATH,
    {
      config: limit,
      schema: { ...page('Reminder: the unsubscribe page (HTML)'), querystring: signupTokenQuery },
    },
    (request, reply) => {
      const { token } = request.query;
      return html(
        reply,
        isToken(token) ? pages.unsubscribeAsk(token) : pages.brokenAsk(),
        isToken(token) ? 200 : 400,
      );
    },
  );
  routes.post(
    UNSUBSCRIBE_PATH,
    {
      config: limit,
      schema: { ...page('Reminder: unsubscribe (form post, HTML answer)'), body: signupTokenForm },
    },
    async (request, reply) => {
      const outcome = await service.unsubscribe(request.body.token);
      return outcome === 'done'
        ? html(reply, pages.unsubscribed())
        : html(reply, pages.broken(), 400);
    },
  );
  app.get(
    '/aanmelding/pagina.css',
    { schema: page('Style sheet of the sign-up pages') },
    (_request, reply) =>
      reply
        .type('text/css; charset=utf-8')
        .header('cache-control', 'public, max-age=3600')
        .send(IDENTITY_CSS),
  );
  done();
}
