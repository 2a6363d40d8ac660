import { expect, test } from '@playwright/test';
import { heading } from './helpers.ts';
import {
  addressLookupWorks,
  checkScreen,
  countSomeBirds,
  fillPersonal,
  openCount,
  plus,
  toCountPlace,
  toPersonal,
  toSummary,
} from './count-helpers.ts';

test('phase 1 shows the countdown and deletes a draft', async ({ page }, testInfo) => {
  await openCount(page);
  await plus(page, 0).click();
  await page.goto('/telling?phase=1');
  await expect(heading(page, 'Telling')).toBeVisible();
  await expect(page.getByText(/^Nog \d+ dagen?$/)).toBeVisible();
  await expect(page.getByRole('img', { name: /Voorbeeld van het telscherm/ })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('countObject'))).toBeNull();
  await checkScreen(page, 'pre', testInfo.project.name);
});

test('phase 3 says the count is closed', async ({ page }, testInfo) => {
  await openCount(page);
  await plus(page, 0).click();
  await page.goto('/telling?phase=3');
  await expect(
    page.getByText('Het is helaas niet meer mogelijk om een telling te doen.'),
  ).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('countObject'))).toBeNull();
  await checkScreen(page, 'after', testInfo.project.name);
});

test('every step of the flow is accessible and drawn', async ({ page, request }, testInfo) => {
  test.setTimeout(180_000);
  const project = testInfo.project.name;
  const lookup = await addressLookupWorks(request);
  await openCount(page);
  await countSomeBirds(page);
  await plus(page, 2).click();
  await page
    .locator('.bird-grid')
    .first()
    .locator('.bird-card')
    .nth(2)
    .getByRole('textbox')
    .fill('999');
  await expect(page.getByText('Hoog aantal voor deze vogel')).toBeVisible();
  await checkScreen(page, 'first-count', project);
  await page.getByRole('button', { name: 'Geen vogels gezien' }).click();
  await expect(page.getByRole('button', { name: 'Toch vogels gezien' })).toBeVisible();
  await checkScreen(page, 'no-birds', project);
  await page.getByRole('button', { name: 'Toch vogels gezien' }).click();
  await page.getByRole('button', { name: 'Vogelsoort toevoegen' }).click();
  await checkScreen(page, 'add-bird-sheet', project);
  await page.getByRole('dialog').getByRole('button', { name: 'Sluiten' }).first().click();
  await toCountPlace(page);
  await checkScreen(page, 'count-place', project);
  await toPersonal(page);
  await page.getByRole('button', { name: 'Verder naar overzicht' }).click();
  await checkScreen(page, 'personal-errors', project);
  await fillPersonal(page, lookup, 'scherm@example.nl');
  await checkScreen(page, 'personal', project);
  await toSummary(page);
  await checkScreen(page, 'summary', project);
});
