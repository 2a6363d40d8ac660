import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { expect, test } from './test.ts';
import { logIn } from './account-helpers.ts';
import { expectAccessible, heading } from './helpers.ts';
import { OwnServer } from './own-server.ts';

/**
 * Issue 32, the platform panel on the office's start page: two instances of one deployment on
 * one Redis (each on its own data folder: only the heartbeats are shared), the admin logs in on
 * the first and finds both listed, the database and Redis 'In orde'. Desktop and tablet, axe.
 */
const run = promisify(execFile);
const REPO_ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const ADMIN = 'beheer-platform@example.nl';
const PASSWORD = 'platform-beheer-2026';
const SHOTS = process.env.E2E_SCREENSHOTS; // a folder outside the repository, when set

test.describe.configure({ mode: 'serial' });
test.skip(({ isMobile }) => isMobile, 'the office is made for desktop and tablet');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('port')),
      );
    });
  });
}

let redis: ChildProcess | undefined;
const servers: OwnServer[] = [];
test.beforeAll(async ({ isMobile }) => {
  if (isMobile) return;
  test.setTimeout(300_000);
  const redisPort = await freePort();
  redis = spawn('redis-server', ['--port', String(redisPort), '--save', '', '--appendonly', 'no'], {
    stdio: 'ignore',
  });
  const env = { REDIS_URL: `redis://127.0.0.1:${redisPort}`, REDIS_PREFIX: 'e2e-platform' };
  for (let i = 0; i < 2; i++) servers.push(await OwnServer.create(env));
  await run(
    'node_modules/.bin/node',
    ['apps/web/e2e/office-signup-account.ts', servers[0]!.dataDir, ADMIN, PASSWORD],
    { cwd: REPO_ROOT, env: { ...process.env, DATABASE_URL: '' } },
  );
  await Promise.all(servers.map((server) => server.start()));
});
test.afterAll(async () => {
  await Promise.all(servers.map((server) => server.stop()));
  redis?.kill();
});

for (const [name, viewport] of [
  ['desktop', { width: 1280, height: 800 }],
  ['tablet', { width: 820, height: 1180 }],
] as const) {
  test(`${name}: the start page shows every instance, the database and Redis @viewport`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(viewport);
    const server = servers[0]!;
    await page.goto(`${server.url}/beheer`);
    await page.getByRole('button', { name: 'Inloggen' }).click();
    await logIn(page, ADMIN, PASSWORD);
    await expect(heading(page, 'Beheeromgeving')).toBeVisible({ timeout: 20_000 });

    const panel = page.getByRole('region', { name: 'Platform' });
    await expect(panel).toBeVisible();
    await expect(panel.getByText('Database', { exact: true })).toBeVisible();
    const instances = panel.getByRole('region', { name: 'Instanties' });
    // Both heartbeats: this instance and the other one of the same deployment.
    await expect(instances.getByRole('row')).toHaveCount(3, { timeout: 20_000 });
    await expect(instances.getByText(/, deze instantie$/)).toHaveCount(1);
    await expect(instances.getByText('Gereed')).toHaveCount(2);
    await expect(panel.getByText('In orde')).toHaveCount(2);
    await expectAccessible(page);
    await panel.scrollIntoViewIfNeeded();
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/office-platform-${name}.png` });
    if (SHOTS) {
      await page.screenshot({ path: `${SHOTS}/office-platform-${name}-full.png`, fullPage: true });
    }
  });
}
