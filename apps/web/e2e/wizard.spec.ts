import type { Page } from '@playwright/test';
import { expect, test } from './test.ts';
import { expectAccessible, heading, shot, skipIntroTour } from './helpers.ts';

test.beforeEach(async ({ page }) => skipIntroTour(page));

async function sheetCount(page: Page): Promise<number> {
  const title = page
    .getByRole('dialog')
    .getByRole('heading', { name: /(soort|soorten) gevonden$/ });
  return Number(((await title.textContent()) ?? '').split(' ')[0]);
}

/** Waits until the sheet title shows a count other than `before`, and returns it. */
async function countChange(page: Page, before: number): Promise<number> {
  await expect.poll(() => sheetCount(page)).not.toBe(before);
  return sheetCount(page);
}

test('recognise start: options and the explanation sheet', async ({ page }) => {
  await page.goto('/herkennen');
  await expect(heading(page, 'Herkennen')).toBeVisible();
  await expect(page.getByRole('link', { name: /Via foto/ })).toHaveAttribute(
    'href',
    '/herkennen/foto',
  );
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Hoe werkt het?' }).click();
  const sheet = page.getByRole('dialog', { name: 'Hoe werkt herkennen?' });
  await expect(sheet).toBeVisible();
  // What the photo answer does (issue 35): a list by resemblance, no likelihood.
  await expect(sheet).toContainText('de soorten die er het meest op lijken, de beste eerst');
  await expect(sheet).toContainText('geen zekere herkenning');
  await shot(page, 'hoe-werkt-het');
  await expectAccessible(page);
  await sheet.getByRole('button', { name: 'Sluiten' }).first().click();
  await expect(sheet).toHaveCount(0);
  await page.getByRole('link', { name: /Via vragen/ }).click();
  await expect(page).toHaveURL(/\/herkennen\/vragen$/);
});

test('four questions rank the species by fit and open a result', async ({ page }) => {
  await page.goto('/herkennen/vragen');
  await expect(heading(page, 'Herkennen via vragen')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Terug' })).toHaveAttribute('href', '/herkennen');
  await expect(page.locator('.wizard .bird-card')).toHaveCount(20);
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Filteren' }).click();
  const sheet = page.getByRole('dialog');
  await expect(
    sheet.getByRole('heading', { name: /^\d+ (soort|soorten) gevonden$/ }),
  ).toBeVisible();
  await expect.poll(() => sheetCount(page)).toBeGreaterThan(50);
  const all = await sheetCount(page);
  await expect(sheet.getByRole('button', { name: 'Vorige' })).toBeDisabled();
  await expectAccessible(page);

  await sheet.getByText('Zo groot als een mus').click();
  const small = await countChange(page, all);
  expect(small).toBeLessThan(all);
  await sheet.getByRole('button', { name: 'Volgende' }).click();

  await sheet.getByText('Geel', { exact: true }).click();
  const yellow = await countChange(page, small);
  expect(yellow).toBeLessThan(small);
  await expectAccessible(page);
  await sheet.getByRole('button', { name: 'Volgende' }).click();

  const bySilhouette = page.waitForResponse((r) => r.url().includes('silhouette=4'));
  await sheet.getByText('Klein vogeltje').click();
  await bySilhouette;
  await expect.poll(() => sheetCount(page)).toBeLessThanOrEqual(yellow);
  await sheet.getByRole('button', { name: 'Volgende' }).click();
  await expect(sheet.getByRole('button', { name: 'Volgende' })).toHaveCount(0);
  const byBeak = page.waitForResponse((r) => r.url().includes('beak=3'));
  await sheet.getByText('Kort en dun').click();
  const answer = (await (await byBeak).json()) as { data: { count: number } };
  // With four answers a good match may miss one: the count is the good matches, not exact ones.
  expect(answer.data.count).toBeGreaterThan(0);
  await expect.poll(() => sheetCount(page)).toBe(answer.data.count);
  const found = await sheetCount(page);
  await sheet.getByRole('button', { name: 'Resultaten' }).click();
  await expect(sheet).toHaveCount(0);

  const results = page.locator('.wizard .bird-card');
  await expect(results).toHaveCount(Math.min(found, 20));
  // Small, yellow, small-bird shape, short thin bill: the koolmees fits best and is most counted.
  await expect(results.first()).toContainText('Koolmees');
  await expect(results.first().locator('img')).toHaveCount(2);
  await expectAccessible(page);
  await results.first().click();
  await expect(page).toHaveURL(/\/herkennen\/[a-z-]+$/);
  await expect(page.getByRole('link', { name: 'Terug' })).toHaveAttribute('href', '/herkennen');
});

test('the wizard works by keyboard; nothing that fits says so and offers to clear', async ({
  page,
}) => {
  await page.goto('/herkennen/vragen');
  await page.getByRole('button', { name: 'Filteren' }).focus();
  await page.keyboard.press('Enter');
  const sheet = page.getByRole('dialog');
  await expect.poll(() => sheetCount(page)).toBeGreaterThan(50);
  const all = await sheetCount(page);

  await sheet.getByRole('radio', { name: /Zo groot als een reiger/ }).focus();
  await page.keyboard.press('Space');
  const large = await countChange(page, all);
  await sheet.getByRole('button', { name: 'Volgende' }).focus();
  await page.keyboard.press('Enter');
  await sheet.getByRole('checkbox', { name: 'Geel' }).focus();
  await page.keyboard.press('Space');
  await sheet.getByRole('checkbox', { name: 'Groen' }).focus();
  await page.keyboard.press('Space');
  await sheet.getByRole('checkbox', { name: 'Blauwgrijs' }).focus();
  await page.keyboard.press('Space');
  await expect.poll(() => sheetCount(page)).toBe(0);
  expect(large).toBeGreaterThan(0);
  await page.keyboard.press('Escape');
  await expect(sheet).toHaveCount(0);
  await expect(page.getByText('Geen vogels gevonden')).toBeVisible();
  await expectAccessible(page);

  // Reopening keeps the choices; going back a step is possible.
  await page.getByRole('button', { name: 'Filteren' }).click();
  await expect(sheet.getByRole('checkbox', { name: 'Geel' })).toBeChecked();
  await sheet.getByRole('button', { name: 'Vorige' }).click();
  await expect(sheet.getByRole('radio', { name: /Zo groot als een reiger/ })).toBeChecked();
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: 'Filters wissen' }).click();
  await expect(page.locator('.wizard .bird-card')).toHaveCount(20);
  await expect(page.getByText('Geen vogels gevonden')).toHaveCount(0);
  await page.getByRole('button', { name: 'Filteren' }).click();
  await expect.poll(() => sheetCount(page)).toBe(all);
  await expect(sheet.getByRole('radio', { name: /Zo groot als een reiger/ })).not.toBeChecked();
});

test('a link with typical robin answers puts the roodborst first', async ({ page }) => {
  await page.goto('/herkennen/vragen?size=1&color=5,9&silhouette=4&beak=3');
  const results = page.locator('.wizard .bird-card');
  await expect(results.first()).toContainText('Roodborst');
  await expect(
    page.getByRole('status').filter({ hasText: /(soort|soorten) gevonden$/ }),
  ).toBeVisible();
  await expectAccessible(page);
});
