import { expect, test, failedLoad } from './test.ts';
import { expectAccessible, heading } from './helpers.ts';
import {
  addressLookupWorks,
  countSomeBirds,
  fillPersonal,
  openCount,
  toCountPlace,
  toPersonal,
  toSummary,
} from './count-helpers.ts';

test.describe.configure({ timeout: 240_000 });
test.skip(({ isMobile }) => !isMobile, 'submissions run once, on the phone');

// Issue 11: a queued count the server refuses for good is kept, not retried, and explained.
test('a queued count refused with 400: kept on the device, not retried, explained in Dutch', async ({
  page,
  context,
  request,
  browserErrors,
}) => {
  // Sent offline first, then refused with 400: both on purpose.
  browserErrors.allow(
    failedLoad('ERR_INTERNET_DISCONNECTED', '/api/count/v1/inzending'),
    failedLoad(400, '/api/count/v1/inzending'),
  );
  const lookup = await addressLookupWorks(request);
  await openCount(page);
  await countSomeBirds(page);
  await toCountPlace(page);
  await toPersonal(page);
  await fillPersonal(page, lookup, 'geweigerd@example.nl');
  await toSummary(page);
  await context.setOffline(true);
  await page.getByRole('button', { name: 'Akkoord en verstuur telling' }).click();
  await expect(heading(page, 'Bedankt voor het tellen!')).toBeVisible();

  // Offline, a routed answer would still arrive: the refusal starts once the count is queued.
  let refusals = 0;
  await page.route('**/api/count/v1/inzending', async (route) => {
    refusals += 1;
    await route.fulfill({
      status: 400,
      contentType: 'application/json',
      body: JSON.stringify({
        message: "Het veld 'remarks' bevat een ongeldig teken.",
        field: 'remarks',
      }),
    });
  });
  await context.setOffline(false);
  await expect(page.getByText(/is niet aangenomen door de Tuinvogeltelling/)).toBeVisible();
  await expect(page.getByText(/bevat een ongeldig teken/)).toBeVisible();
  await expect(page.getByText(/blijft bewaard op dit apparaat/).first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Telling downloaden' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Nu opnieuw proberen' })).toHaveCount(0);
  await expectAccessible(page);

  // An app start tries pending counts again, but not this one; it is still on the device.
  await page.reload();
  await expect(page.getByText(/is niet aangenomen door de Tuinvogeltelling/)).toBeVisible();
  expect(refusals).toBe(1);
  const kept = await page.evaluate(
    () =>
      new Promise<string[]>((resolve) => {
        const open = indexedDB.open('tvt-count');
        open.onsuccess = () => {
          const all = open.result.transaction('outbox').objectStore('outbox').getAll();
          all.onsuccess = () => resolve((all.result as { state: string }[]).map((e) => e.state));
        };
      }),
  );
  expect(kept).toEqual(['failed']);
});
