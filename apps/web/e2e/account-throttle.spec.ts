import type { Page } from '@playwright/test';
import { expect, test, failedLoad } from './test.ts';
import { expectLoggedIn, logIn, PASSWORD, register, verify } from './account-helpers.ts';
import { expectAccessible, heading, skipIntroTour } from './helpers.ts';

// The wait grows with each round of wrong passwords (1, 15, 60 minutes; decision 097).
const TOO_MANY = /Te veel pogingen\. Wacht (1 minuut|\d+ minuten) en probeer het dan opnieuw/;
const WRONG = 'Dit e-mailadres en wachtwoord horen niet bij elkaar.';
// The provider allows 5 wrong passwords per address and client; a few more tries leave room for a
// changed limit without looping forever if the throttle never answers.
const MAX_TRIES = 8;

/** Submits the login form and waits for the provider's answer page to load. */
async function submitLogin(page: Page, email: string, password: string): Promise<number> {
  const answer = page.waitForResponse(
    (r) => r.request().method() === 'POST' && /\/oidc\/interaction\/[^/]+\/login$/.test(r.url()),
  );
  await logIn(page, email, password);
  const status = (await answer).status();
  await page.waitForLoadState('domcontentloaded');
  return status;
}

test.beforeEach(async ({ page }) => {
  await skipIntroTour(page);
});

test('a throttled login says so in Dutch, announced, and refuses even the right password', async ({
  page,
  browserErrors,
}, testInfo) => {
  // The refused logins: each wrong password answers 401, then the throttle 429.
  browserErrors.allow(
    failedLoad(401, /\/oidc\/interaction\/[\w-]+\/login/),
    failedLoad(429, /\/oidc\/interaction\/[\w-]+\/login/),
  );
  test.setTimeout(180_000);
  // One address per project and run: the throttle counts per e-mail address.
  const email = `spreeuw-${testInfo.project.name}-${Date.now()}@example.nl`;

  await page.goto('/account');
  await expect(heading(page, 'Account')).toBeVisible();
  await page.getByRole('button', { name: 'Account aanmaken' }).click();
  await register(page, email);
  await verify(page, email);
  await expectLoggedIn(page);

  await page.getByRole('button', { name: 'Uitloggen' }).click();
  await page.getByRole('button', { name: 'Ja, uitloggen' }).click();
  await expect(page.getByRole('button', { name: 'Inloggen' })).toBeVisible({ timeout: 20_000 });
  await page.getByRole('button', { name: 'Inloggen' }).click();

  // The error summary is the page's announced message (role alert, focused on load).
  const alert = page.getByRole('alert');
  let tries = 0;
  for (; tries < MAX_TRIES; tries++) {
    const status = await submitLogin(page, email, `${PASSWORD}-fout-${tries}`);
    await expect(alert).toBeVisible();
    if (status === 429) break;
    expect(status).toBe(401);
    await expect(alert).toContainText(WRONG);
  }
  expect(tries, 'the throttle never answered').toBeLessThan(MAX_TRIES);
  // Only after the allowed wrong passwords, not on the first one.
  expect(tries).toBeGreaterThanOrEqual(5);

  await expect(alert).toContainText('Er is een probleem');
  await expect(alert).toContainText(TOO_MANY);
  await expect(alert).not.toContainText(WRONG);
  await expect(alert).toBeFocused();
  await expect(page.getByText(TOO_MANY)).toBeVisible();
  await expect(page.getByLabel('E-mailadres')).toHaveValue(email);
  await expectAccessible(page);

  // While throttled, the right password is refused with the same message.
  expect(await submitLogin(page, email, PASSWORD)).toBe(429);
  await expect(alert).toContainText(TOO_MANY);
  await expect(page.getByText(TOO_MANY)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Inloggen' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Uitloggen' })).toHaveCount(0);
  expect(new URL(page.url()).pathname).toMatch(/^\/oidc\//);
  await expectAccessible(page);
});
