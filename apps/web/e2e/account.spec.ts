import { speciesNameInText } from '@tvt/domain';
import type { Page } from '@playwright/test';
import { expect, test, failedLoad } from './test.ts';
import {
  accessToken,
  ADDRESS,
  expectLoggedIn,
  logIn,
  PASSWORD,
  register,
  verify,
} from './account-helpers.ts';
import { expectAccessible, heading, skipIntroTour } from './helpers.ts';

test.beforeEach(async ({ page }) => {
  await skipIntroTour(page);
  // The count flow is open only in phase 2.
  await page.addInitScript(() => localStorage.setItem('currentPhase', '2'));
});

test('register, verify, log in, prefilled count, quiz score on the server, log out', async ({
  page,
  browserErrors,
}, testInfo) => {
  // The wrong password, refused on purpose.
  browserErrors.allow(failedLoad(401, /\/oidc\/interaction\/[\w-]+\/login/));
  test.setTimeout(240_000);
  const project = testInfo.project.name;
  const email = `merel-${project}-${Date.now()}@example.nl`;

  await page.goto('/meer/account');
  await expect(heading(page, 'Account')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Inloggen' })).toBeVisible();
  await expectAccessible(page);

  // Register on the provider's page; the code from the outbox verifies and logs in.
  await page.getByRole('button', { name: 'Account aanmaken' }).click();
  await register(page, email);
  await verify(page, email);
  await expectLoggedIn(page);
  await expect(page).toHaveURL(/\/meer\/account$/);
  await expect(page.locator('.account-details')).toContainText('Merel van Dijk');
  await expect(page.locator('.account-details')).toContainText(email);
  await expect(
    page.getByText('Er zijn nog geen tellingen met jouw e-mailadres verstuurd.'),
  ).toBeVisible();
  await expectAccessible(page);

  // Log out, then a wrong password gives a clear Dutch message; the right one logs in.
  await page.getByRole('button', { name: 'Uitloggen' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Uitloggen' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Ja, uitloggen' }).click();
  await expect(page.getByRole('button', { name: 'Inloggen' })).toBeVisible({ timeout: 20_000 });
  await expect(page).toHaveURL(/\/meer\/account$/);
  expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBeNull();

  await page.getByRole('button', { name: 'Inloggen' }).click();
  await logIn(page, email, `${PASSWORD}-fout`);
  await expect(
    page.getByText('Dit e-mailadres en wachtwoord horen niet bij elkaar.').first(),
  ).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel('Wachtwoord').fill(PASSWORD);
  await page.getByRole('button', { name: 'Inloggen', exact: true }).click();
  await expectLoggedIn(page);

  // The count's personal step starts from the account.
  await page.goto('/telling');
  await expect(heading(page, 'Telling')).toBeVisible();
  await page
    .locator('.bird-grid')
    .first()
    .locator('.bird-card')
    .first()
    .getByRole('button', { name: /één meer$/ })
    .click();
  await page.getByRole('button', { name: 'Verder naar je telplek' }).click();
  await expect(heading(page, 'Telplek')).toBeVisible();
  await page.getByRole('radio', { name: 'Tuin' }).check();
  await page.getByLabel('Wat voor teller ben je?').selectOption({ index: 1 });
  await page.getByRole('button', { name: 'Verder naar je gegevens' }).click();
  await expect(heading(page, 'Jouw gegevens')).toBeVisible();
  await expect(page.getByLabel('Voornaam')).toHaveValue('Merel');
  await expect(page.getByLabel('Tussenvoegsel')).toHaveValue('van');
  await expect(page.getByLabel('Achternaam', { exact: true })).toHaveValue('Dijk');
  await expect(page.getByLabel('Postcode')).toHaveValue(/6512 ?BK/i);
  await expect(page.getByLabel('Huisnummer')).toHaveValue(ADDRESS.streetNumber);
  await expect(page.getByLabel('E-mailadres')).toHaveValue(email);
  await expectAccessible(page);

  // Decision 025: the personal step only confirmed the account, so the summary's back button
  // skips it; once a detail differs from the account, back returns to 'Je gegevens' again.
  await page.getByRole('button', { name: 'Verder naar overzicht' }).click();
  await expect(heading(page, 'Overzicht')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Je gegevens', exact: true })).toHaveCount(0);
  await page.getByRole('button', { name: 'Telplek', exact: true }).click();
  await expect(heading(page, 'Telplek')).toBeVisible();
  await page.getByRole('button', { name: 'Verder naar je gegevens' }).click();
  await page.getByLabel('Voornaam').fill('Merle');
  await page.getByRole('button', { name: 'Verder naar overzicht' }).click();
  await expect(heading(page, 'Overzicht')).toBeVisible();
  await page.getByRole('button', { name: 'Je gegevens', exact: true }).click();
  await expect(heading(page, 'Jouw gegevens')).toBeVisible();
  await expect(page.getByLabel('Voornaam')).toHaveValue('Merle');

  // The quiz high score goes to the server, not to the device.
  await playOneRightOneWrong(page);
  const token = await accessToken(page);
  // The app posts the score in the background; wait for it to land rather than race it.
  await expect
    .poll(async () => {
      const saved = await page.request.get('/api/account/v1/user/quiz?source=e2e', {
        headers: { Authorization: `Bearer ${token}` },
      });
      return saved.ok() ? ((await saved.json()) as { data: unknown }).data : saved.status();
    })
    .toMatchObject({ highscore: 1, totalpoints: 1 });
  expect(await page.evaluate(() => localStorage.getItem('quizHighscore'))).toBeNull();

  // Log out from the account page: 'Inloggen' shows again.
  await page.goto('/account');
  await expectLoggedIn(page);
  await page.getByRole('button', { name: 'Uitloggen' }).click();
  await page.getByRole('button', { name: 'Ja, uitloggen' }).click();
  await expect(page.getByRole('button', { name: 'Inloggen' })).toBeVisible({ timeout: 20_000 });
  await expect(page).toHaveURL(/\/account$/);
});

interface Question {
  name: string;
  options: { name: string; image: string; correct: boolean }[];
}

async function playOneRightOneWrong(page: Page): Promise<void> {
  const seen = new Map<string, Question>();
  page.on('response', async (response) => {
    if (!response.url().includes('/birds/quiz')) return;
    const body = (await response.json().catch(() => ({ data: [] }))) as { data: Question[] };
    // The question writes the name as running text does (domain rule), e.g. 'is de koolmees?'.
    for (const q of body.data) seen.set(speciesNameInText(q.name), q);
  });
  await page.goto('/meer/quiz');
  await expect(heading(page, 'Quiz')).toBeVisible();
  await page.getByRole('button', { name: 'Start de quiz' }).click();
  const question = async () => {
    const legend = page.locator('.quiz-question__text');
    await expect(legend).toContainText('Welke van deze vogels is de');
    const name = /is de (.+)\?$/.exec((await legend.textContent()) ?? '')?.[1] ?? '';
    await expect.poll(() => seen.has(name)).toBe(true);
    return seen.get(name)!;
  };
  const option = (image: string) =>
    page.locator('.quiz-option', { has: page.locator(`img[src="${image}"]`) });
  await option((await question()).options.find((o) => o.correct)!.image).click();
  await page.getByRole('button', { name: 'Naar de volgende vraag' }).click();
  await option((await question()).options.find((o) => !o.correct)!.image).click();
  await expect(page.locator('.quiz-result__score')).toHaveText('1');
}

test('deleting the account asks first, says the counts stay anonymised, and logs out', async ({
  page,
}, testInfo) => {
  test.setTimeout(180_000);
  const email = `vink-${testInfo.project.name}-${Date.now()}@example.nl`;
  await page.goto('/account');
  await page.getByRole('button', { name: 'Account aanmaken' }).click();
  await register(page, email);
  await verify(page, email);
  await expectLoggedIn(page);

  await page.getByRole('button', { name: 'Account verwijderen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Account verwijderen?' });
  await expect(dialog).toContainText('Je tellingen blijven bewaard voor onderzoek');
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Annuleren' }).click();
  await expect(dialog).toHaveCount(0);

  const token = await accessToken(page);
  await page.getByRole('button', { name: 'Account verwijderen' }).click();
  await page.getByRole('button', { name: 'Ja, verwijder mijn account' }).click();
  await page.getByRole('button', { name: 'Ja, uitloggen' }).click();
  await expect(page.getByRole('button', { name: 'Inloggen' })).toBeVisible({ timeout: 20_000 });
  const gone = await page.request.get('/api/account/v1/user', {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(gone.status()).toBe(401);
});
