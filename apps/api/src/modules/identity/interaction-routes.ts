import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Providers } from './provider.ts';
import { normaliseEmail, validateEmail } from '@tvt/domain';
import type { CredentialService } from '../account/credentials.ts';
import { finishLogin } from './finish-login.ts';
import {
  CODE_RESENT,
  type FormState,
  loginPage,
  registerPage,
  verifyPage,
} from './pages/auth-pages.ts';
import { type Req, WRONG_CODE, WRONG_LOGIN, html } from './interaction-shared.ts';
import { passwordRoutes } from './password-routes.ts';
import { type AddressFinder, readRegistration, text } from './registration-form.ts';
import type { LoginThrottle } from './throttle.ts';
import { MAIL_LIMITED } from '../account/mail-limits.ts';

const VERIFIED_NOTICE = 'Je e-mailadres is bevestigd. Log in om verder te gaan.';

export interface InteractionOptions {
  providers: Providers;
  credentials: CredentialService;
  throttle: LoginThrottle;
  findAddress: AddressFinder;
}

/** The Dutch pages behind oidc-provider's login prompt; the consent prompt is implicit. */
export function interactionRoutes(
  app: FastifyInstance,
  options: InteractionOptions,
  done: () => void,
) {
  const { providers, credentials, throttle, findAddress } = options;
  const base = (uid: string) => `/oidc/interaction/${encodeURIComponent(uid)}`;
  /** The verify page of a login: its form, a new code and the way back all stay in it. */
  const verifyAt = (uid: string, state: FormState) =>
    verifyPage(`${base(uid)}/verify`, state, base(uid));

  /** The interaction must exist and belong to this browser (its cookie), else 400 from the provider. */
  const details = (request: Req, reply: FastifyReply) =>
    providers.current().interactionDetails(request.raw, reply.raw);

  app.get('/oidc/interaction/:uid', async (request: Req, reply) => {
    const interaction = await details(request, reply);
    if (interaction.prompt.name !== 'login') {
      return reply.redirect(
        await finishLogin(providers.current(), request, reply, interaction),
        303,
      );
    }
    const params = interaction.params;
    if (params.referrer_action === 'register')
      return html(reply, registerPage(base(interaction.uid), { values: {} }));
    const hint = typeof params.login_hint === 'string' ? params.login_hint : '';
    const state: FormState = { values: { email: hint } };
    if (params.verified === '1') state.notice = VERIFIED_NOTICE;
    return html(reply, loginPage(base(interaction.uid), state));
  });

  app.post('/oidc/interaction/:uid/login', async (request: Req, reply) => {
    const interaction = await details(request, reply);
    const email = normaliseEmail(text(request.body, 'email'));
    const password = text(request.body, 'password');
    const page = (errors: FormState['errors'], status: number) =>
      html(reply, loginPage(base(interaction.uid), { values: { email }, errors }), status);
    if (validateEmail(email) !== undefined || password === '') {
      return page(
        { email: validateEmail(email), password: password ? undefined : 'Vul je wachtwoord in.' },
        400,
      );
    }
    const refusal = await throttle.blocked(email, request.ip);
    if (refusal) return page({ form: refusal }, 429);
    const row = await credentials.authenticate(email, password);
    if (!row) {
      await throttle.fail(email, request.ip);
      return page({ password: WRONG_LOGIN }, 401);
    }
    await throttle.succeed(email, request.ip);
    if (!row.emailVerified) {
      // Within the mail limit a fresh code goes out; either way the code form follows.
      await credentials.resendVerification(email, request.ip);
      return html(reply, verifyAt(interaction.uid, { values: { email } }));
    }
    return reply.redirect(
      await finishLogin(providers.current(), request, reply, interaction, row.id),
      303,
    );
  });

  app.get('/oidc/interaction/:uid/register', async (request: Req, reply) => {
    const interaction = await details(request, reply);
    return html(reply, registerPage(base(interaction.uid), { values: {} }));
  });

  app.post('/oidc/interaction/:uid/register', async (request: Req, reply) => {
    const interaction = await details(request, reply);
    const { values, errors, registration } = await readRegistration(request.body, findAddress);
    if (!registration)
      return html(reply, registerPage(base(interaction.uid), { values, errors }), 400);
    if ((await credentials.register(registration, request.ip)) === 'limited') {
      const limited = { values, errors: { email: MAIL_LIMITED } };
      return html(reply, registerPage(base(interaction.uid), limited), 429);
    }
    return html(reply, verifyAt(interaction.uid, { values: { email: values.email } }));
  });

  app.post('/oidc/interaction/:uid/verify', async (request: Req, reply) => {
    const interaction = await details(request, reply);
    const email = normaliseEmail(text(request.body, 'email'));
    const code = text(request.body, 'code').trim();
    const row = /^\d{6}$/.test(code) ? await credentials.verifyEmail(email, code) : undefined;
    if (!row) {
      const errors = {
        code: /^\d{6}$/.test(code) ? WRONG_CODE : 'Vul de 6 cijfers uit de e-mail in.',
      };
      return html(reply, verifyAt(interaction.uid, { values: { email }, errors }), 400);
    }
    // Knowing the code proves the address; the password was given at registration.
    return reply.redirect(
      await finishLogin(providers.current(), request, reply, interaction, row.id),
      303,
    );
  });

  // The same answer whether or not the address has an account (no enumeration).
  app.post('/oidc/interaction/:uid/verify/resend', async (request: Req, reply) => {
    const interaction = await details(request, reply);
    const email = normaliseEmail(text(request.body, 'email'));
    const outcome =
      validateEmail(email) === undefined
        ? await credentials.resendVerification(email, request.ip)
        : 'done';
    if (outcome === 'limited') {
      const limited = { values: { email }, errors: { code: MAIL_LIMITED } };
      return html(reply, verifyAt(interaction.uid, limited), 429);
    }
    return html(reply, verifyAt(interaction.uid, { values: { email }, notice: CODE_RESENT }));
  });

  passwordRoutes(app, { providers, credentials, throttle });

  app.get('/oidc/interaction/:uid/abort', async (request: Req, reply) => {
    const target = await providers.current().interactionResult(request.raw, reply.raw, {
      error: 'access_denied',
      error_description: 'Inloggen geannuleerd',
    });
    return reply.redirect(target, 303);
  });

  done();
}
