import { randomInt } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { COUNT_NOW, validCountBody } from '../bench/count-body.ts';
import { type TestApp, createTestApp } from './helpers/test-app.ts';
import { Browser, openLogin, registerAccount, startIdentityServer } from './identity-browser.ts';

// Issue 11: a balancer that appends to X-Forwarded-For (nginx's $proxy_add_x_forwarded_for)
// passes on whatever the client put there. inject() connects from 127.0.0.1: the balancer.
const apps: TestApp[] = [];
afterAll(async () => {
  await Promise.all(apps.map((t) => t.close()));
});
async function appWith(env: Record<string, string>) {
  const t = await createTestApp({ now: () => COUNT_NOW, env });
  apps.push(t);
  return t;
}

const forged = (i: number) => `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`;
const realClient = () => `203.0.113.${randomInt(1, 255)}`;

/** Submissions from one real client, each with a new forged address in front of its real one. */
async function forgedSubmissions(t: TestApp, n: number) {
  const client = realClient();
  let passed = 0;
  for (let i = 0; i < n; i++) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/count/v1/inzending',
      headers: { 'x-forwarded-for': `${forged(i)}, ${client}` },
      payload: validCountBody(),
    });
    if (res.statusCode === 200) passed++;
    else expect(res.statusCode).toBe(429);
  }
  return passed;
}

/** Requests under the app-wide limit (a 401 without a token), each with a forged address. */
async function spoofedRequests(t: TestApp, n: number) {
  const client = realClient();
  let refused = 0;
  for (let i = 0; i < n; i++) {
    const res = await t.app.inject({
      url: '/api/account/v1/user',
      headers: { 'x-forwarded-for': `${forged(i)}, ${client}` },
    });
    if (res.statusCode === 429) refused++;
  }
  return refused;
}

describe('TRUST_PROXY behind a balancer that appends to X-Forwarded-For', () => {
  it('true: a forged address escapes the limits (the finding, measured the same way)', async () => {
    const t = await appWith({ TRUST_PROXY: 'true', RATE_LIMIT_MAX: '600' });
    expect(await forgedSubmissions(t, 80)).toBe(80);
    expect(await spoofedRequests(t, 810)).toBe(0);
  });

  it('a hop count of 1: the balancer-appended address is the client; limits hold', async () => {
    const t = await appWith({ TRUST_PROXY: '1', RATE_LIMIT_MAX: '600' });
    expect(await forgedSubmissions(t, 80)).toBe(60);
    expect(await spoofedRequests(t, 810)).toBe(210);
  });

  it("the balancer's address (or range) as trusted: the same, and a direct client cannot forge", async () => {
    const t = await appWith({ TRUST_PROXY: '127.0.0.0/8,::1', COUNT_SUBMIT_RATE_LIMIT: '5' });
    expect(await forgedSubmissions(t, 8)).toBe(5);
    // Not from the balancer: its X-Forwarded-For is not believed at all.
    const direct = async (i: number) =>
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/count/v1/inzending',
          remoteAddress: '198.51.100.7',
          headers: { 'x-forwarded-for': forged(i) },
          payload: validCountBody(),
        })
      ).statusCode;
    const codes = [];
    for (let i = 0; i < 7; i++) codes.push(await direct(i));
    expect(codes.filter((c) => c === 429)).toHaveLength(2);
  });
});

