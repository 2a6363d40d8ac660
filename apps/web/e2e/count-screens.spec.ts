import { expect, test } from './test.ts';
import { expectAccessible, heading } from './helpers.ts';
import {
  addressLookupWorks,
  countSomeBirds,
  fillPersonal,
  openCount,
  plus,
  toCountPlace,
  toPersonal,
  toSummary,
} from './count-helpers.ts';

test('phase 1 shows the countdown and deletes a draft', async ({ page }) => {
  await openCount(page);
  await plus(page, 0).click();
  await page.goto('/telling?phase=1');
  await expect(heading(page, 'Telling')).toBeVisible();
  // The same line as home's ('Vandaag begint de telling!' on the day itself, issue 15).
  await expect(page.getByText(/^(Nog \d+ dagen?|Vandaag begint de telling!)$/)).toBeVisible();
  await expect(page.getByRole('img', { name: /Voorbeeld van het telscherm/ })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('countObject'))).toBeNull();
  await expectAccessible(page);
});

test('phase 3 says the count is closed', async ({ page }) => {
  await openCount(page);
  await plus(page, 0).click();
  await page.goto('/telling?phase=3');
  await expect(
    page.getByText('Het is helaas niet meer mogelijk om een telling te doen.'),
  ).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('countObject'))).toBeNull();
  await expectAccessible(page);
});

// axe's target-size and reflow rules depend on the layout, which changes from 576 px: checked on
// both widths.
test('every step of the flow is accessible', { tag: '@viewport' }, async ({ page, request }) => {
  test.setTimeout(180_000);
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
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Geen vogels gezien' }).click();
  // Birds are counted: it asks first (issue 15).
  await expect(page.getByRole('dialog', { name: 'Geen vogels gezien?' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Ja, geen vogels gezien' }).click();
  await expect(page.getByRole('button', { name: 'Toch vogels gezien' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Toch vogels gezien' }).click();
  await page.getByRole('button', { name: 'Vogelsoort toevoegen' }).click();
  await expectAccessible(page);
  await page.getByRole('dialog').getByRole('button', { name: 'Sluiten' }).first().click();
  await toCountPlace(page);
  await expectAccessible(page);
  await toPersonal(page);
  await page.getByRole('button', { name: 'Verder naar overzicht' }).click();
  await expectAccessible(page);
  await fillPersonal(page, lookup, 'scherm@example.nl');
  await expectAccessible(page);
  await toSummary(page);
  await expectAccessible(page);
});
