import { execFile, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../src/env.ts';
import { importAddresses } from '../src/modules/address/import-addresses.ts';
import { ADDRESS, Browser, latestCode, openLogin } from './identity-browser.ts';
import { freePort } from './helpers/redis-server.ts';
import { type TestApp, createTestApp } from './helpers/test-app.ts';
import { startInstance } from './helpers/two-instances.ts';

/**
 * Issue 32: the balancer as shipped (deploy/nginx.conf) in Debian's nginx, on ports other than
 * 80/443, with a self-signed certificate made here: http redirects to https, one HSTS header, a
 * whole login through it (the Host keeps its port), and an instance that stopped gets no work.
 * Only the addresses, ports and certificate paths of the file are replaced.
 */
const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
const run = promisify(execFile);
const dir = mkdtempSync(join(tmpdir(), 'tvt-nginx-'));
let httpPort: number;
let httpsPort: number;
let origin: string;
let t: TestApp;
let second: FastifyInstance;
let nginx: ReturnType<typeof spawn> | undefined;
const outbox = join(dir, 'outbox');
const previousTls = process.env.NODE_TLS_REJECT_UNAUTHORIZED;

function shippedConfig(upstreams: number[]): string {
  let conf = readFileSync(join(REPO_ROOT, 'deploy/nginx.conf'), 'utf8');
  conf = conf.replace(
    / {4}server api1:8080 (.*);\n {4}server api2:8080 .*;\n/,
    (_m, rest: string) => upstreams.map((p) => `    server 127.0.0.1:${p} ${rest};\n`).join(''),
  );
  conf = conf
    .replace('listen 80;', `listen 127.0.0.1:${httpPort};`)
    .replace('listen 443 ssl', `listen 127.0.0.1:${httpsPort} ssl`)
    .replaceAll('/etc/nginx/tls/', `${dir}/`);
  return [
    'daemon off;',
    'worker_processes 1;',
    `pid ${dir}/nginx.pid;`,
    `error_log ${dir}/error.log warn;`,
    'events { worker_connections 256; }',
    'http {',
    `  access_log off;`,
    ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(
      (k) => `  ${k}_temp_path ${dir}/${k};`,
    ),
    conf,
    '}',
  ].join('\n');
}

beforeAll(async () => {
  if (!existsSync(NGINX)) return;
  [httpPort, httpsPort] = [await freePort(), await freePort()];
  origin = `https://localhost:${httpsPort}`;
  await run('openssl', [
    ...['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', '/CN=localhost'],
    ...['-keyout', join(dir, 'privkey.pem'), '-out', join(dir, 'fullchain.pem')],
  ]);
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
  writeFileSync(join(dir, 'nginx.conf'), shippedConfig(ports));
  await run(NGINX, ['-t', '-q', '-c', join(dir, 'nginx.conf'), '-p', dir]);
  nginx = spawn(NGINX, ['-c', join(dir, 'nginx.conf'), '-p', dir], { stdio: 'ignore' });
  // The self-signed certificate of this test only.
  process.env.NODE_TLS_REJECT_UNAUTHORIZED = '0';
  for (let i = 0; i < 100; i++) {
    const up = await fetch(`${origin}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) break;
    await new Promise((r) => setTimeout(r, 100));
  }
}, 120_000);

afterAll(async () => {
  nginx?.kill('SIGTERM');
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
        form: { email, code: latestCode(outbox, email) },
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
