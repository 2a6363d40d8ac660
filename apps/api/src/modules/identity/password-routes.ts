import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Providers } from './provider.ts';
import { normaliseEmail, validateEmail } from '@tvt/domain';
import type { CredentialService } from '../account/credentials.ts';
import { validateNewPassword } from '../credentials/passwords.ts';
import { type Req, WRONG_CODE, html } from './interaction-shared.ts';
import { RESET_SENT, forgotPage, loginPage, resetPage } from './pages/auth-pages.ts';
import { text } from './registration-form.ts';
import type { LoginThrottle } from './throttle.ts';
import { MAIL_LIMITED } from '../account/mail-limits.ts';

/** Forgot and reset password inside a login; both answer alike whether the address is known. */
export function passwordRoutes(
  app: FastifyInstance,
  options: { providers: Providers; credentials: CredentialService; throttle: LoginThrottle },
) {
  const { providers, credentials, throttle } = options;
  const base = (uid: string) => `/oidc/interaction/${encodeURIComponent(uid)}`;
  const details = (request: Req, reply: FastifyReply) =>
    providers.current().interactionDetails(request.raw, reply.raw);

  app.get('/oidc/interaction/:uid/forgot', async (request: Req, reply) => {
    const interaction = await details(request, reply);
    return html(reply, forgotPage(base(interaction.uid), { values: {} }));
  });

  app.post('/oidc/interaction/:uid/forgot', async (request: Req, reply) => {
    const interaction = await details(request, reply);
    const email = normaliseEmail(text(request.body, 'email'));
    const error = validateEmail(email);
    if (error)
      return html(
        reply,
        forgotPage(base(interaction.uid), { values: { email }, errors: { email: error } }),
        400,
      );
    if ((await credentials.requestReset(email, request.ip)) === 'limited') {
      const limited = { values: { email }, errors: { email: MAIL_LIMITED } };
      return html(reply, forgotPage(base(interaction.uid), limited), 429);
    }
    return html(reply, resetPage(base(interaction.uid), { values: { email }, notice: RESET_SENT }));
  });

  app.post('/oidc/interaction/:uid/reset', async (request: Req, reply) => {
    const interaction = await details(request, reply);
    const email = normaliseEmail(text(request.body, 'email'));
    const code = text(request.body, 'code').trim();
    const password = text(request.body, 'password');
    const errors = {
      email: validateEmail(email),
      code: /^\d{6}$/.test(code) ? undefined : 'Vul de 6 cijfers uit de e-mail in.',
      password: validateNewPassword(password),
    };
    const values = { email, code };
    if (errors.email || errors.code || errors.password) {
      return html(reply, resetPage(base(interaction.uid), { values, errors }), 400);
    }
    if (!(await credentials.resetPassword(email, code, password))) {
      return html(
        reply,
        resetPage(base(interaction.uid), { values, errors: { code: WRONG_CODE } }),
        400,
      );
    }
    await throttle.succeed(email, request.ip);
    const notice = 'Je wachtwoord is gewijzigd. Log in met je nieuwe wachtwoord.';
    return html(reply, loginPage(base(interaction.uid), { values: { email }, notice }));
  });
}
