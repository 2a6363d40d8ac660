import type { Page } from '@playwright/test';
import { expect, test, failedLoad } from './test.ts';
import { expectAccessible, heading } from './helpers.ts';

/**
 * Loads a page and resolves once the app has rendered and the network is quiet. Tells whether
 * the tour's pages were asked for, and whether the page carried them in its boot data (decision
 * 063: every page where the tour may open does, whether this visitor still wants it or not).
 */
async function loadAndWatchTour(
  page: Page,
  load: () => Promise<unknown>,
): Promise<{ requested: boolean; carried: boolean }> {
  let requested = false;
  const watch = (request: { url: () => string }) => {
    if (request.url().includes('/api/content/v1/introtour')) requested = true;
  };
  page.on('request', watch);
  await load();
  await expect(page.locator('main h1').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  page.off('request', watch);
  const carried = await page.evaluate(
    () => 'introTour' in JSON.parse(document.getElementById('tvt-boot')?.textContent ?? '{}'),
  );
  return { requested, carried };
}

/** What the server drew over the page (decision 066); empty once the app's own tour is open. */
const firstOverlay = (page: Page) => page.locator('#tvt-first-overlay');

test('the intro tour traps focus, pages on, and closes with Escape for good', async ({ page }) => {
  await page.goto('/home');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  // The app's modal has taken over from the one drawn into the page.
  await expect(firstOverlay(page)).toBeEmpty();
  await expect(page.locator('dialog[open]')).toHaveCount(1);
  await expect(dialog).toHaveAccessibleName('Welkom bij de Tuinvogeltelling');
  await expectAccessible(page);

  // Focus never leaves the dialog.
  for (let i = 0; i < 12; i += 1) {
    await page.keyboard.press('Tab');
    expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  }
  await page.keyboard.press('Shift+Tab');
  expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);

  // 'Ga verder' moves to the next page and its progress dot.
  await dialog.getByRole('button', { name: 'Ga verder' }).click();
  await expect(dialog.getByRole('button', { name: /^Pagina 2 van/ })).toHaveAttribute(
    'aria-current',
    'step',
  );

  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('introTourIsHidden'))).toBe('true');

  // Not wanted any more: the page carries the pages, the app neither asks for them nor opens it.
  expect(await loadAndWatchTour(page, () => page.reload())).toEqual({
    requested: false,
    carried: true,
  });
  await expect(heading(page, 'Nationale Tuinvogeltelling')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  // Closing also set the cookie by which the server leaves the tour out of the page it sends.
  const sent = await (
    await page.request.get('/vogelgids', { headers: { accept: 'text/html' } })
  ).text();
  expect(sent).toContain('<div id="tvt-first-overlay"></div>');
});

test('the page as sent shows the tour before any script has run, and the app takes it over', async ({
  page,
  browserErrors,
}) => {
  // The app's scripts are held back on purpose.
  browserErrors.allow(failedLoad('ERR_FAILED', /\/assets\/[\w-]+\.js$/));
  // Without the app's scripts: what a slow phone shows while they are on their way.
  await page.route('**/assets/*.js', (route) => route.abort());
  await page.goto('/meer/quiz');
  const drawn = page.getByRole('dialog');
  await expect(drawn).toHaveAccessibleName('Welkom bij de Tuinvogeltelling');
  await expect(drawn.getByRole('button', { name: /^Pagina 1 van \d+$/ })).toHaveAttribute(
    'aria-current',
    'step',
  );
  const box = await drawn.locator('.intro-tour__content').boundingBox();
  await expectAccessible(page);

  await page.unroute('**/assets/*.js');
  await page.reload();
  await expect(page.locator('dialog[open]')).toBeVisible();
  await expect(firstOverlay(page)).toBeEmpty();
  await expect(page.getByRole('dialog')).toHaveCount(1);
  // The same text in the same place: the app's tour replaces the drawn one without a jump.
  expect(await page.locator('dialog[open] .intro-tour__content').boundingBox()).toEqual(box);
});

test('a tour closed before the cookie existed goes as the app starts, and stays away', async ({
  page,
}) => {
  await page.addInitScript(() => localStorage.setItem('introTourIsHidden', 'true'));
  await page.goto('/vogelgids');
  await expect(page.locator('main h1').first()).toBeVisible();
  await expect(firstOverlay(page)).toBeEmpty();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  const cookies = await page.context().cookies();
  expect(cookies.find((c) => c.name === 'introTourIsHidden')?.value).toBe('true');
});

test('finishing the tour with Ga verder closes it', async ({ page }) => {
  await page.goto('/vogelgids');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  const pages = await dialog.getByRole('button', { name: /^Pagina \d+ van/ }).count();
  for (let i = 0; i < pages; i += 1)
    await dialog.getByRole('button', { name: 'Ga verder' }).click();
  await expect(dialog).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('introTourIsHidden'))).toBe('true');
});

test('the intro tour is skipped on count URLs', async ({ page }) => {
  // The count's page carries no tour and the app does not ask for one.
  expect(await loadAndWatchTour(page, () => page.goto('/telling'))).toEqual({
    requested: false,
    carried: false,
  });
  await expect(heading(page, 'Telling')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  // The same visitor gets the tour outside the count: it was skipped, not switched off.
  await page.goto('/home');
  await expect(page.getByRole('dialog')).toBeVisible();
});
