import type { Page } from '@playwright/test';
import { expect, test } from './test.ts';
import { heading } from './helpers.ts';
import {
  addressLookupWorks,
  fillPersonal,
  openCount,
  plus,
  toCountPlace,
  toPersonal,
  toSummary,
} from './count-helpers.ts';

async function reloadAt(page: Page, name: string) {
  await page.reload();
  await expect(heading(page, name)).toBeVisible();
}

test('a reload at every step keeps the step and everything entered', async ({ page, request }) => {
  test.setTimeout(120_000);
  const lookup = await addressLookupWorks(request);
  await openCount(page);
  await plus(page, 0).click();
  await plus(page, 0).click();
  await page.getByRole('button', { name: 'Vogelsoort toevoegen' }).click();
  const sheet = page.getByRole('dialog', { name: 'Vogelsoort toevoegen' });
  const added = (await sheet.locator('.pick-list__item').first().innerText()).trim();
  await sheet.locator('.pick-list__item').first().click();
  const countId = await page.evaluate(
    () => (JSON.parse(localStorage.getItem('countObject') ?? '{}') as { countId?: string }).countId,
  );
  expect(countId).toMatch(/^[0-9a-f-]{36}$/);

  await reloadAt(page, 'Telling');
  await expect(
    page.locator('.bird-grid').first().locator('.bird-card').nth(0).getByRole('textbox'),
  ).toHaveValue('2');
  await expect(page.getByRole('group', { name: added })).toBeVisible();

  await toCountPlace(page);
  await page.getByRole('radio', { name: 'Balkon' }).check();
  await page.getByLabel('Opmerkingen').fill('Veel wind');
  await reloadAt(page, 'Telplek');
  await expect(page.getByRole('radio', { name: 'Balkon' })).toBeChecked();
  await expect(page.getByLabel('Opmerkingen')).toHaveValue('Veel wind');

  await toPersonal(page);
  await fillPersonal(page, lookup, 'herladen@example.nl');
  await reloadAt(page, 'Jouw gegevens');
  await expect(page.getByLabel('Voornaam')).toHaveValue('Zoë');
  await expect(page.getByLabel('E-mailadres')).toHaveValue('herladen@example.nl');
  if (lookup) await expect(page.getByLabel('Straat')).toHaveValue('Arend Noorduijnstraat');

  await toSummary(page);
  await reloadAt(page, 'Overzicht');
  await expect(page.getByText('Veel wind')).toBeVisible();
  await expect(page.getByText('herladen@example.nl')).toBeVisible();
  // The same count all along.
  expect(
    await page.evaluate(
      () =>
        (JSON.parse(localStorage.getItem('countObject') ?? '{}') as { countId?: string }).countId,
    ),
  ).toBe(countId);

  // Back buttons and their labels.
  await page.getByRole('button', { name: 'Je gegevens' }).click();
  await expect(heading(page, 'Jouw gegevens')).toBeVisible();
  await page.getByRole('button', { name: 'Telplek' }).click();
  await expect(heading(page, 'Telplek')).toBeVisible();
  await page.getByRole('button', { name: 'Telling' }).click();
  await expect(heading(page, 'Telling')).toBeVisible();

  // A deep link never skips ahead of the draft, and the address becomes /telling.
  await page.goto('/telling/overzicht');
  await expect(heading(page, 'Telling')).toBeVisible();
  await expect(page).toHaveURL(/\/telling$/);
  // A step the draft has reached opens from its link.
  await toCountPlace(page);
  await toPersonal(page);
  await toSummary(page);
  await page.goto('/telling/meta');
  await expect(heading(page, 'Telplek')).toBeVisible();
  await expect(page).toHaveURL(/\/telling$/);
});
