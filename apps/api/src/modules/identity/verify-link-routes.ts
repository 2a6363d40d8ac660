import type { FastifyInstance, FastifyReply } from 'fastify';
import { normaliseEmail } from '@tvt/domain';
import type { CredentialService } from '../account/credentials.ts';
import { verifyPage } from './pages/auth-pages.ts';
import { type FormBody, text } from './registration-form.ts';

const WRONG_CODE = 'Deze code klopt niet of is verlopen. Log in om een nieuwe code te krijgen.';

/**
 * The link in the verification mail (spec 6: "account verification passes an e-mail and a
 * code"), usable outside a login: on success the app opens with `verified=1` and starts login.
 */
export function verifyLinkRoutes(
  app: FastifyInstance,
  { credentials, publicUrl }: { credentials: CredentialService; publicUrl: string },
  done: () => void,
) {
  async function handle(body: FormBody, reply: FastifyReply) {
    const email = normaliseEmail(text(body, 'email'));
    const code = text(body, 'code').trim();
    if (/^\d{6}$/.test(code) && (await credentials.verifyEmail(email, code))) {
      return reply.redirect(`${publicUrl}/?verified=1`, 303);
    }
    const errors = code ? { code: WRONG_CODE } : {};
    return reply
      .code(code ? 400 : 200)
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(verifyPage('/oidc/verify', { values: { email, code }, errors }));
  }
  app.get('/oidc/verify', { schema: { hide: true } }, (request, reply) =>
    handle(request.query as FormBody, reply),
  );
  app.post('/oidc/verify', { schema: { hide: true } }, (request, reply) =>
    handle(request.body as FormBody, reply),
  );
  done();
}
