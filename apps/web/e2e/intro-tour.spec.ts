import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, heading } from './helpers.ts';

/**
 * Loads a page and resolves once the app has rendered with its runtime configuration (the page
 * carries it inlined, decision 049) and the network is quiet: the tour's pages would have been
 * asked for in that same first render. Tells whether they were.
 */
async function loadAndWatchTour(page: Page, load: () => Promise<unknown>): Promise<boolean> {
  let tourRequested = false;
  const watch = (request: { url: () => string }) => {
    if (request.url().includes('/api/content/v1/introtour')) tourRequested = true;
  };
  page.on('request', watch);
  await load();
  await expect(page.locator('main h1').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  page.off('request', watch);
  return tourRequested;
}

test('the intro tour traps focus, pages on, and closes with Escape for good', async ({ page }) => {
  await page.goto('/home');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
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

  // Not wanted any more: its pages are not even asked for.
  expect(await loadAndWatchTour(page, () => page.reload())).toBe(false);
  await expect(heading(page, 'Nationale Tuinvogeltelling')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
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
  expect(await loadAndWatchTour(page, () => page.goto('/telling'))).toBe(false);
  await expect(heading(page, 'Telling')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  // The same visitor gets the tour outside the count: it was skipped, not switched off. The
  // tour is asked for in a render after the phase answer, so wait for the request itself.
  const tour = page.waitForRequest((r) => r.url().includes('/api/content/v1/introtour'));
  await page.goto('/home');
  await tour;
  await expect(page.getByRole('dialog')).toBeVisible();
});
