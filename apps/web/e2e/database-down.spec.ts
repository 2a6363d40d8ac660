import { startTcpProxy } from '../../api/test/helpers/tcp-proxy.ts';
import { createPostgresDatabase } from '../../api/test/helpers/postgres-admin.ts';
import type { Page } from '@playwright/test';
import { expect, failedLoad, test } from './test.ts';
import { expectAccessible, heading } from './helpers.ts';
import {
  ADDRESS,
  countSomeBirds,
  fillCountPlace,
  plus,
  toCountPlace,
  toPersonal,
  toSummary,
} from './count-helpers.ts';
import { OwnServer, freePort, runningCampaignEnv } from './own-server.ts';

/**
 * Issue 33, decision 122: the app's first load with the database stopped. A server of its own
 * on a PostgreSQL database of its own, reached through a proxy that the test turns to refusing
 * every connection (what the server sees of a stopped database). Someone visits first, so
 * the answers exist; then the database goes away and a new visitor opens /home and /telling
 * (nothing cached in the browser), counts, and the count waits in the outbox until the
 * database is back. Needs PostgreSQL (`TEST_DATABASE_URL`): the embedded database lives inside
 * the server's process and cannot be stopped apart from it.
 */
const adminUrl = process.env.TEST_DATABASE_URL;

test.describe.configure({ mode: 'serial', timeout: 180_000 });
test.skip(({ isMobile }) => !isMobile || !adminUrl, 'once, on the phone, with PostgreSQL');

let server: OwnServer | undefined;
let proxy: Awaited<ReturnType<typeof startTcpProxy>> | undefined;
let drop: (() => Promise<void>) | undefined;

test.beforeAll(async ({ isMobile }) => {
  if (!isMobile || !adminUrl) return;
  const postgres = await createPostgresDatabase(adminUrl);
  drop = postgres.drop;
  const direct = new URL(postgres.url);
  proxy = await startTcpProxy({ host: direct.hostname, port: Number(direct.port || 5432) });
  const viaProxy = new URL(postgres.url);
  viaProxy.host = `127.0.0.1:${proxy.port}`;
  // A server on PostgreSQL names its public address and sends mail (here: to a folder).
  const port = await freePort();
  server = await OwnServer.create(
    {
      ...runningCampaignEnv(new Date()),
      DATABASE_URL: viaProxy.toString(),
      DATABASE_CONNECT_TIMEOUT_MS: '1000',
      PUBLIC_URL: `http://localhost:${port}`,
      MAIL_TRANSPORT: 'outbox',
    },
    port,
  );
  await server.start();
});

test.afterAll(async () => {
  await server?.stop();
  await proxy?.close();
  await drop?.();
});

test('a new visitor opens /home and /telling and counts while the database is stopped', async ({
  browser,
  browserErrors,
  page,
  request,
}) => {
  // What needs the database answers 503 while it is away: the address lookup and the count.
  browserErrors.allow(
    failedLoad(503, /\/api\/postcode\/v1\/address\//),
    failedLoad(503, '/api/count/v1/inzending'),
  );
  const base = server!.url;
  // An earlier visitor opens the app and goes on to the count within it: the server builds
  // what the app reads (a page's own data block is no answer of its own to keep).
  const earlier = await browser.newPage({ baseURL: base });
  await withoutIntroTour(earlier, base);
  await earlier.goto('/home');
  await expect(earlier.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await earlier.getByRole('link', { name: /Het is begonnen/ }).click();
  await expect(earlier.locator('.bird-card').first()).toBeVisible();
  await earlier.close();

  proxy!.setMode('refuse');
  expect((await request.get(`${base}/readyz`)).status()).toBe(503);
  // Once the campaign the instance remembers has run out, the phase is the last good copy.
  await expect
    .poll(async () => (await request.get(`${base}/api/count/v1/phase`)).headers()['x-stale'], {
      timeout: 30_000,
    })
    .toBe('true');

  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await withoutIntroTour(page, base);
  await page.goto(`${base}/home`);
  await expect(page.getByText('Laden…')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expectAccessible(page);
  await page.screenshot({ path: test.info().outputPath('home-375x812.png') });

  await page.goto(`${base}/telling?phase=2`);
  await expect(heading(page, 'Telling')).toBeVisible();
  await expect(page.locator('.bird-card').first()).toBeVisible();
  await countSomeBirds(page);
  await expect(plus(page, 0)).toBeVisible();
  await expectAccessible(page);
  await page.screenshot({ path: test.info().outputPath('telling-375x812.png') });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.screenshot({ path: test.info().outputPath('telling-1280x800.png') });
  await page.goto(`${base}/home`);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('home-1280x800.png') });
  await page.setViewportSize({ width: 375, height: 812 });

  // Counting on: the count is kept on the phone and sent once the database is back.
  await page.goto(`${base}/telling?phase=2`);
  await countSomeBirds(page);
  await toCountPlace(page);
  await fillCountPlace(page);
  await toPersonal(page);
  await page.getByLabel('Voornaam').fill('Zoë');
  await page.getByLabel('Achternaam', { exact: true }).fill('de vries');
  await page.getByLabel('Postcode').fill(ADDRESS.postalCode);
  await page.getByLabel('Huisnummer').fill(ADDRESS.streetNumber);
  // The address service reads the database too: the app goes on and looks it up later.
  await expect(page.getByText('Het adres kan nu niet worden opgezocht')).toBeVisible();
  await page.getByLabel('E-mailadres').fill('zonder-database@example.nl');
  await toSummary(page);
  await page.getByRole('button', { name: 'Akkoord en verstuur telling' }).click();
  await expect(page.getByText('Je telling is bewaard op dit apparaat')).toBeVisible();
  await expectAccessible(page);

  proxy!.setMode('forward');
  const sent = page.waitForResponse(
    (r) => r.url().endsWith('/api/count/v1/inzending') && r.status() === 200,
  );
  await page.getByRole('button', { name: 'Nu opnieuw proberen' }).click();
  await sent;
  await expect(page.getByText(/is verstuurd op/)).toBeVisible();
  expect(errors).toEqual([]);
});

/** As `skipIntroTour`, for this spec's own server (the cookie belongs to its address). */
async function withoutIntroTour(page: Page, base: string): Promise<void> {
  await page.addInitScript(() => localStorage.setItem('introTourIsHidden', 'true'));
  await page.context().addCookies([{ name: 'introTourIsHidden', value: 'true', url: base }]);
}
