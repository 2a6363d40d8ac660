import { expect } from '@playwright/test';
import {
  countSomeBirds,
  expectOneMoreCount,
  participants,
  toCountPlace,
  toPersonal,
  toSummary,
  fillCountPlace,
} from './count-helpers.ts';
import { expectAccessible, heading, skipIntroTour } from './helpers.ts';
import { runningCampaignEnv, testOnOwnServer } from './own-server.ts';
import { failedLoad } from './test.ts';

// Its own server (as count-restart.spec.ts): the totals it checks are not moved by other specs
// counting on the shared one at the same time.
const { test } = testOnOwnServer(runningCampaignEnv(new Date()));

test.skip(({ isMobile }) => !isMobile, 'runs once, on the phone');
test.use({ serviceWorkers: 'allow' });

test('installed, opened once on /home, then counting without signal: queued and stored once', async ({
  page,
  context,
  request,
  browserErrors,
}) => {
  // Sent without signal, on purpose.
  browserErrors.allow(failedLoad('ERR_INTERNET_DISCONNECTED', '/api/count/v1/inzending'));
  test.setTimeout(180_000);
  const before = await participants(request);
  await skipIntroTour(page);
  await page.goto('/home');
  await expect(heading(page, 'Nationale Tuinvogeltelling')).toBeVisible();
  // The worker installs at the first idle moment, then the app fills its caches once.
  await page.waitForFunction(() => localStorage.getItem('offlineWarmedAt') !== null, undefined, {
    timeout: 120_000,
  });

  await context.setOffline(true);
  await page.goto('/telling?phase=2');
  const notice = page.getByRole('dialog');
  await expect(notice).toContainText('internet verbinding');
  await notice.getByRole('button', { name: 'Gereed' }).click();
  await expect(heading(page, 'Telling')).toBeVisible();
  await expect(page.locator('.bird-card').first()).toBeVisible();
  // The drawings come from the cache too.
  await expect
    .poll(() =>
      page
        .locator('.bird-card img')
        .first()
        .evaluate((img: HTMLImageElement) => img.naturalWidth),
    )
    .toBeGreaterThan(0);
  await expectAccessible(page);
  await countSomeBirds(page);
  await toCountPlace(page);
  await fillCountPlace(page);
  await toPersonal(page);
  await page.getByLabel('Voornaam').fill('Zoë');
  await page.getByLabel('Achternaam', { exact: true }).fill('de Vries');
  await page.getByLabel('Postcode').fill('6512 BK');
  await page.getByLabel('Huisnummer').fill('1');
  await page.getByLabel('E-mailadres').fill('koud@example.nl');
  await toSummary(page);
  await page.getByRole('button', { name: 'Akkoord en verstuur telling' }).click();
  await expect(heading(page, 'Bedankt voor het tellen!')).toBeVisible();
  await expect(page.getByText('Je telling is bewaard op dit apparaat')).toBeVisible();
  expect(await participants(request)).toBe(before);

  const sent = page.waitForResponse(
    (r) => r.url().endsWith('/api/count/v1/inzending') && r.status() === 200,
  );
  await context.setOffline(false);
  await sent;
  // One count of two participants (the count place step), stored once.
  await expectOneMoreCount(request, before, 2);

  // The guide and the tips read from the cache as well.
  await context.setOffline(true);
  await page.goto('/vogelgids');
  await page.getByRole('dialog').getByRole('button', { name: 'Gereed' }).click();
  await expect(page.locator('.bird-guide a[href^="/vogelgids/"]').first()).toBeVisible();
  await page.locator('.bird-guide a[href^="/vogelgids/"]').first().click();
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Vogel');
  await page.goto('/home/tips');
  await page.getByRole('dialog').getByRole('button', { name: 'Gereed' }).click();
  await expect(heading(page, 'Vogelkijktips')).toBeVisible();
  await expect(page.getByText('Geen tips gevonden')).toHaveCount(0);
  await expect(page.locator('a[href^="/home/tips/"]').first()).toBeVisible();
  await context.setOffline(false);
});
