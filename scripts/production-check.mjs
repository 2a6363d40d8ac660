#!/usr/bin/env node
// The production image's steps without an image (this machine cannot pull one): copy what the
// Dockerfile copies into a temp folder, install production dependencies only
// (`npm ci --omit=dev`), start the server there on Node 24, wait for /readyz, fetch /home, stop
// with SIGTERM. Fails when the server needs a devDependency at run time. Needs the production
// build (apps/web/dist): `npm run build` first. Keep it in step with ../Dockerfile.
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, relative, sep } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const node = join(root, 'node_modules/.bin/node');
const started = Date.now();
const say = (line) =>
  console.log(`[production-check ${((Date.now() - started) / 1000).toFixed(1)} s] ${line}`);

if (!existsSync(join(root, 'apps/web/dist/index.html'))) {
  console.error('apps/web/dist is missing: run `npm run build` first.');
  process.exit(1);
}

/** What the runtime image holds: manifests, the server's and packages' sources, the web build. */
const COPIED = [
  'package.json',
  'package-lock.json',
  'apps/api',
  'packages',
  'apps/web/package.json',
  'apps/web/dist',
];
const SKIPPED = new Set(['node_modules', 'test', 'bench', '.reports', 'data']);

const work = mkdtempSync(join(tmpdir(), 'tvt-production-'));
let server;
try {
  for (const path of COPIED) {
    cpSync(join(root, path), join(work, path), {
      recursive: true,
      filter: (source) =>
        !relative(root, source)
          .split(sep)
          .some((part) => SKIPPED.has(part)),
    });
  }
  say(`copied to ${work}; npm ci --omit=dev`);
  const install = spawnSync(
    'npm',
    ['ci', '--omit=dev', '--no-audit', '--no-fund', '--prefer-offline', '--loglevel=error'],
    { cwd: work, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } },
  );
  if (install.status !== 0) throw new Error(`npm ci --omit=dev failed (${install.status})`);
  for (const dev of ['vitest', 'typescript', 'drizzle-kit', 'node', 'openid-client']) {
    if (existsSync(join(work, 'node_modules', dev))) throw new Error(`${dev} was installed`);
  }

  // A known port, so the public address is this one: a navigation on another host would be
  // sent there first (decision 049).
  const port =
    process.env.PRODUCTION_CHECK_PORT ??
    (await new Promise((resolve) => {
      const probe = createServer().listen(0, '127.0.0.1', () => {
        const { port: free } = probe.address();
        probe.close(() => resolve(String(free)));
      });
    }));
  say('starting the server on Node 24 without devDependencies');
  server = spawn(node, ['apps/api/src/server.ts'], {
    cwd: work,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      PORT: port,
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      HOST: '127.0.0.1',
      DATA_DIR: join(work, 'data'),
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  server.stdout.on('data', (chunk) => (stdout += chunk));
  server.stderr.on('data', (chunk) => (stderr += chunk));
  const exited = new Promise((resolve) => server.on('exit', (code) => resolve(code)));

  let base;
  const deadline = Date.now() + 180_000;
  while (!base) {
    if (server.exitCode !== null)
      throw new Error(`the server exited (${server.exitCode}):\n${stderr}`);
    if (Date.now() > deadline) throw new Error(`the server did not start:\n${stderr}`);
    base = /Tuinvogeltelling draait op (http:\/\/localhost:\d+)/.exec(stdout)?.[1];
    await new Promise((r) => setTimeout(r, 200));
  }
  base = base.replace('localhost', '127.0.0.1');
  let ready;
  while ((ready = await fetch(`${base}/readyz`).catch(() => undefined))?.status !== 200) {
    if (Date.now() > deadline) throw new Error(`/readyz answered ${ready?.status}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  say('/readyz 200');
  const home = await fetch(`${base}/home`, { headers: { accept: 'text/html' } });
  const html = await home.text();
  if (home.status !== 200 || !html.includes('<div id="root"')) {
    throw new Error(`/home answered ${home.status}: ${html.slice(0, 200)}`);
  }
  say('/home 200 with the web app');
  server.kill('SIGTERM');
  const code = await exited;
  if (code !== 0) throw new Error(`exit code ${code} after SIGTERM:\n${stderr}`);
  say('stopped cleanly: ok');
} catch (error) {
  console.error(`production check failed: ${error.message}`);
  process.exitCode = 1;
} finally {
  if (server && server.exitCode === null) server.kill('SIGKILL');
  rmSync(work, { recursive: true, force: true });
}
