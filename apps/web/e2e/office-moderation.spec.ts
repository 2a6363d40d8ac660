import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './test.ts';
import { logIn } from './account-helpers.ts';
import { expectAccessible, heading } from './helpers.ts';
import { officeCountBody } from './office-count-body.ts';
import { OwnServer, runningCampaignEnv } from './own-server.ts';

/**
 * Issue 12, moderation and research export: a suspicious count is excluded and the totals drop
 * (and come back when it is counted again); the export downloads and its rows are the counts.
 * On its own server: `admin:create` runs on its data folder before the server starts. The admin
 * holds the moderator role. Desktop and tablet, axe on every screen.
 */
const ADMIN = 'moderatie-beheer@example.nl';
const ADMIN_PASSWORD = 'moderatie-wachtwoord-2026';
const REASON = 'Onwaarschijnlijk veel huismussen';

test.describe.configure({ mode: 'serial' });
test.skip(({ isMobile }) => isMobile, 'the office is made for desktop and tablet');

let server: OwnServer;
let passwordLink: string | undefined;
const counts = new Map<string, number>();

// A campaign counting now: only counts on its counting days that arrive during it enter the
// totals (decision 088), and this spec watches the totals drop.
const CAMPAIGN = runningCampaignEnv(new Date());
const YEAR = new Date(CAMPAIGN.CAMPAIGN_PHASE2_START!).getUTCFullYear();

async function birdsTotal(request: APIRequestContext): Promise<number> {
  const res = await request.get(`${server.url}/cdn/birdsparticipants.json`);
  return ((await res.json()) as { data: { birds: number }[] }).data[0]!.birds;
}

test.beforeAll(async ({ isMobile, request }) => {
  if (isMobile) return;
  test.setTimeout(300_000);
  server = await OwnServer.create(CAMPAIGN);
  passwordLink = await server.adminCreate(ADMIN);
  expect(passwordLink).toBeTruthy();
  await server.start();
  // One suspicious count per viewport: 402 and 403 birds.
  for (const huismus of [3, 4, 5, 6, 400, 401]) {
    const res = await request.post(`${server.url}/api/count/v1/inzending`, {
      data: officeCountBody(huismus, 2),
    });
    expect(res.status(), await res.text()).toBe(200);
    counts.set(((await res.json()) as { tellingUUID: string }).tellingUUID, huismus + 2);
  }
});
test.afterAll(async () => {
  await server?.stop();
});

async function officeLogin(page: Page) {
  if (passwordLink) {
    await page.goto(passwordLink);
    await page.getByLabel('Nieuw wachtwoord').fill(ADMIN_PASSWORD);
    await page.getByRole('button', { name: 'Wachtwoord opslaan' }).click();
    await expect(heading(page, 'Wachtwoord ingesteld')).toBeVisible();
    passwordLink = undefined;
  }
  await page.goto(`${server.url}/beheer`);
  await page.getByRole('button', { name: 'Inloggen' }).click();
  await logIn(page, ADMIN, ADMIN_PASSWORD);
  await expect(page.getByRole('navigation', { name: 'Beheer' })).toBeVisible({ timeout: 20_000 });
}

