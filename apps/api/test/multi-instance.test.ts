import { type ChildProcess, spawn } from 'node:child_process';
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countedOn, selectableCountDates, uniquePhotoFileName } from '@tvt/domain';
import { validCountBody } from '../bench/count-body.ts';
import { openDatabase } from '../src/db/database.ts';
import { importAddresses } from '../src/modules/address/import-addresses.ts';
import {
  PIN_HEADER,
  type RoundRobinProxy,
  startRoundRobinProxy,
} from './helpers/round-robin-proxy.ts';
import { type ServerProcess, startServer } from './helpers/server-process.ts';
import { createPostgresDatabase } from './helpers/test-database.ts';
import { ADDRESS, Browser, latestCode, openLogin } from './identity-browser.ts';
import { type PhotoAnswer, UPLOAD, multipart, photoWithGps } from './media-fixtures.ts';

/**
 * Two real server processes on one PostgreSQL and one Redis (our own redis-server, so it can be
 * killed) behind a round-robin balancer that overwrites X-Forwarded-For. Ports 8150–8154.
 */
const REDIS_SERVER = process.env.REDIS_SERVER ?? '/usr/bin/redis-server';
const ADMIN_URL = process.env.TEST_DATABASE_URL;
const PROXY_PORT = 8150;
const INSTANCE_PORTS = [8151, 8152];
const REDIS_PORT = 8153;
const SUBMIT_LIMIT = 6;
const CLIENT = 'tuinvogeltelling-web';

const cleanups: (() => unknown)[] = [];
let proxy: RoundRobinProxy;
let redis: ChildProcess;
let databaseUrl: string;
let outbox: string;
const instances: ServerProcess[] = [];

async function startRedis(): Promise<ChildProcess> {
  const child = spawn(
    REDIS_SERVER,
    ['--port', String(REDIS_PORT), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  cleanups.push(() => child.exitCode === null && child.kill('SIGKILL'));
  let out = '';
  await new Promise<void>((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      if (out.includes('Ready to accept connections')) resolve();
    });
    child.on('exit', () => reject(new Error(`redis-server exited: ${out}`)));
  });
  return child;
}

async function seedAddress(): Promise<void> {
  const database = await openDatabase({ databaseUrl, poolMax: 1 });
  try {
    await importAddresses(database.db, [
      'openbareruimte;huisnummer;huisletter;huisnummertoevoeging;postcode;woonplaats;gemeente;provincie;nummeraanduiding;oppervlakteverblijfsobject;lon;lat\n' +
        'Boulevard;14;;;3707BM;Zeist;Zeist;Utrecht;0355200099990001;132;5.2336;52.0906\n',
    ]);
  } finally {
    await database.close();
  }
}

const pinned = (instance: number) => ({ [PIN_HEADER]: String(instance) });

