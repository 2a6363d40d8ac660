import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, type Page } from '@playwright/test';
import { expectAccessible, heading } from './helpers.ts';

export const PASSWORD = 'tuinvogels-2025!';

/** An address from the shipped BAG sample, so the registration's address lookup finds it. */
export const ADDRESS = { postalCode: '6512 bk', streetNumber: '1' };

/** The six-digit code of the newest verification mail to `email` in the server's outbox folder. */
export async function codeFromOutbox(
  email: string,
  dataDir = process.env.E2E_DATA_DIR ?? '',
): Promise<string> {
  const folder = join(dataDir, 'outbox');
  let code: string | undefined;
  await expect
    .poll(
      async () => {
        const names = await readdir(folder).catch(() => [] as string[]);
        for (const name of names
          .filter((n) => n.endsWith('.eml'))
          .sort()
          .reverse()) {
          const text = await readFile(join(folder, name), 'utf8');
          if (!text.toLowerCase().includes(email.toLowerCase())) continue;
          code = /bevestigingscode is:\s*(\d{6})/.exec(text)?.[1];
          if (code) return code;
        }
        return undefined;
      },
      { timeout: 15_000, message: `no verification mail for ${email} in ${folder}` },
    )
    .toMatch(/^\d{6}$/);
  return code!;
}

/** The provider's registration page, filled in with the sample address. */
export async function register(page: Page, email: string): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: 'Account aanmaken' })).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel('Voornaam').fill('Merel');
  await page.getByLabel('Tussenvoegsel').fill('van');
  await page.getByLabel('Achternaam').fill('Dijk');
  await page.getByLabel('Postcode').fill(ADDRESS.postalCode);
  await page.getByLabel('Huisnummer').fill(ADDRESS.streetNumber);
  await page.getByLabel('E-mailadres').fill(email);
  await page.getByLabel('Wachtwoord').fill(PASSWORD);
  await page.getByRole('button', { name: 'Account aanmaken' }).click();
}

/** `dataDir`: the server's data folder, when the spec runs its own server. */
export async function verify(page: Page, email: string, dataDir?: string): Promise<void> {
  await expect(
    page.getByRole('heading', { level: 1, name: 'Bevestig je e-mailadres' }),
  ).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel('Code uit de e-mail').fill(await codeFromOutbox(email, dataDir));
  await page.getByRole('button', { name: 'Bevestigen' }).click();
}

/** The provider's login page: e-mail and password. */
export async function logIn(page: Page, email: string, password: string): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: 'Inloggen' })).toBeVisible();
  await page.getByLabel('E-mailadres').fill(email);
  await page.getByLabel('Wachtwoord').fill(password);
  await page.getByRole('button', { name: 'Inloggen', exact: true }).click();
}

/** Back on the app's account page, logged in. */
export async function expectLoggedIn(page: Page): Promise<void> {
  await expect(heading(page, 'Account')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('button', { name: 'Uitloggen' })).toBeVisible({ timeout: 20_000 });
  expect(new URL(page.url()).search).toBe('');
}

/** The stored access token, for checking the account service directly. */
export async function accessToken(page: Page): Promise<string> {
  const token = await page.evaluate(() => localStorage.getItem('access_token'));
  expect(token).toBeTruthy();
  return token!;
}
