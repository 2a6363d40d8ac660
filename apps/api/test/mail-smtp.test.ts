import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADDRESS,
  Browser,
  type IdentityServer,
  openLogin,
  startIdentityServer,
} from './identity-browser.ts';
import { type SmtpReceiver, startSmtpReceiver } from './helpers/smtp-receiver.ts';

let smtp: SmtpReceiver;
let s: IdentityServer;
beforeAll(async () => {
  smtp = await startSmtpReceiver();
  s = await startIdentityServer({ SMTP_URL: smtp.url });
});
afterAll(async () => {
  await s?.close();
  await smtp?.close();
});

describe('mail over SMTP (SMTP_URL)', () => {
  it('delivers the verification code to a real SMTP server, and the code verifies', async () => {
    const email = 'roodborst.smtp@voorbeeld.nl';
    const browser = new Browser(s.origin);
    const { base } = await openLogin(browser);
    const page = await browser.request(`${base}/register`, {
      form: {
        firstName: 'Roodborst',
        lastName: 'Tuin',
        postalCode: ADDRESS.postalCode,
        streetNumber: ADDRESS.streetNumber,
        email,
        password: 'een-lang-wachtwoord-2026',
      },
    });
    expect(page.html).toContain('Bevestig je e-mailadres');

    const mail = await smtp.waitFor((m) => m.to.includes(email));
    expect(mail.raw).toMatch(/^Subject: Bevestig je e-mailadres/m);
    const code = /code is: (\d{6})/.exec(mail.raw)?.[1];
    expect(code).toMatch(/^\d{6}$/);

    const done = await browser.follow(`${base}/verify`, { form: { email, code: code! } });
    expect(done.location).toContain('code=');
  });
});