describe('every limit from the environment', () => {
  it('photo analysis and segment lookup take RECOGNITION_RATE_LIMIT and SEGMENT_RATE_LIMIT', async () => {
    const t = await appWith({ RECOGNITION_RATE_LIMIT: '2', SEGMENT_RATE_LIMIT: '3' });
    const statuses = async (request: () => Promise<{ statusCode: number }>, n: number) => {
      const out: number[] = [];
      for (let i = 0; i < n; i++) out.push((await request()).statusCode);
      return out;
    };
    const recognition = await statuses(
      () =>
        t.app.inject({
          method: 'POST',
          url: '/api/bird/v1/birds/analyze',
          headers: { 'content-type': 'multipart/form-data; boundary=x' },
          payload: '--x--\r\n',
        }),
      3,
    );
    expect(recognition.slice(0, 2)).not.toContain(429);
    expect(recognition[2]).toBe(429);
    const segment = await statuses(
      () =>
        t.app.inject({
          method: 'POST',
          url: '/api/count/v1/segment',
          payload: { email: 'merel@voorbeeld.nl' },
        }),
      4,
    );
    expect(segment.slice(0, 3)).not.toContain(429);
    expect(segment[3]).toBe(429);
  });
});

describe('the login throttle from the environment', () => {
  it('LOGIN_THROTTLE_ACCOUNT_MAX and LOGIN_THROTTLE_MINUTES: the limit and the Dutch wait', async () => {
    const s = await startIdentityServer({
      LOGIN_THROTTLE_ACCOUNT_MAX: '2',
      LOGIN_THROTTLE_MINUTES: '1',
    });
    apps.push(s);
    const email = 'putter@voorbeeld.nl';
    await registerAccount(s, email, 'distels-in-de-tuin');
    const browser = new Browser(s.origin);
    const { base } = await openLogin(browser);
    const attempt = (password: string) =>
      browser.request(`${base}/login`, { form: { email, password } });
    expect((await attempt('fout-1-wachtwoord')).status).toBe(401);
    expect((await attempt('fout-2-wachtwoord')).status).toBe(401);
    const blocked = await attempt('distels-in-de-tuin');
    expect(blocked.status).toBe(429);
    expect(blocked.html).toContain('Te veel pogingen. Wacht 1 minuut en probeer het dan opnieuw');
  });
});

const redisUrl = process.env.REDIS_URL;
describe.skipIf(!redisUrl)(
  `Redis keys name the route and the limit${redisUrl ? '' : ' (skipped: REDIS_URL is not set)'}`,
  () => {
    it('two routes and a changed limit count apart', async () => {
      const redis = new Redis(redisUrl!);
      // A client address of its own keeps this test's keys apart from any other run.
      const client = `198.18.${randomInt(0, 255)}.${randomInt(1, 255)}`;
      const env = { TRUST_PROXY: '1', REDIS_URL: redisUrl!, SEGMENT_RATE_LIMIT: '4' };
      const post = (t: TestApp, url: string, payload: object) =>
        t.app.inject({ method: 'POST', url, headers: { 'x-forwarded-for': client }, payload });
      try {
        const a = await appWith({ ...env, COUNT_SUBMIT_RATE_LIMIT: '4' });
        for (let i = 0; i < 4; i++) {
          expect((await post(a, '/api/count/v1/inzending', validCountBody())).statusCode).toBe(200);
        }
        expect((await post(a, '/api/count/v1/inzending', validCountBody())).statusCode).toBe(429);
        // The same limit on another route: its own counter.
        const segment = await post(a, '/api/count/v1/segment', { email: 'merel@voorbeeld.nl' });
        expect(segment.statusCode).toBe(200);
        // A new limit after a restart: a new counter, not the old one's 5 hits.
        const b = await appWith({ ...env, COUNT_SUBMIT_RATE_LIMIT: '6' });
        expect((await post(b, '/api/count/v1/inzending', validCountBody())).statusCode).toBe(200);
        const keys = (await redis.keys(`tvt-rate-limit:*${client}`)).sort();
        expect(keys).toEqual([
          `tvt-rate-limit:POST/api/count/v1/inzending-max4:${client}`,
          `tvt-rate-limit:POST/api/count/v1/inzending-max6:${client}`,
          `tvt-rate-limit:POST/api/count/v1/segment-max4:${client}`,
        ]);
        await redis.del(...keys);
      } finally {
        await redis.quit();
      }
    });
  },
);
