import { expect, test, failedLoad } from './test.ts';
import { expectAccessible, heading, skipIntroTour } from './helpers.ts';

test.use({ serviceWorkers: 'allow' });

test('the app opens offline after a first visit', async ({ page, context, browserErrors }) => {
  // Offline on purpose: the totals, the guide's drawings and its next page of birds, never
  // fetched online, cannot load (refused by the browser or, through the service worker, by its
  // fetch; the next page only when the guide asks for it before the test moves on).
  const offline = 'ERR_(INTERNET_DISCONNECTED|FAILED)';
  browserErrors.allow(
    failedLoad(offline, '/api/count/v1/totals'),
    failedLoad(offline, '/cdn/birdsparticipants.json'),
    failedLoad(offline, /\/media\/birds\/[\w-]+\/default\.svg/),
    failedLoad(offline, /\/api\/bird\/v1\/birds\?offset=\d+/),
  );
  await skipIntroTour(page);
  await page.goto('/home');
  await expect(heading(page, 'Nationale Tuinvogeltelling')).toBeVisible();
  // The worker registers once the app is idle and claims the page when installed.
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: 45_000,
  });
  // A second online visit lets the worker keep the config and shell data for offline use.
  await page.reload();
  await expect(heading(page, 'Nationale Tuinvogeltelling')).toBeVisible();

  await context.setOffline(true);
  await page.reload();
  // Started offline: the notice comes first, the screen is behind it.
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(
    'Om de webapp optimaal te kunnen gebruiken is er een internet verbinding nodig.',
  );
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Gereed' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(heading(page, 'Nationale Tuinvogeltelling')).toBeVisible();

  // Another screen, never visited, still opens from the precached shell.
  await page.goto('/vogelgids');
  await page.getByRole('dialog').getByRole('button', { name: 'Gereed' }).click();
  await expect(heading(page, 'Vogelgids')).toBeVisible();
  await context.setOffline(false);
});
