import type { FastifyInstance, FastifyReply } from 'fastify';
import type { CredentialService } from '../account/credentials.ts';
import { validateNewPassword } from '../credentials/passwords.ts';
import { html } from './interaction-shared.ts';
import { messagePage, setPasswordPage } from './pages/auth-pages.ts';
import { type FormBody, text } from './registration-form.ts';

export const SET_PASSWORD_PATH = '/oidc/password';
const STALE_LINK =
  'Deze link klopt niet of is verlopen. Vraag een beheerder om een nieuwe link (npm run admin:create).';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The one-time link `admin:create` prints (`/oidc/password?account=…&code=…`): choose a
 * password outside a login, spending the account's reset code. Account id and code only, no
 * e-mail address in the address bar.
 */
export function setPasswordRoutes(
  app: FastifyInstance,
  { credentials, publicUrl }: { credentials: CredentialService; publicUrl: string },
  done: () => void,
) {
  const stale = (reply: FastifyReply, values: Record<string, string>) =>
    html(
      reply,
      setPasswordPage(SET_PASSWORD_PATH, { values, errors: { password: STALE_LINK } }),
      400,
    );

  app.get(SET_PASSWORD_PATH, { schema: { hide: true } }, (request, reply) => {
    const query = request.query as FormBody;
    const values = { account: text(query, 'account'), code: text(query, 'code') };
    if (!UUID.test(values.account) || !/^\d{6}$/.test(values.code)) return stale(reply, values);
    return html(reply, setPasswordPage(SET_PASSWORD_PATH, { values }));
  });

  app.post(SET_PASSWORD_PATH, { schema: { hide: true } }, async (request, reply) => {
    const body = request.body as FormBody;
    const values = { account: text(body, 'account'), code: text(body, 'code').trim() };
    const password = text(body, 'password');
    if (!UUID.test(values.account) || !/^\d{6}$/.test(values.code)) return stale(reply, values);
    const error = validateNewPassword(password);
    if (error) {
      return html(
        reply,
        setPasswordPage(SET_PASSWORD_PATH, { values, errors: { password: error } }),
        400,
      );
    }
    if (!(await credentials.resetPasswordOf(values.account, values.code, password))) {
      return stale(reply, values);
    }
    return html(
      reply,
      messagePage(
        'Wachtwoord ingesteld',
        'Je wachtwoord is ingesteld. Log in met je e-mailadres en dit wachtwoord.',
        {
          href: `${publicUrl}/beheer`,
          text: 'Naar de beheeromgeving',
        },
      ),
    );
  });
  done();
}
