import { expect, test } from '@playwright/test';
import { expectAccessible, heading } from './helpers.ts';

test('the intro tour traps focus, pages on, and closes with Escape for good', async ({
  page,
}, testInfo) => {
  await page.goto('/home');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog).toHaveAccessibleName('Welkom bij de Tuinvogeltelling');
  await page.screenshot({ path: `test-results/intro-tour-${testInfo.project.name}.png` });
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

  await page.reload();
  await expect(heading(page, 'Nationale Tuinvogeltelling')).toBeVisible();
  await page.waitForTimeout(500);
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
  await page.goto('/telling');
  await expect(heading(page, 'Telling')).toBeVisible();
  await page.waitForTimeout(1000);
  await expect(page.getByRole('dialog')).toHaveCount(0);
});