for (const [name, viewport, birds] of [
  ['desktop', { width: 1280, height: 800 }, 402],
  ['tablet', { width: 768, height: 1024 }, 403],
] as const) {
  test.describe(`${name} @viewport`, () => {
    test.use({ viewport });

    test('a moderator excludes a suspicious count and the totals drop', async ({
      page,
      request,
    }) => {
      test.setTimeout(120_000);
      await officeLogin(page);
      const before = await birdsTotal(request);
      const nav = page.getByRole('navigation', { name: 'Beheer' });
      await nav.getByRole('link', { name: 'Moderatie' }).click();
      await expect(heading(page, 'Moderatie')).toBeVisible();
      const row = page.getByRole('row').filter({ hasText: `${birds} vogels` });
      // The species is named with its threshold (issue 31).
      await expect(row).toContainText(new RegExp(`Huismus ${birds - 2}, drempel \\d+`));
      await expect(row).toContainText('Ongewoon veel vogels');
      // No personal data in the queue.
      await expect(page.getByText('Oudegracht')).toHaveCount(0);
      await expect(page.getByText('teller@example.nl')).toHaveCount(0);
      await expectAccessible(page);

      // By keyboard: the row's action holds the focus, U asks the reason in a dialog.
      await row.getByRole('button', { name: /^Accepteren:/ }).focus();
      await page.keyboard.press('u');
      const dialog = page.getByRole('dialog');
      await expect(dialog).toContainText('uitsluiten');
      await page.keyboard.press('Enter');
      await expect(dialog.getByText('Geef een reden van minstens 3 tekens.')).toBeVisible();
      await expectAccessible(page);
      await dialog.getByLabel('Reden').fill(REASON);
      await page.keyboard.press('Enter');
      await expect(page.getByRole('status')).toContainText('1 telling uitgesloten');
      await expect(dialog).toHaveCount(0);
      await expect.poll(() => birdsTotal(request), { timeout: 60_000 }).toBe(before - birds);

      await page.getByRole('button', { name: 'Uitgesloten' }).click();
      const excluded = page.getByRole('row').filter({ hasText: `${birds} vogels` });
      await expect(excluded).toContainText(`Reden: ${REASON}`);
      await expectAccessible(page);
      // Counted again: never deleted, and the totals come back.
      await excluded.getByRole('button', { name: /^Weer meetellen:/ }).focus();
      await page.keyboard.press('a');
      await expect(page.getByRole('status')).toContainText('1 telling geaccepteerd');
      await expect.poll(() => birdsTotal(request), { timeout: 60_000 }).toBe(before);
    });

    test('an export downloads and its rows match the counts', async ({ page }) => {
      test.setTimeout(120_000);
      await officeLogin(page);
      await page
        .getByRole('navigation', { name: 'Beheer' })
        .getByRole('link', { name: 'Onderzoeksexport' })
        .click();
      await expect(heading(page, 'Onderzoeksexport')).toBeVisible();
      await expect(page.getByLabel('Campagne')).toContainText(`${YEAR} (6 tellingen)`);
      await expectAccessible(page);
      await page.getByRole('radio', { name: 'R, Python (CSV)' }).check();
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Download export' }).click(),
      ]);
      expect(download.suggestedFilename()).toBe(`tellingen-${YEAR}.csv`);
      const text = await readFile(await download.path(), 'utf8');
      const [header, ...lines] = text.trimEnd().split('\r\n');
      const columns = header!.split(',');
      const rows = lines.map((line): Record<string, string> =>
        Object.fromEntries(line.split(',').map((v, i) => [columns[i] ?? '', v])),
      );
      expect(new Map(rows.map((r) => [r.telling_uuid, Number(r.birds_total)]))).toEqual(counts);
      expect(rows.every((r) => r.postcode4 === '3511' && r.municipality_code === 'GM0344')).toBe(
        true,
      );
      expect(text).not.toContain('teller@example.nl');
      await expect(page.getByRole('status').first()).toContainText('De export is gedownload.');
      await expectAccessible(page);

      // For Excel: semicolons and a byte order mark; the Darwin Core Archive: a zip.
      await page.getByRole('radio', { name: 'Excel (CSV)' }).check();
      const [sheet] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Download export' }).click(),
      ]);
      expect(sheet.suggestedFilename()).toBe(`tellingen-${YEAR}-spreadsheet.csv`);
      const bytes = await readFile(await sheet.path());
      expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      expect(bytes.toString('utf8', 3).split('\r\n')[0]).toBe(columns.join(';'));
      await page.getByRole('radio', { name: 'Darwin Core Archive (GBIF)' }).check();
      await expect(page.getByText(/standaard van GBIF/)).toBeVisible();
      const [archive] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Download export' }).click(),
      ]);
      expect(archive.suggestedFilename()).toBe(`tuinvogeltelling-${YEAR}-dwca.zip`);
      expect((await readFile(await archive.path())).subarray(0, 2).toString()).toBe('PK');
      await expect(page.getByLabel('Licentie')).toHaveValue('CC-BY-4.0');
      await expectAccessible(page);
    });
  });
}