describe.skipIf(!ADMIN_URL || !existsSync(REDIS_SERVER))(
  'two instances behind a round-robin balancer',
  { timeout: 300_000 },
  () => {
    const now = new Date();
    const hour = 3_600_000;
    beforeAll(async () => {
      redis = await startRedis();
      const postgres = await createPostgresDatabase(ADMIN_URL!);
      cleanups.push(() => postgres.drop());
      databaseUrl = postgres.url;
      proxy = await startRoundRobinProxy(
        PROXY_PORT,
        INSTANCE_PORTS.map((port) => `http://127.0.0.1:${port}`),
      );
      cleanups.push(() => proxy.close());
      outbox = mkdtempSync(join(tmpdir(), 'tvt-outbox-'));
      const env = {
        DATABASE_URL: databaseUrl,
        REDIS_URL: `redis://127.0.0.1:${REDIS_PORT}`,
        PUBLIC_URL: proxy.origin,
        // One folder on one machine stands in for SMTP here (mail-smtp.test.ts has the real one).
        MAIL_TRANSPORT: 'outbox',
        MAIL_OUTBOX_DIR: outbox,
        TRUST_PROXY: '1',
        HOST: '127.0.0.1',
        COUNT_SUBMIT_RATE_LIMIT: String(SUBMIT_LIMIT),
        TOTALS_CACHE_SECONDS: '0',
        // The count weekend is now, so a count of today is accepted.
        CAMPAIGN_PHASE1_START: new Date(now.getTime() - 48 * hour).toISOString(),
        CAMPAIGN_PHASE2_START: new Date(now.getTime() - hour).toISOString(),
        CAMPAIGN_PHASE3_START: new Date(now.getTime() + 48 * hour).toISOString(),
      };
      for (const port of INSTANCE_PORTS) {
        const server = startServer({
          ...env,
          PORT: String(port),
          DATA_DIR: mkdtempSync(join(tmpdir(), 'tvt-data-')),
          WEB_DIST_DIR: join(outbox, 'no-dist'),
        });
        cleanups.push(() => server.kill());
        instances.push(server);
      }
      await Promise.all(instances.map((server) => server.started()));
      await seedAddress();
    });
    afterAll(async () => {
      for (const cleanup of cleanups.reverse()) await cleanup();
    });

    it('a login spreads over both: authorize on one instance, token on the other', async () => {
      const email = 'vink.multi@voorbeeld.nl';
      const verifier = randomBytes(32).toString('base64url');
      const challenge = createHash('sha256').update(verifier).digest('base64url');
      const browser = new Browser(proxy.origin);
      const { base } = await openLogin(browser, {
        code_challenge: challenge,
        resource: 'urn:tuinvogeltelling:api',
        scope: 'openid email',
      });
      const confirm = await browser.request(`${base}/register`, {
        form: {
          firstName: 'Vink',
          lastName: 'Tuin',
          postalCode: ADDRESS.postalCode,
          streetNumber: ADDRESS.streetNumber,
          email,
          password: 'twee-instanties-2026',
        },
      });
      expect(confirm.html).toContain('Bevestig je e-mailadres');
      const done = await browser.follow(`${base}/verify`, {
        form: { email, code: await latestCode(outbox, email) },
      });
      const code = new URL(done.location!).searchParams.get('code');
      expect(code).toBeTruthy();

      const authorizedOn = proxy.hits.find((h) => h.path === '/oidc/auth')!.upstream;
      const other = 1 - authorizedOn;
      const token = await fetch(`${proxy.origin}/oidc/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', ...pinned(other) },
        body: new URLSearchParams({
          grant_type: 'authorization_code',
          code: code!,
          redirect_uri: `${proxy.origin}/`,
          client_id: CLIENT,
          code_verifier: verifier,
        }),
      });
      expect(token.status).toBe(200);
      const { access_token: accessToken } = (await token.json()) as { access_token: string };
      // The token from one instance opens the account service on both.
      for (const instance of [0, 1]) {
        const user = await fetch(`${proxy.origin}/api/account/v1/user`, {
          headers: { authorization: `Bearer ${accessToken}`, ...pinned(instance) },
        });
        expect(user.status).toBe(200);
      }
      const served = new Set(
        proxy.hits.filter((h) => h.path.startsWith('/oidc/')).map((h) => h.upstream),
      );
      expect([...served].sort()).toEqual([0, 1]);
    });

    it('a photo uploaded through one instance is served by the other', async () => {
      const body = await multipart(
        { uniqueFileName: uniquePhotoFileName(randomUUID()) },
        { bytes: await photoWithGps(640, 480), name: 'tuin.jpg' },
      );
      const uploaded = await fetch(`${proxy.origin}${UPLOAD}`, {
        method: 'POST',
        headers: { ...body.headers, ...pinned(0) },
        body: new Uint8Array(body.payload),
      });
      expect(uploaded.status).toBe(200);
      const { data } = (await uploaded.json()) as PhotoAnswer;
      expect(data.url.startsWith(`${proxy.origin}/media/`)).toBe(true);
      const fetched = await fetch(data.url, { headers: pinned(1) });
      expect(fetched.status).toBe(200);
      expect(fetched.headers.get('content-type')).toBe('image/jpeg');
      expect((await fetched.arrayBuffer()).byteLength).toBeGreaterThan(1000);
    });

    it('shares the submission limit, and both instances report the same totals', async () => {
      const date = selectableCountDates(new Date(), {
        phase2Start: new Date(now.getTime() - hour),
      })[0]!;
      const statuses: number[] = [];
      // Round robin: the submissions alternate between the instances.
      for (let i = 0; i < SUBMIT_LIMIT + 4; i++) {
        const body = { ...validCountBody(), countedon: countedOn({ date, hour: 0, minute: 5 }) };
        const answer = await fetch(`${proxy.origin}/api/count/v1/inzending`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        });
        statuses.push(answer.status);
        await answer.body?.cancel();
      }
      // Per instance the limit would let 2 × SUBMIT_LIMIT through; shared, it lets SUBMIT_LIMIT.
      expect(statuses.filter((s) => s === 200 || s === 201)).toHaveLength(SUBMIT_LIMIT);
      expect(statuses.filter((s) => s === 429)).toHaveLength(4);

      const totals = await Promise.all(
        [0, 1].map(async (instance) => {
          const answer = await fetch(`${proxy.origin}/api/count/v1/totals`, {
            headers: pinned(instance),
          });
          return ((await answer.json()) as { data: { participants: number; birds: number }[] })
            .data[0];
        }),
      );
      expect(totals[0]).toEqual(totals[1]);
      expect(totals[0]!.birds).toBeGreaterThan(0);
    });

    it('keeps answering when Redis is killed mid-run', async () => {
      redis.kill('SIGKILL');
      await new Promise((resolve) => redis.once('exit', resolve));
      const date = selectableCountDates(new Date(), {
        phase2Start: new Date(now.getTime() - hour),
      })[0]!;
      const requests: [string, () => Promise<Response>][] = [];
      for (let i = 0; i < 4; i++) {
        requests.push(['GET totals', () => fetch(`${proxy.origin}/api/count/v1/totals`)]);
        requests.push(['GET phase', () => fetch(`${proxy.origin}/cdn/tvtPhase.json`)]);
        requests.push(['GET birds', () => fetch(`${proxy.origin}/api/bird/v1/birds`)]);
        requests.push([
          'POST count',
          () =>
            fetch(`${proxy.origin}/api/count/v1/inzending`, {
              method: 'POST',
              headers: { 'content-type': 'application/json' },
              body: JSON.stringify({
                ...validCountBody(),
                countedon: countedOn({ date, hour: 0, minute: 5 }),
              }),
            }),
        ]);
      }
      const results = await Promise.all(
        requests.map(async ([name, send]) => {
          const started = performance.now();
          const answer = await send();
          await answer.body?.cancel();
          return { name, status: answer.status, ms: performance.now() - started };
        }),
      );
      const ready = await Promise.all(
        [0, 1].map((i) =>
          fetch(`${proxy.origin}/readyz`, { headers: pinned(i) }).then((r) => r.status),
        ),
      );
      const sorted = results.map((r) => r.ms).sort((a, b) => a - b);
      const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
      console.log(
        `Redis killed: ${results.length} requests, p50 ${at(0.5).toFixed(0)} ms, max ${at(1).toFixed(0)} ms; ` +
          `/readyz ${ready.join(', ')}; ` +
          results.map((r) => `${r.name} ${r.status} ${r.ms.toFixed(0)} ms`).join('; '),
      );
      // Functional: every answer is a real one (the limit falls back per instance, never a 5xx).
      for (const result of results) expect(result.status, result.name).toBeLessThan(500);
      expect(results.filter((r) => r.name.startsWith('GET')).every((r) => r.status === 200)).toBe(
        true,
      );
    });
  },
);
