import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importAddresses } from '../src/modules/address/import-addresses.ts';
import { ADDRESS, Browser, latestCode, openLogin } from './identity-browser.ts';
import { freePort } from './helpers/redis-server.ts';
import { NGINX, type ShippedNginx, startShippedNginx } from './helpers/shipped-nginx.ts';
import { type TestApp, createTestApp } from './helpers/test-app.ts';
import { startInstance } from './helpers/two-instances.ts';

/**
 * Issue 32: the balancer as shipped (deploy/nginx.conf) in Debian's nginx, on ports other than
 * 80/443, with a self-signed certificate made here: http redirects to https, one HSTS header, a
 * whole login through it (the Host keeps its port), and an instance that stopped gets no work.
 * Only the addresses, ports and certificate paths of the file are replaced.
 */
const dir = mkdtempSync(join(tmpdir(), 'tvt-balancer-'));
const outbox = join(dir, 'outbox');
let httpPort: number;
let origin: string;
let t: TestApp;
let second: FastifyInstance;
let nginx: ShippedNginx | undefined;
const previousTls = process.env.NODE_TLS_REJECT_UNAUTHORIZED;

beforeAll(async () => {
  if (!existsSync(NGINX)) return;
  // PUBLIC_URL names the balancer's port, so its ports are chosen before the instances start.
  httpPort = await freePort();
  const httpsPort = await freePort();
  origin = `https://localhost:${httpsPort}`;
  t = await createTestApp({
    env: {
      PUBLIC_URL: origin,
      TRUST_PROXY: '1',
      MAIL_TRANSPORT: 'outbox',
      MAIL_OUTBOX_DIR: outbox,
    },
  });
  await importAddresses(t.database.db, [
    'openbareruimte;huisnummer;huisletter;huisnummertoevoeging;postcode;woonplaats;gemeente;provincie;nummeraanduiding;oppervlakteverblijfsobject;lon;lat\n' +
      'Boulevard;14;;;3707BM;Zeist;Zeist;Utrecht;0355200099990001;132;5.2336;52.0906\n',
  ]);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  second = await startInstance(t.config, t.database);
  const ports = [t.app, second].map((a) => (a.server.address() as { port: number }).port);
  nginx = await startShippedNginx(ports, { http: httpPort, https: httpsPort });
  // The self-signed certificate of this test only.
  process.env.NODE_TLS_REJECT_UNAUTHORIZED = '0';
}, 120_000);

afterAll(async () => {
  nginx?.stop();
  if (previousTls === undefined) delete process.env.NODE_TLS_REJECT_UNAUTHORIZED;
  else process.env.NODE_TLS_REJECT_UNAUTHORIZED = previousTls;
  await second?.close().catch(() => undefined);
  await t?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe.skipIf(!existsSync(NGINX))(
  `the shipped balancer${existsSync(NGINX) ? '' : ' (skipped: nginx is not installed)'}`,
  { timeout: 120_000 },
  () => {
    it('redirects http to https and sends one HSTS header', async () => {
      const plain = await fetch(`http://localhost:${httpPort}/resultaten?x=1`, {
        redirect: 'manual',
      });
      expect(plain.status).toBe(301);
      expect(plain.headers.get('location')).toBe('https://localhost/resultaten?x=1');
      const secure = await fetch(`${origin}/api/count/v1/totals`);
      expect(secure.status).toBe(200);
      expect(secure.headers.get('strict-transport-security')).toBe(
        'max-age=31536000; includeSubDomains',
      );
    });

    it('carries a whole login on a port other than 443', async () => {
      const email = 'gaai.balancer@voorbeeld.nl';
      const browser = new Browser(origin);
      const { base } = await openLogin(browser, { scope: 'openid email' });
      const confirm = await browser.request(`${origin}${base}/register`, {
        form: {
          firstName: 'Gaai',
          lastName: 'Balans',
          postalCode: ADDRESS.postalCode,
          streetNumber: ADDRESS.streetNumber,
          email,
          password: 'achter-de-balancer-2026',
        },
      });
      expect(confirm.html).toContain('Bevestig je e-mailadres');
      const done = await browser.follow(`${origin}${base}/verify`, {
        form: { email, code: await latestCode(outbox, email) },
      });
      // Back at the web app's address, port included, with a code: the login went through.
      expect(done.location).toMatch(new RegExp(`^${origin}/\\?code=`));
    });

    it('sends no work to an instance that has stopped', async () => {
      await second.close();
      const statuses: number[] = [];
      for (let i = 0; i < 8; i++) statuses.push((await fetch(`${origin}/readyz`)).status);
      expect(statuses).toEqual(Array(8).fill(200));
    });
  },
);
