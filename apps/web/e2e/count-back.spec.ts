import type { Page } from '@playwright/test';
import { expect, test } from './test.ts';
import {
  addressLookupWorks,
  countSomeBirds,
  fillPersonal,
  openCount,
  toCountPlace,
  toPersonal,
  toSummary,
} from './count-helpers.ts';
import { expectAccessible, heading } from './helpers.ts';

// Issue 30: the back button goes one step back inside the count (one history entry per step,
// the address stays /telling), and never out of a half-finished count without asking.

const SHOTS = process.env.E2E_SCREENSHOTS; // a folder outside the repository, when set

const total = (page: Page) => page.getByTestId('count-total');
const leaveDialog = (page: Page) => page.getByRole('dialog', { name: 'Stoppen met je telling?' });

async function expectStep(page: Page, name: string): Promise<void> {
  await expect(heading(page, name)).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/telling');
}

/** From home into the count, so a back past the count's entries lands on home. */
async function openCountFromHome(page: Page): Promise<void> {
  await openCount(page);
  await page.goto('/home');
  // In the app, as a participant goes: a link, not a new page load (the back button can only be
  // asked about inside the app's own history).
  await page.locator('#inhoud a[href="/telling"]').first().click();
  await expectStep(page, 'Telling');
}

/** From home to the count's summary, birds counted and personal details filled in. */
async function toSummaryFromHome(page: Page, lookup: boolean) {
  await openCountFromHome(page);
  await countSomeBirds(page);
  await toCountPlace(page);
  await toPersonal(page);
  await fillPersonal(page, lookup);
  await toSummary(page);
}

test('back goes one step back on every step, and asks before leaving @viewport', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const lookup = await addressLookupWorks(request);
  await toSummaryFromHome(page, lookup);

  await page.goBack();
  await expectStep(page, 'Jouw gegevens');
  await expect(page.getByLabel('Voornaam')).toHaveValue('Zoë');
  await page.goBack();
  await expectStep(page, 'Telplek');
  await expectAccessible(page);
  await page.goBack();
  await expectStep(page, 'Telling');
  await expect(total(page)).toHaveText('3 vogels, 2 soorten');

  // Out of a count with birds in it: asked first; staying keeps the count where it was.
  await page.goBack();
  await expect(leaveDialog(page)).toBeVisible();
  await expect(leaveDialog(page).getByRole('button', { name: 'Verder met tellen' })).toBeFocused();
  await expectAccessible(page);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/count-leave-${testInfo.project.name}.png` });
  await leaveDialog(page).getByRole('button', { name: 'Verder met tellen' }).click();
  await expect(leaveDialog(page)).toBeHidden();
  await expectStep(page, 'Telling');
  await expect(total(page)).toHaveText('3 vogels, 2 soorten');

  // Forward again by the buttons, then back from Telplek: one step, not out of the count.
  await toCountPlace(page);
  await page.goBack();
  await expectStep(page, 'Telling');

  await page.goBack();
  await leaveDialog(page).getByRole('button', { name: 'Telling verlaten' }).click();
  await expect(page).toHaveURL(/\/home$/);
  // The draft is kept: the count opens where it was.
  await page.goto('/telling');
  await expect(total(page)).toHaveText('3 vogels, 2 soorten');
});

test('the in-app back button and a reload keep the history in step', async ({ page }) => {
  await openCountFromHome(page);
  await countSomeBirds(page);
  await toCountPlace(page);
  await toPersonal(page);
  // The step's own back link goes back in history, so the browser's back does not return here.
  await page.getByRole('button', { name: 'Telplek' }).click();
  await expectStep(page, 'Telplek');
  await page.goBack();
  await expectStep(page, 'Telling');
  // Forward into Telplek is refused: its button checks the step first.
  await page.goForward();
  await expectStep(page, 'Telling');
  await toCountPlace(page);
  await toPersonal(page);
  await page.reload();
  await expectStep(page, 'Jouw gegevens');
  await page.goBack();
  await expectStep(page, 'Telplek');
});

test('a count opened again at a later step walks back through the steps before it', async ({
  page,
}) => {
  await openCountFromHome(page);
  await countSomeBirds(page);
  await toCountPlace(page);
  await toPersonal(page);
  // Later, from home in a new visit: the saved step, and back still walks through the count.
  await page.goto('/home');
  await page.locator('#inhoud a[href="/telling"]').first().click();
  await expectStep(page, 'Jouw gegevens');
  await page.goBack();
  await expectStep(page, 'Telplek');
  await page.goBack();
  await expectStep(page, 'Telling');
});

test('a sent count: back leaves the count without asking', async ({ page, request }) => {
  test.setTimeout(120_000);
  const lookup = await addressLookupWorks(request);
  await toSummaryFromHome(page, lookup);
  await page.getByRole('button', { name: 'Akkoord en verstuur telling' }).click();
  await expectStep(page, 'Bedankt voor het tellen!');
  await page.goBack();
  await expect(page).toHaveURL(/\/home$/);
  await expect(leaveDialog(page)).toHaveCount(0);
});

test('an empty count is left by back without a question', async ({ page }) => {
  await openCountFromHome(page);
  await page.goBack();
  await expect(page).toHaveURL(/\/home$/);
  await expect(leaveDialog(page)).toHaveCount(0);
});
