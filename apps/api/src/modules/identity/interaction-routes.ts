import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type Provider from 'oidc-provider';
import { normaliseEmail, validateEmail } from '@tvt/domain';
import type { CredentialService } from '../account/credentials.ts';
import { validateNewPassword } from '../account/passwords.ts';
import { finishLogin } from './finish-login.ts';
import {
  RESET_SENT,
  type FormState,
  forgotPage,
  loginPage,
  registerPage,
  resetPage,
  verifyPage,
} from './pages/auth-pages.ts';
import { type AddressFinder, type FormBody, readRegistration, text } from './registration-form.ts';
import { TOO_MANY_ATTEMPTS, type LoginThrottle } from './throttle.ts';

export const WRONG_LOGIN = 'Dit e-mailadres en wachtwoord horen niet bij elkaar.';
export const WRONG_CODE = 'Deze code klopt niet of is verlopen. Vraag een nieuwe code aan.';
const VERIFIED_NOTICE = 'Je e-mailadres is bevestigd. Log in om verder te gaan.';

export interface InteractionOptions {
  provider: Provider;
  credentials: CredentialService;
  throttle: LoginThrottle;
  findAddress: AddressFinder;
}

type Req = FastifyRequest<{ Params: { uid: string }; Body: FormBody }>;

function html(reply: FastifyReply, body: string, status = 200) {
  return reply
    .code(status)
    .header('cache-control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(body);
}

/** The Dutch pages behind oidc-provider's login prompt; the consent prompt is implicit. */
export function interactionRoutes(
  app: FastifyInstance,
  options: InteractionOptions,
  done: () => void,
) {
  const { provider, credentials, throttle, findAddress } = options;
  const base = (uid: string) => `/oidc/interaction/${encodeURIComponent(uid)}`;

  /** The interaction must exist and belong to this browser (its cookie), else 400 from the provider. */
  const details = (request: Req, reply: FastifyReply) =>
    provider.interactionDetails(request.raw, reply.raw);

  app.get('/oidc/interaction/:uid', async (request: Req, reply) => {
    const interaction = await details(request, reply);
    if (interaction.prompt.name !== 'login') {
      return reply.redirect(await finishLogin(provider, request, reply, interaction), 303);
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
    if (await throttle.blocked(email, request.ip)) return page({ form: TOO_MANY_ATTEMPTS }, 429);
    const row = await credentials.authenticate(email, password);
    if (!row) {
      await throttle.fail(email, request.ip);
      return page({ password: WRONG_LOGIN }, 401);
    }
    await throttle.succeed(email);
    if (!row.emailVerified) {
      await credentials.resendVerification(email);
      return html(reply, verifyPage(`${base(interaction.uid)}/verify`, { values: { email } }));
    }
    return reply.redirect(await finishLogin(provider, request, reply, interaction, row.id), 303);
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
    await credentials.register(registration);
    return html(
      reply,
      verifyPage(`${base(interaction.uid)}/verify`, { values: { email: values.email } }),
    );
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
      return html(
        reply,
        verifyPage(`${base(interaction.uid)}/verify`, { values: { email }, errors }),
        400,
      );
    }
    // Knowing the code proves the address; the password was given at registration.
    return reply.redirect(await finishLogin(provider, request, reply, interaction, row.id), 303);
  });

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
    await credentials.requestReset(email);
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
    await throttle.succeed(email);
    const notice = 'Je wachtwoord is gewijzigd. Log in met je nieuwe wachtwoord.';
    return html(reply, loginPage(base(interaction.uid), { values: { email }, notice }));
  });

  app.get('/oidc/interaction/:uid/abort', async (request: Req, reply) => {
    const target = await provider.interactionResult(request.raw, reply.raw, {
      error: 'access_denied',
      error_description: 'Inloggen geannuleerd',
    });
    return reply.redirect(target, 303);
  });

  done();
}
