import { expect, type Page } from '@playwright/test';
import { expectAccessible, heading } from './helpers.ts';
import {
  addressLookupWorks,
  countSomeBirds,
  fillPersonal,
  openCount,
  participants,
  toCountPlace,
  toPersonal,
  toSummary,
} from './count-helpers.ts';
import { runningCampaignEnv, testOnOwnServer } from './own-server.ts';
import { failedLoad } from './test.ts';

// Its own server: it is stopped and restarted mid-test.
const { test, own: ownServer } = testOnOwnServer(runningCampaignEnv(new Date()));

test.describe.configure({ mode: 'serial', timeout: 240_000 });
test.skip(({ isMobile }) => !isMobile, 'submissions run once, on the phone');

/** Outbox entries in IndexedDB by state. */
function outboxStates(page: Page): Promise<string[]> {
  return page.evaluate(
    () =>
      new Promise<string[]>((resolve, reject) => {
        const open = indexedDB.open('tvt-count');
        open.onerror = () => reject(open.error ?? new Error('indexedDB'));
        open.onsuccess = () => {
          const all = open.result.transaction('outbox').objectStore('outbox').getAll();
          all.onsuccess = () => resolve((all.result as { state: string }[]).map((e) => e.state));
        };
      }),
  );
}

test('server stopped at submit and restarted: the queued count is stored exactly once', async ({
  page,
  request,
  browserErrors,
}) => {
  // Sent while the server is down, on purpose.
  browserErrors.allow(failedLoad('ERR_CONNECTION_REFUSED', '/api/count/v1/inzending'));
  const own = ownServer()!;
  const lookup = await addressLookupWorks(request);
  expect(await participants(request)).toBe(0);
  await openCount(page);
  await countSomeBirds(page);
  await toCountPlace(page);
  await toPersonal(page);
  await fillPersonal(page, lookup, 'herstart@example.nl');
  await toSummary(page);

  await own.stop();
  await page.getByRole('button', { name: 'Akkoord en verstuur telling' }).click();
  await expect(heading(page, 'Bedankt voor het tellen!')).toBeVisible();
  await expect(page.getByText('Je telling is bewaard op dit apparaat')).toBeVisible();
  await expect(
    page.getByText(/wordt automatisch verstuurd zodra er verbinding is/).first(),
  ).toBeVisible();
  await expectAccessible(page);
  expect(await outboxStates(page)).toEqual(['pending']);

  const sent = page.waitForResponse(
    (r) => r.url().endsWith('/api/count/v1/inzending') && r.status() === 200,
  );
  await own.start();
  // The restarted server kept nothing of this count yet.
  expect(await participants(request)).toBe(0);
  await page.getByRole('button', { name: 'Nu opnieuw proberen' }).click();
  await sent;
  await expect(page.getByText(/is verstuurd op/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Nu opnieuw proberen' })).toHaveCount(0);
  expect(await outboxStates(page)).toEqual(['sent']);
  expect(await participants(request)).toBe(1);

  // Sent, so the app start has nothing to retry.
  expect(await page.evaluate(() => localStorage.getItem('countOutboxPending'))).toBeNull();

  // Even an app start that does retry (the marker put back by hand) stores nothing twice. The
  // retry clears the marker once it has found nothing pending: that is when to look.
  const posted: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().endsWith('/api/count/v1/inzending')) posted.push(r.url());
  });
  await page.evaluate(() => localStorage.setItem('countOutboxPending', '1'));
  await page.reload();
  await expect(page.getByText(/is verstuurd op/)).toBeVisible();
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('countOutboxPending')), {
      timeout: 15_000,
    })
    .toBeNull();
  expect(posted).toEqual([]);
  expect(await outboxStates(page)).toEqual(['sent']);
  expect(await participants(request)).toBe(1);
});
