import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { heading, skipIntroTour } from './helpers.ts';

/** An address from the shipped BAG sample, so the lookup finds it. */
export const ADDRESS = {
  postalCode: '6512 bk',
  streetNumber: '1',
  street: 'Arend Noorduijnstraat',
  city: 'Nijmegen',
};

export async function openCount(page: Page): Promise<void> {
  await skipIntroTour(page);
  await page.goto('/telling?phase=2');
  await expect(heading(page, 'Telling')).toBeVisible();
  await expect(page.locator('.bird-card').first()).toBeVisible();
}

/** The n-th primary bird card's plus button. */
export function plus(page: Page, n = 0) {
  return page
    .locator('.bird-grid')
    .first()
    .locator('.bird-card')
    .nth(n)
    .getByRole('button', { name: /één meer$/ });
}

export async function countSomeBirds(page: Page): Promise<void> {
  await plus(page, 0).click();
  await plus(page, 0).click();
  await plus(page, 1).click();
}

export async function toCountPlace(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Verder naar je telplek' }).click();
  await expect(heading(page, 'Telplek')).toBeVisible();
}

export async function fillCountPlace(page: Page): Promise<void> {
  await page.getByRole('radio', { name: 'Tuin' }).check();
  await page.getByLabel('Aantal deelnemers').fill('2');
  await page.getByLabel('Wat voor teller ben je?').selectOption({ index: 1 });
  await page.getByLabel('Hoe groot is je tuin?').selectOption('25-100m2');
  await page.getByRole('checkbox', { name: 'Heg' }).check();
}

/** The two questions Telplek requires (issue 30), answered when a test left them open. */
export async function answerRequiredPlace(page: Page): Promise<void> {
  const tuin = page.getByRole('radio', { name: 'Tuin' });
  if (!(await tuin.isChecked()) && !(await page.getByRole('radio', { name: 'Balkon' }).isChecked()))
    await tuin.check();
  const teller = page.getByLabel('Wat voor teller ben je?');
  if ((await teller.inputValue()) === '') await teller.selectOption({ index: 1 });
}

export async function toPersonal(page: Page): Promise<void> {
  await answerRequiredPlace(page);
  await page.getByRole('button', { name: 'Verder naar je gegevens' }).click();
  await expect(heading(page, 'Jouw gegevens')).toBeVisible();
}

/**
 * Whether this server answers the sample address. While the postcode service is not mounted
 * the flow still works (an unknown address is a warning, spec 5), without street and city.
 */
export async function addressLookupWorks(request: APIRequestContext): Promise<boolean> {
  const response = await request.get('/api/postcode/v1/address/6512BK/1');
  return response.ok();
}

export async function fillPersonal(
  page: Page,
  lookup: boolean,
  email = 'teller@example.nl',
): Promise<void> {
  await page.getByLabel('Voornaam').fill('Zoë');
  await page.getByLabel('Achternaam', { exact: true }).fill('de vries');
  await page.getByLabel('Postcode').fill(ADDRESS.postalCode);
  await page.getByLabel('Huisnummer').fill(ADDRESS.streetNumber);
  if (lookup) {
    await expect(page.getByLabel('Straat')).toHaveValue(ADDRESS.street);
    await expect(page.getByLabel('Plaats')).toHaveValue(ADDRESS.city);
  } else {
    await expect(
      page.getByText('Combinatie postcode en huisnummer wordt niet herkend'),
    ).toBeVisible();
  }
  await page.getByLabel('E-mailadres').fill(email);
}

export async function toSummary(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Verder naar overzicht' }).click();
  await expect(heading(page, 'Overzicht')).toBeVisible();
}

/** Participants in the live totals (the test servers run without the totals cache). */
export async function participants(request: APIRequestContext): Promise<number> {
  const response = await request.get('/api/count/v1/totals?source=e2e');
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as { data: { participants: number }[] };
  return body.data[0]?.participants ?? 0;
}

/**
 * Waits for the totals to move past `before`, then checks they moved by exactly `people`. The
 * totals come straight from the database (TOTALS_CACHE_SECONDS=0 in the Playwright config), so
 * the first answer that moved already counts every stored copy.
 */
export async function expectOneMoreCount(
  request: APIRequestContext,
  before: number,
  people = 1,
): Promise<void> {
  await expect
    .poll(() => participants(request), { timeout: 20_000, intervals: [250, 500, 1000] })
    .toBeGreaterThan(before);
  expect(await participants(request)).toBe(before + people);
}

/** Sends a count through the web app's flow; answers the request body and its tellingUUID. */
export async function sendCountThroughTheApp(page: Page, lookup: boolean) {
  await openCount(page);
  await countSomeBirds(page);
  await toCountPlace(page);
  await fillCountPlace(page);
  await toPersonal(page);
  await fillPersonal(page, lookup);
  await toSummary(page);
  const sent = page.waitForResponse(
    (r) => r.url().endsWith('/api/count/v1/inzending') && r.status() === 200,
  );
  await page.getByRole('button', { name: 'Akkoord en verstuur telling' }).click();
  const response = await sent;
  const body = response.request().postDataJSON() as Record<string, unknown>;
  const { tellingUUID } = (await response.json()) as { tellingUUID: string };
  return { body, tellingUUID };
}
