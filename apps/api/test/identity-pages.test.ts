import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  Browser,
  type IdentityServer,
  latestCode,
  mailsArrived,
  mailsTo,
  openLogin,
  registerAccount,
  startIdentityServer,
} from './identity-browser.ts';

let s: IdentityServer;
const log: string[] = [];
const known = 'roodborst@voorbeeld.nl';
const password = 'wintertuin-2025';

/** The code-mail limits' minute (and hour) passed: their counters made older. */
async function mailLimitsPass(): Promise<void> {
  await s.database.db.execute(
    sql`update login_throttle set window_start = window_start - interval '2 hours' where key like 'mail-%'`,
  );
}

beforeAll(async () => {
  const logStream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      log.push(chunk.toString());
      done();
    },
  });
  s = await startIdentityServer({ LOG_LEVEL: 'info' }, logStream);
  await registerAccount(s, known, password);
});
afterAll(() => s.close());

/** The page's visible message, without the per-request interaction id. */
const stable = (html: string) => html.replace(/\/oidc\/interaction\/[^/"]+/g, '/i');

describe('Dutch interaction pages', () => {
  it('show the login page in Dutch with labels, under a CSP without inline script', async () => {
    const browser = new Browser(s.origin);
    const { page, base } = await openLogin(browser);
    expect(page.html).toContain('<html lang="nl">');
    expect(page.html).toContain('<label for="email">E-mailadres');
    expect(page.html).toContain('<label for="password">Wachtwoord');
    // The app's icon, so the browser does not ask for a /favicon.ico that does not exist.
    expect(page.html).toContain('<link rel="icon" href="/icons/logo.svg"');
    expect(page.html).not.toMatch(/<script>|<script(?![^>]*\bsrc=)/);
    const res = await fetch(`${s.origin}${base}/register`, {
      headers: { cookie: [...browser.cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
    });
    expect(res.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(await res.text()).toContain('<script src="/oidc/assets/register.js" defer>');
  });

  it('opens the create-account page first for referrer_action=register', async () => {
    const { page } = await openLogin(new Browser(s.origin), { referrer_action: 'register' });
    expect(page.html).toContain('<h1>Account aanmaken</h1>');
  });

  it('answers a wrong password and an unknown address with the same Dutch message', async () => {
    const browser = new Browser(s.origin);
    const { base } = await openLogin(browser);
    const wrong = await browser.request(`${base}/login`, {
      form: { email: known, password: 'niet-het-wachtwoord' },
    });
    const unknown = await browser.request(`${base}/login`, {
      form: { email: 'niemand@voorbeeld.nl', password: 'niet-het-wachtwoord' },
    });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.html).toContain('Dit e-mailadres en wachtwoord horen niet bij elkaar.');
    expect(wrong.html).toContain('<a href="#password">');
    expect(wrong.html).toContain('aria-invalid="true"');
    expect(stable(unknown.html)).toBe(
      stable(wrong.html).replace(`value="${known}"`, 'value="niemand@voorbeeld.nl"'),
    );
  });

  it('throttles an account after 5 wrong passwords, even the right one, in Dutch', async () => {
    const email = 'specht@voorbeeld.nl';
    await registerAccount(s, email, password);
    const browser = new Browser(s.origin);
    const { base } = await openLogin(browser);
    for (let i = 0; i < 5; i++) {
      const res = await browser.request(`${base}/login`, {
        form: { email, password: `fout-${i}-wachtwoord` },
      });
      expect(res.status).toBe(401);
    }
    const blocked = await browser.request(`${base}/login`, { form: { email, password } });
    expect(blocked.status).toBe(429);
    expect(blocked.html).toContain('Te veel pogingen');
    const unknownBlocked = await browser.request(`${base}/login`, {
      form: { email: 'onbekend@voorbeeld.nl', password },
    });
    expect(unknownBlocked.status).toBe(401);
  });

  it('forgot-password answers alike for known and unknown addresses; the code resets', async () => {
    await mailLimitsPass();
    const mailsBefore = mailsTo(s.outbox, known).length;
    const browser = new Browser(s.origin);
    const { base } = await openLogin(browser);
    const forKnown = await browser.request(`${base}/forgot`, { form: { email: known } });
    const forUnknown = await browser.request(`${base}/forgot`, {
      form: { email: 'zwaluw@voorbeeld.nl' },
    });
    expect(forKnown.status).toBe(forUnknown.status);
    expect(stable(forUnknown.html)).toBe(
      stable(forKnown.html).replace(`value="${known}"`, 'value="zwaluw@voorbeeld.nl"'),
    );
    expect(mailsTo(s.outbox, 'zwaluw@voorbeeld.nl')).toHaveLength(0);
    const code = await latestCode(s.outbox, known, mailsBefore + 1);
    const wrongCode = await browser.request(`${base}/reset`, {
      form: {
        email: known,
        code: code === '000000' ? '111111' : '000000',
        password: 'nieuw-wachtwoord-1',
      },
    });
    expect(wrongCode.html).toContain('Deze code klopt niet of is verlopen.');
    const reset = await browser.request(`${base}/reset`, {
      form: { email: known, code, password: 'nieuw-wachtwoord-1' },
    });
    expect(reset.html).toContain('Je wachtwoord is gewijzigd.');
    const login = await browser.follow(`${base}/login`, {
      form: { email: known, password: 'nieuw-wachtwoord-1' },
    });
    expect(login.location).toContain('code=');
  });

  it('registering a taken address shows the same page and mails its owner, not a new account', async () => {
    await mailLimitsPass();
    const before = mailsTo(s.outbox, known).length;
    const browser = new Browser(s.origin);
    const { base } = await openLogin(browser);
    const again = await browser.request(`${base}/register`, {
      form: {
        firstName: 'Ander',
        lastName: 'Iemand',
        postalCode: '3707BM',
        streetNumber: '14',
        email: known,
        password: 'een-ander-wachtwoord',
      },
    });
    expect(again.status).toBe(200);
    expect(again.html).toContain('Bevestig je e-mailadres');
    const mails = await mailsArrived(s.outbox, known, before + 1);
    expect(mails).toHaveLength(before + 1);
    expect(mails.at(-1)).toContain('Nieuw wachtwoord instellen');
    const old = await browser.request(`${base}/login`, {
      form: { email: known, password: 'een-ander-wachtwoord' },
    });
    expect(old.status).toBe(401);
  });

  it('sends a new code at most once a minute, and only the newest code works', async () => {
    const email = 'zanglijster@voorbeeld.nl';
    const browser = new Browser(s.origin);
    const { base } = await openLogin(browser);
    const verify = await browser.request(`${base}/register`, {
      form: {
        firstName: 'Zang',
        lastName: 'Lijster',
        postalCode: '3707BM',
        streetNumber: '14',
        email,
        password,
      },
    });
    expect(verify.html).toContain('Stuur een nieuwe code');
    expect(verify.html).toContain(`href="${base}/abort"`);
    const first = await latestCode(s.outbox, email);

    const resend = () => browser.request(`${base}/verify/resend`, { form: { email } });
    const soon = await resend();
    expect(soon.status).toBe(429);
    expect(soon.html).toContain('Er is net al een e-mail met een code naar dit adres gestuurd');
    expect(mailsTo(s.outbox, email)).toHaveLength(1);

    // A minute later, the button sends a new code; an unknown address gets the same page and no mail.
    await mailLimitsPass();
    const again = await resend();
    expect(again.html).toContain('hebben we een nieuwe code gestuurd');
    const unknown = await browser.request(`${base}/verify/resend`, {
      form: { email: 'niemand@voorbeeld.nl' },
    });
    expect(stable(unknown.html)).toBe(stable(again.html).replaceAll(email, 'niemand@voorbeeld.nl'));
    expect(await mailsArrived(s.outbox, email, 2)).toHaveLength(2);
    expect(mailsTo(s.outbox, 'niemand@voorbeeld.nl')).toHaveLength(0);
    const second = await latestCode(s.outbox, email, 2);
    if (second !== first) {
      const stale = await browser.request(`${base}/verify`, { form: { email, code: first } });
      expect(stale.status).toBe(400);
    }
    const done = await browser.follow(`${base}/verify`, { form: { email, code: second } });
    expect(done.location).toContain('code=');
  });

  it('refuses a registration with the count’s Dutch rules and an unknown address', async () => {
    const browser = new Browser(s.origin);
    const { base } = await openLogin(browser);
    const bad = await browser.request(`${base}/register`, {
      form: {
        firstName: 'M3rel',
        lastName: '',
        postalCode: '1234SA',
        streetNumber: 'x',
        email: 'geen-mail',
        password: 'kort',
      },
    });
    expect(bad.status).toBe(400);
    for (const field of [
      'firstName',
      'lastName',
      'postalCode',
      'streetNumber',
      'email',
      'password',
    ]) {
      expect(bad.html).toContain(`<a href="#${field}">`);
    }
    expect(bad.html).toContain('Kies een wachtwoord van minstens 10 tekens.');
    const unknownAddress = await browser.request(`${base}/register`, {
      form: {
        firstName: 'Merel',
        lastName: 'Tuin',
        postalCode: '9999ZZ',
        streetNumber: '1',
        email: 'vink@voorbeeld.nl',
        password,
      },
    });
    expect(unknownAddress.html).toContain('Combinatie postcode en huisnummer wordt niet herkend');
  });

  it('verifies through the mailed link and opens the app with verified=1', async () => {
    const email = 'gaai@voorbeeld.nl';
    const browser = new Browser(s.origin);
    const { base } = await openLogin(browser);
    await browser.request(`${base}/register`, {
      form: {
        firstName: 'Gaai',
        lastName: 'Tuin',
        postalCode: '3707BM',
        streetNumber: '14',
        email,
        password,
      },
    });
    const link = /(http:\/\/\S+\/oidc\/verify\?\S+)/.exec(
      (await mailsArrived(s.outbox, email)).at(-1)!.replace(/=\r?\n/g, ''),
    )?.[1];
    expect(link).toBeDefined();
    const res = await fetch(link!.replace(/=3D/g, '='), { redirect: 'manual' });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(`${s.origin}/?verified=1`);
    const { page } = await openLogin(new Browser(s.origin), { verified: '1', login_hint: email });
    expect(page.html).toContain('Je e-mailadres is bevestigd.');
    expect(page.html).toContain(`value="${email}"`);
  });

  it('logs every mail, never an address', () => {
    const mailLines = log.filter((line) => line.includes('"mail":'));
    expect(mailLines.length).toBeGreaterThanOrEqual(mailsTo(s.outbox, known).length);
    expect(log.join('')).not.toMatch(/[a-z]+@voorbeeld\.nl/);
  });

  it('explains in Dutch when a login page is opened without its interaction', async () => {
    const res = await new Browser(s.origin).request('/oidc/interaction/verlopen/register');
    expect(res.status).toBe(400);
    expect(res.html).toContain('<h1>Deze pagina is verlopen</h1>');
  });
});
