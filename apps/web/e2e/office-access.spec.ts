import type { Page } from '@playwright/test';
import { expect, test } from './test.ts';
import { logIn, register, verify } from './account-helpers.ts';
import { expectAccessible, heading, skipIntroTour } from './helpers.ts';
import { OwnServer } from './own-server.ts';

/**
 * Issue 12, who may enter the office: anonymous → a login prompt, a plain account → 'Geen
 * toegang', the admin made by `admin:create` → the office, gives a role and finds it in the
 * audit log. On its own server, because the command runs on its data folder before the server
 * starts (a PGlite folder has one user at a time). Desktop and tablet, axe on every screen.
 */
const ADMIN = 'beheerder@example.nl';
const ADMIN_PASSWORD = 'beheer-wachtwoord-2026';
const START_HEADING = 'Beheeromgeving';

test.describe.configure({ mode: 'serial' });
test.skip(({ isMobile }) => isMobile, 'the office is made for desktop and tablet');

let server: OwnServer;
let passwordLink: string | undefined;

test.beforeAll(async ({ isMobile }) => {
  if (isMobile) return;
  // The command migrates a fresh database before the server starts: slow on a busy machine.
  test.setTimeout(300_000);
  server = await OwnServer.create();
  passwordLink = await server.adminCreate(ADMIN);
  expect(passwordLink).toBeTruthy();
  await server.start();
});
test.afterAll(async () => {
  await server?.stop();
});

async function officeLogin(page: Page) {
  await page.goto(`${server.url}/beheer`);
  await page.getByRole('button', { name: 'Inloggen' }).click();
  await logIn(page, ADMIN, ADMIN_PASSWORD);
  await expect(heading(page, START_HEADING)).toBeVisible({ timeout: 20_000 });
}

for (const [name, viewport] of [
  ['desktop', { width: 1280, height: 800 }],
  ['tablet', { width: 768, height: 1024 }],
] as const) {
  test.describe(`${name} @viewport`, () => {
    test.use({ viewport });

    test('anonymous visitors get a Dutch login prompt', async ({ page }) => {
      await page.goto(`${server.url}/beheer/rollen`);
      await expect(heading(page, 'Inloggen')).toBeVisible();
      await expect(page.getByText('Log in om de beheeromgeving te gebruiken.')).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Beheer' })).toHaveCount(0);
      await expectAccessible(page);
    });

    test('a plain account sees "Geen toegang"', async ({ page }) => {
      test.setTimeout(120_000);
      await skipIntroTour(page);
      const email = `gewoon-${name}-${Date.now()}@example.nl`;
      await page.goto(`${server.url}/meer/account`);
      await page.getByRole('button', { name: 'Account aanmaken' }).click();
      await register(page, email);
      await verify(page, email, server.dataDir);
      await expect(page.getByRole('button', { name: 'Uitloggen' })).toBeVisible({
        timeout: 20_000,
      });
      await page.goto(`${server.url}/beheer`);
      await expect(heading(page, 'Geen toegang')).toBeVisible();
      await expect(
        page.getByText('Je hebt geen toegang tot dit deel van de beheeromgeving.'),
      ).toBeVisible();
      await expectAccessible(page);
    });

    test('the admin enters, gives a role and finds it in the audit log', async ({ page }) => {
      test.setTimeout(120_000);
      if (passwordLink) {
        // admin:create's one-time link: choose the password, once.
        await page.goto(passwordLink);
        await expect(heading(page, 'Wachtwoord kiezen')).toBeVisible();
        await expectAccessible(page);
        await page.getByLabel('Nieuw wachtwoord').fill(ADMIN_PASSWORD);
        await page.getByRole('button', { name: 'Wachtwoord opslaan' }).click();
        await expect(heading(page, 'Wachtwoord ingesteld')).toBeVisible();
        passwordLink = undefined;
      }
      await officeLogin(page);
      // The start page is the dashboard: the figures of now and of the counting weekend.
      await expect(page.getByRole('heading', { level: 2, name: 'Nu' })).toBeVisible();
      await expect(page.getByText(/^[\d.]+ inzendingen per minuut$/)).toBeVisible();
      await expect(page.getByText('Mislukte inzendingen, laatste uur')).toBeVisible();
      await expect(
        page.getByRole('heading', { level: 2, name: /^Telweekend \d{4}$/ }),
      ).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: 'Per uur' })).toBeVisible();
      await expectAccessible(page);

      const nav = page.getByRole('navigation', { name: 'Beheer' });
      await nav.getByRole('link', { name: 'Rollen' }).click();
      await expect(heading(page, 'Rollen')).toBeVisible();
      await expect(page.getByRole('rowheader', { name: ADMIN })).toBeVisible();
      await expectAccessible(page);
      await page.getByLabel('Zoek een account op e-mailadres').fill(`gewoon-${name}-`);
      await page.getByRole('button', { name: 'Zoeken' }).click();
      const box = page.getByRole('checkbox', { name: new RegExp(`^Redacteur: gewoon-${name}-`) });
      await expect(box).not.toBeChecked();
      // A controlled box: it shows the server's answer, so click and wait for the new state.
      await box.click();
      await expect(page.getByRole('status').filter({ hasText: 'redacteur gegeven' })).toBeVisible();
      await expect(box).toBeChecked();
      await expectAccessible(page);

      await nav.getByRole('link', { name: 'Auditlog' }).click();
      await expect(heading(page, 'Auditlog')).toBeVisible();
      // In sentences, with addresses, filtered by area (issue 31).
      await page.getByLabel('Onderdeel').selectOption({ label: 'Rollen en accounts' });
      await page.getByRole('button', { name: 'Filteren' }).click();
      await expect(
        page.getByText(new RegExp(`^${ADMIN} gaf gewoon-${name}-\\S+ de rol Redacteur$`)),
      ).toBeVisible();
      await expectAccessible(page);
    });
  });
}
