import { existsSync, mkdtempSync, readFileSync, readdirSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Writable } from 'node:stream';
import type { RouteOptions } from 'fastify';
import { importAddresses } from '../src/modules/address/import-addresses.ts';
import { type TestApp, createTestApp } from './helpers/test-app.ts';

/** A known address for registrations, whatever the shipped sample holds. */
export const ADDRESS = {
  postalCode: '3707 BM',
  streetNumber: '14',
  street: 'Boulevard',
  city: 'Zeist',
};

export interface IdentityServer extends TestApp {
  origin: string;
  outbox: string;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** The real app listening on a port, so independent HTTP clients can talk to the provider. */
export async function startIdentityServer(
  env: Record<string, string> = {},
  logStream?: Writable,
  onRoute?: (route: RouteOptions) => void,
): Promise<IdentityServer> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const outbox = mkdtempSync(join(tmpdir(), 'tvt-outbox-'));
  const t = await createTestApp({
    env: { PUBLIC_URL: origin, MAIL_OUTBOX_DIR: outbox, ...env },
    ...(logStream ? { logStream } : {}),
    ...(onRoute ? { onRoute } : {}),
  });
  await importAddresses(t.database.db, [
    'openbareruimte;huisnummer;huisletter;huisnummertoevoeging;postcode;woonplaats;gemeente;provincie;nummeraanduiding;oppervlakteverblijfsobject;lon;lat\n' +
      'Boulevard;14;;;3707BM;Zeist;Zeist;Utrecht;0355200099990001;132;5.2336;52.0906\n',
  ]);
  await t.app.listen({ port, host: '127.0.0.1' });
  return { ...t, origin, outbox };
}

/** Every mail in the outbox addressed to `email`, oldest first. */
export function mailsTo(outbox: string, email: string): string[] {
  // The outbox folder is made with the first mail, which now comes after the answer.
  if (!existsSync(outbox)) return [];
  return readdirSync(outbox)
    .filter((name) => name.endsWith('.eml'))
    .sort()
    .map((name) => readFileSync(join(outbox, name), 'utf8'))
    .filter((mail) => mail.includes(`To: ${email}`));
}

/**
 * The mails to `email` once there are at least `count`: code mails go out beside the answer,
 * not before it (decision 097), so a test waits for them (10 s at most).
 */
export async function mailsArrived(outbox: string, email: string, count = 1): Promise<string[]> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const mails = mailsTo(outbox, email);
    if (mails.length >= count || Date.now() > deadline) return mails;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** The six-digit code of the newest mail to `email`, once `count` mails have arrived. */
export async function latestCode(outbox: string, email: string, count = 1): Promise<string> {
  const mails = await mailsArrived(outbox, email, count);
  const code = /code is: (\d{6})/.exec(mails.at(-1) ?? '')?.[1];
  if (!code) throw new Error(`no code mailed to ${email}`);
  return code;
}

/** A browser without a browser: cookies and manual redirects over fetch. */
export class Browser {
  readonly cookies = new Map<string, string>();
  readonly origin: string;
  constructor(origin: string) {
    this.origin = origin;
  }

  async request(url: string, init: { method?: string; form?: Record<string, string> } = {}) {
    const headers: Record<string, string> = {
      cookie: [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
      accept: 'text/html',
    };
    let body: string | undefined;
    if (init.form) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      body = new URLSearchParams(init.form).toString();
    }
    const res = await fetch(new URL(url, this.origin), {
      method: init.method ?? (init.form ? 'POST' : 'GET'),
      headers,
      body,
      redirect: 'manual',
    });
    for (const cookie of res.headers.getSetCookie()) {
      const [pair = ''] = cookie.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq);
      const value = pair.slice(eq + 1);
      if (/expires=Thu, 01 Jan 1970/i.test(cookie) || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return { status: res.status, location: res.headers.get('location'), html: await res.text() };
  }

  /** Follows redirects within the provider until one leaves /oidc (the redirect_uri) or a page shows. */
  async follow(url: string, init: { form?: Record<string, string> } = {}) {
    let res = await this.request(url, init);
    for (let hops = 0; hops < 10 && res.location; hops++) {
      const next = new URL(res.location, this.origin);
      if (next.origin !== this.origin || !next.pathname.startsWith('/oidc/')) {
        return { ...res, location: next.href };
      }
      res = await this.request(next.href);
    }
    return res;
  }
}

/** The form action of a rendered page (there is one main form per page). */
export function formAction(html: string): string {
  const action = /<form method="post" action="([^"]+)"/.exec(html)?.[1];
  if (!action) throw new Error(`no form on the page: ${html.slice(0, 300)}`);
  return action.replace(/&amp;/g, '&');
}

/** Opens a login at the provider as the web app would; returns the login page and its base path. */
export async function openLogin(browser: Browser, extra: Record<string, string> = {}) {
  const params = new URLSearchParams({
    client_id: 'tuinvogeltelling-web',
    redirect_uri: `${browser.origin}/`,
    response_type: 'code',
    scope: 'openid',
    code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
    code_challenge_method: 'S256',
    state: 'test-state',
    ...extra,
  });
  const page = await browser.follow(`/oidc/auth?${params.toString()}`);
  const base = /action="(\/oidc\/interaction\/[^/"]+)\//.exec(page.html)?.[1];
  if (!base) throw new Error(`no interaction page: ${page.html.slice(0, 300)}`);
  return { page, base };
}

/** A verified account, made through the pages and the mailed code. */
export async function registerAccount(s: IdentityServer, email: string, password: string) {
  const browser = new Browser(s.origin);
  const { base } = await openLogin(browser);
  const verify = await browser.request(`${base}/register`, {
    form: {
      firstName: 'Koolmees',
      lastName: 'Tuin',
      postalCode: ADDRESS.postalCode,
      streetNumber: ADDRESS.streetNumber,
      email,
      password,
    },
  });
  if (!verify.html.includes('Bevestig je e-mailadres')) throw new Error('registration failed');
  const done = await browser.follow(`${base}/verify`, {
    form: { email, code: await latestCode(s.outbox, email) },
  });
  if (!done.location?.includes('code=')) throw new Error('verification failed');
  return browser;
}
