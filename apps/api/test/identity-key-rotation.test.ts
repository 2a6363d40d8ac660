import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseEnv } from '../src/env.ts';
import { createKeyRepository } from '../src/modules/identity/key-repository.ts';
import { promoteKeys, stageKeys } from '../src/modules/identity/rotate-keys.ts';
import {
  Browser,
  type IdentityServer,
  openLogin,
  registerAccount,
  startIdentityServer,
} from './identity-browser.ts';
import { type Front, startFront, startInstance } from './helpers/two-instances.ts';

// A rolling restart during a key rotation: instances on one database, each with the key set it
// read last, behind a balancer without sticky sessions (decision 042).
const email = 'gaai@voorbeeld.nl';
const password = 'eikels-in-de-tuin';
const VERIFIER = 'dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk'; // RFC 7636's, as openLogin's challenge
const RESOURCE = 'urn:tuinvogeltelling:api';

let s: IdentityServer;
let front: Front;
let target: FastifyInstance;
const started: FastifyInstance[] = [];
const silent = () => undefined;

beforeAll(async () => {
  front = await startFront(() => target);
  // No re-reads while the test runs: only a (re)start reads the key set.
  s = await startIdentityServer({ PUBLIC_URL: front.origin, KEY_REFRESH_SECONDS: '3600' });
  target = s.app;
  await registerAccount({ ...s, origin: front.origin }, email, password);
});
afterAll(async () => {
  for (const app of started) await app.close();
  await front?.close();
  await s?.close();
});

async function restart(): Promise<FastifyInstance> {
  const app = await startInstance(s.config, s.database);
  started.push(app);
  return app;
}
const rotation = () => ({
  keys: createKeyRepository(s.database),
  redisUrl: undefined,
  redisPrefix: 'tvt',
  settleMs: 0,
  log: silent,
});

/** Logs in: the login page from `opener`, the password to `poster`, the rest to `finisher`. */
async function login(opener: FastifyInstance, poster: FastifyInstance, finisher: FastifyInstance) {
  const browser = new Browser(front.origin);
  target = opener;
  const { base } = await openLogin(browser, { resource: RESOURCE });
  target = poster;
  const posted = await browser.request(`${base}/login`, { form: { email, password } });
  if (!posted.location) return { page: posted.html };
  target = finisher;
  const done = await browser.follow(posted.location);
  const code = done.location && new URL(done.location).searchParams.get('code');
  return { page: done.html, code };
}

async function accessToken(code: string): Promise<string> {
  const res = await fetch(`${front.origin}/oidc/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      code,
      redirect_uri: `${front.origin}/`,
      client_id: 'tuinvogeltelling-web',
      code_verifier: VERIFIER,
    }),
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { access_token: string }).access_token;
}

const userStatus = async (app: FastifyInstance, token: string) =>
  (
    await app.inject({
      url: '/api/account/v1/user',
      headers: { authorization: `Bearer ${token}` },
    })
  ).statusCode;

describe('keys:rotate during a rolling restart', () => {
  it('stage → restart → promote → restart: a login spread over old and new instances completes', async () => {
    const old = s.app;
    // A login opened on an instance from before the rotation, then the rotation's first step.
    const browser = new Browser(front.origin);
    target = old;
    const { base } = await openLogin(browser, { resource: RESOURCE });
    await stageKeys(rotation());
    const a = await restart(); // knows the staged keys, still signs with the old ones
    await promoteKeys(rotation());
    const b = await restart(); // signs with the new keys

    // Half-way through on the old instance, the password on the new one, the rest on a.
    target = b;
    const posted = await browser.request(`${base}/login`, { form: { email, password } });
    expect(posted.html).not.toContain('Deze pagina is verlopen');
    expect(posted.status).toBe(303);
    target = a;
    const done = await browser.follow(posted.location!);
    expect(done.html).not.toContain('verlopen');
    const code = new URL(done.location!).searchParams.get('code');
    expect(code).toBeTruthy();

    // Opened on the new signer, finished on the instance that only staged its keys: the case
    // a rotation without a staging step breaks.
    const other = await login(b, a, a);
    expect(other.page).not.toContain('Deze pagina is verlopen');
    expect(other.code).toBeTruthy();

    // Tokens signed by either key set are good on every instance.
    for (const token of [await accessToken(code!), await accessToken(other.code!)]) {
      for (const app of [a, b]) expect(await userStatus(app, token)).toBe(200);
    }
  });

  it('without the staging step the same spread login fails: the test can tell', async () => {
    const a = await restart();
    // New keys that sign at once, read by a restarted instance only.
    await stageKeys(rotation());
    await promoteKeys(rotation());
    const b = await restart();
    const broken = await login(b, a, a);
    expect(broken.code).toBeFalsy();
    expect(broken.page).toContain('Deze pagina is verlopen');
  });

  it('a running instance re-reads the key set every KEY_REFRESH_SECONDS and publishes staged keys', async () => {
    const config = parseEnv({
      LOG_LEVEL: 'silent',
      PUBLIC_URL: front.origin,
      KEY_REFRESH_SECONDS: '1',
      WEB_DIST_DIR: s.config.webDistDir,
    });
    const app = await startInstance(config, s.database);
    started.push(app);
    const { signing } = await stageKeys(rotation());
    const kids = async () =>
      (await app.inject({ url: '/oidc/jwks' }))
        .json<{ keys: { kid: string }[] }>()
        .keys.map((k) => k.kid);
    await expect.poll(kids, { timeout: 10_000, interval: 200 }).toContain(signing);
    await promoteKeys(rotation());
  });
});

const redisUrl = process.env.REDIS_URL;
describe.skipIf(!redisUrl)(
  `a Redis notice${redisUrl ? '' : ' (skipped: REDIS_URL is not set)'}`,
  () => {
    it('makes every instance re-read at once', async () => {
      const config = parseEnv({
        LOG_LEVEL: 'silent',
        PUBLIC_URL: front.origin,
        KEY_REFRESH_SECONDS: '3600',
        REDIS_URL: redisUrl!,
        WEB_DIST_DIR: s.config.webDistDir,
      });
      const app = await startInstance(config, s.database);
      started.push(app);
      // The subscription is asynchronous; give it a moment before the notice.
      await new Promise((r) => setTimeout(r, 300));
      const { signing } = await stageKeys({ ...rotation(), redisUrl });
      const kids = async () =>
        (await app.inject({ url: '/oidc/jwks' }))
          .json<{ keys: { kid: string }[] }>()
          .keys.map((k) => k.kid);
      await expect.poll(kids, { timeout: 10_000, interval: 100 }).toContain(signing);
      await promoteKeys(rotation());
    });
  },
);
