import { expect, test, type Page } from '@playwright/test';
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

  // Not wanted any more: the page carries the pages, the app neither asks for them nor opens it.
  expect(await loadAndWatchTour(page, () => page.reload())).toEqual({
    requested: false,
    carried: true,
  });
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
