import type { Page } from '@playwright/test';
import { expect, test, failedLoad } from './test.ts';
import { expectAccessible, skipIntroTour } from './helpers.ts';

/**
 * Decision 066: the server draws a screen's largest paint into the page it sends (home's banner
 * picture, the count's hint), so a slow phone shows it before the app's scripts have run; the
 * app's own screen then takes its place without a jump.
 */
const withoutScripts = (page: Page) => page.route('**/assets/*.js', (route) => route.abort());
const cookie = async (page: Page, name: string) =>
  (await page.context().cookies()).find((c) => c.name === name)?.value;
const sent = async (page: Page, path: string) =>
  (await page.request.get(path, { headers: { accept: 'text/html' } })).text();

test.beforeEach(async ({ page }) => {
  await skipIntroTour(page);
});

test("home's banner picture comes with the page, in the visitor's segment", async ({
  page,
  browserErrors,
}) => {
  // The app's scripts are held back on purpose (withoutScripts).
  browserErrors.allow(failedLoad('ERR_FAILED', /\/assets\/[\w-]+\.js$/));
  await withoutScripts(page);
  await page.goto('/home?phase=2&t=jg');
  const drawn = page.locator('.home-banner__image');
  await expect(drawn).toHaveJSProperty('complete', true);
  expect(await drawn.getAttribute('src')).toMatch(/\/assets\/campaign-jg-[\w-]+\.svg$/);
  const box = await drawn.boundingBox();
  expect(box?.height).toBeGreaterThan(150);
  await expectAccessible(page);

  await page.unroute('**/assets/*.js');
  await page.reload();
  await expect(page.locator('.home-banner__headline')).toHaveText('Het is begonnen!');
  await expect(page.locator('.home-banner__image')).toHaveCount(1);
  expect(await page.locator('.home-banner__image').getAttribute('src')).toBe(
    await drawn.getAttribute('src'),
  );
  // The segment the app stored goes with the next page without `?t=`.
  expect(await cookie(page, 'segment')).toBe('jg');
  expect(await sent(page, '/home')).toMatch(/src="\/assets\/campaign-jg-/);
});

test("the count's first step shows its hint with the page, and only there", async ({
  page,
  browserErrors,
}) => {
  // The app's scripts are held back on purpose (withoutScripts).
  browserErrors.allow(failedLoad('ERR_FAILED', /\/assets\/[\w-]+\.js$/));
  await withoutScripts(page);
  await page.goto('/telling?phase=2');
  const hint = page.locator('.count-hint');
  await expect(hint).toContainText('Tel een half uur.');
  const drawnWidth = (await hint.boundingBox())?.width;
  await expectAccessible(page);

  await page.unroute('**/assets/*.js');
  await page.reload();
  await expect(page.getByTestId('count-total')).toBeVisible();
  await expect(hint).toHaveCount(1);
  expect((await hint.boundingBox())?.width).toBe(drawnWidth);
  expect(await cookie(page, 'countCurrentPage')).toBe('first-count');

  // On a later step, a reload must not show the first one before the app has run.
  await page.getByRole('button', { name: 'Geen vogels gezien' }).click();
  await page.getByRole('button', { name: 'Volgende stap' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Telplek' })).toBeVisible();
  expect(await cookie(page, 'countCurrentPage')).toBe('count-place');
  expect(await sent(page, '/telling?phase=2')).not.toContain('<p class="count-hint"');
});
