import { expect } from '@playwright/test';
import { expectAccessible, heading } from './helpers.ts';
import {
  addressLookupWorks,
  countSomeBirds,
  expectOneMoreCount,
  fillCountPlace,
  fillPersonal,
  openCount,
  participants,
  plus,
  toCountPlace,
  toPersonal,
  toSummary,
} from './count-helpers.ts';
import { runningCampaignEnv, testOnOwnServer } from './own-server.ts';
import { failedLoad } from './test.ts';

// Its own server, on a campaign that is counting now: only such counts enter the totals these
// tests watch (decision 088).
const { test } = testOnOwnServer(runningCampaignEnv(new Date()));

// Submissions change the totals: one at a time, on the phone only.
test.describe.configure({ mode: 'serial', timeout: 240_000 });
test.skip(({ isMobile }) => !isMobile, 'submissions run once, on the phone');

test('a participant counts, corrects mistakes and submits one count', async ({
  page,
  request,
  browserErrors,
}) => {
  // The unknown address, looked up on purpose.
  browserErrors.allow(failedLoad(404, '/api/postcode/v1/address/9999ZZ/1'));
  test.setTimeout(240_000);
  const lookup = await addressLookupWorks(request);
  if (!lookup)
    test.info().annotations.push({
      type: 'warning',
      description: 'postcode service not mounted: address lookup not checked',
    });
  const before = await participants(request);
  await openCount(page);
  await expectAccessible(page);

  // Nothing counted yet: the step does not go on.
  await page.getByRole('button', { name: 'Verder naar je telplek' }).click();
  await expect(page.getByText('Je hebt nog geen vogels geteld.')).toBeVisible();

  await countSomeBirds(page);
  // A typed count over the maximum is clamped to 999 and shows the warning.
  const counter = page
    .locator('.bird-grid')
    .first()
    .locator('.bird-card')
    .nth(2)
    .getByRole('textbox');
  await counter.fill('2500');
  await counter.blur();
  await expect(counter).toHaveValue('999');
  await expect(page.getByText('Hoog aantal voor deze vogel')).toBeVisible();
  await counter.fill('0');
  await counter.blur();
  await expect(page.getByText('Hoog aantal voor deze vogel')).toHaveCount(0);

  // 'Niet herkend' with its description.
  const unknown = page.locator('.bird-grid--single .bird-card');
  await unknown.getByRole('button', { name: /één meer$/ }).click();
  await page.getByLabel('Beschrijving').fill('Klein, bruin, wipte op en neer');
  await expect(page.getByText(/Je kunt nog \d+ tekens invoeren\./)).toBeVisible();

  // Add a non-primary bird from the sheet, then count it up.
  await page.getByRole('button', { name: 'Vogelsoort toevoegen' }).click();
  const sheet = page.getByRole('dialog', { name: 'Vogelsoort toevoegen' });
  await expect(sheet).toBeVisible();
  await expectAccessible(page);
  await sheet.getByPlaceholder('Zoeken').fill('zzzz');
  await expect(
    sheet.getByRole('paragraph').filter({ hasText: 'Geen vogels gevonden' }),
  ).toBeVisible();
  // The guide's one search: part of a name, the main grid's birds left out.
  await sheet.getByPlaceholder('Zoeken').fill('duif');
  await expect(sheet.getByRole('button', { name: 'Stadsduif' })).toBeVisible();
  await expect(sheet.getByRole('button', { name: 'Houtduif' })).toHaveCount(0);
  await sheet.getByPlaceholder('Zoeken').fill('kramsvgel');
  await expect(sheet.locator('.pick-list__item')).toHaveText(['Kramsvogel']);
  await sheet.getByPlaceholder('Zoeken').fill('');
  const choice = sheet.locator('.pick-list__item').first();
  const added = (await choice.innerText()).trim();
  await choice.click();
  await expect(sheet).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Toegevoegde vogelsoorten' })).toBeVisible();
  await expect(page.getByRole('group', { name: added })).toBeVisible();

  await toCountPlace(page);
  await expectAccessible(page);
  // Hour out of range is clamped.
  await page.getByLabel('Uur').fill('27');
  await page.getByLabel('Uur').blur();
  await expect(page.getByLabel('Uur')).toHaveValue('23');
  await page.getByLabel('Uur').fill('9');
  await page.getByLabel('Minuten').fill('5');
  await page.getByLabel('Minuten').blur();
  await expect(page.getByLabel('Minuten')).toHaveValue('05');
  await fillCountPlace(page);
  // Balkon hides (and clears) the garden size.
  await page.getByRole('radio', { name: 'Balkon' }).check();
  await expect(page.getByLabel('Hoe groot is je tuin?')).toHaveCount(0);
  await page.getByRole('radio', { name: 'Tuin' }).check();
  await expect(page.getByLabel('Hoe groot is je tuin?')).toHaveValue('');
  await page.getByLabel('Opmerkingen').fill('Mooie ochtend');

  await toPersonal(page);
  // Everything wrong at first: each field shows its message and the first gets the focus.
  await page.getByLabel('Voornaam').fill('Zoë3');
  await page.getByLabel('Postcode').fill('0123sa');
  await expect(page.getByLabel('Postcode')).toHaveValue('0123SA');
  await page.getByLabel('E-mailadres').fill('geen-adres');
  await page.getByRole('button', { name: 'Verder naar overzicht' }).click();
  await expect(heading(page, 'Jouw gegevens')).toBeVisible();
  await expect(page.getByLabel('Voornaam')).toBeFocused();
  await expect(page.getByLabel('Voornaam')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('Voornaam')).toHaveAccessibleDescription(/alleen letters/);
  await expect(page.getByText('Vul je achternaam in.')).toBeVisible();
  await expectAccessible(page);
  // An unknown address gives the warning.
  await page.getByLabel('Postcode').fill('9999 zz');
  await page.getByLabel('Huisnummer').fill('1');
  await expect(
    page.getByText('Combinatie postcode en huisnummer wordt niet herkend'),
  ).toBeVisible();
  await fillPersonal(page, lookup);
  // Corrected fields lose their messages as they are typed.
  await expect(page.getByText('Vul een geldige postcode in, bijvoorbeeld 1234 AB.')).toHaveCount(0);
  await expect(page.getByLabel('Postcode')).not.toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('Voornaam')).not.toHaveAttribute('aria-invalid', 'true');
  await page.getByLabel('Telefoonnummer').fill('06 12345678');
  // A consent box stays unticked until the participant ticks it (issue 30).
  const callMe = page.getByRole('checkbox', { name: 'Je mag me bellen over mijn telling.' });
  await expect(callMe).not.toBeChecked();
  await expect(page.getByRole('checkbox', { name: /nieuwsbrief/ })).not.toBeChecked();
  await callMe.check();

  await toSummary(page);
  // Every consent is on the summary.
  await expect(page.getByText('Mag je bellen')).toBeVisible();
  await expectAccessible(page);
  await expect(page.getByText('Mooie ochtend')).toBeVisible();
  await expect(
    page.getByText(lookup ? '6512BK Nijmegen' : '6512BK', { exact: true }),
  ).toBeVisible();
  // Edit buttons go back to their section and return.
  await page.getByRole('button', { name: 'Telplek wijzigen' }).click();
  await expect(heading(page, 'Telplek')).toBeVisible();
  await toPersonal(page);
  await toSummary(page);

  const submitted = page.waitForRequest(
    (r) => r.url().endsWith('/api/count/v1/inzending') && r.method() === 'POST',
  );
  const button = page.getByRole('button', { name: 'Akkoord en verstuur telling' });
  await button.dblclick();
  const request1 = await submitted;
  await expect(heading(page, 'Bedankt voor het tellen!')).toBeVisible();
  await expect(page.getByText('Je telling is verstuurd', { exact: true })).toBeVisible();
  await expectAccessible(page);

  const payload = request1.postDataJSON() as {
    countId: string;
    userData: { lastName: string; emailAddress: string; phoneNumber: string };
    metaData: Record<string, unknown>;
    countedon: string;
  };
  expect(payload.userData.lastName).toBe('De vries');
  expect(payload.userData.phoneNumber).toBe('0612345678');
  expect(payload.metaData).toMatchObject({ telplek: 'tuin', elementen: ['heg'] });
  expect(payload.metaData).not.toHaveProperty('groottetuin');
  expect(payload.countedon).toMatch(/T09:05:00\.000Z$/);
  // The same count again answers the same id: stored once.
  const first = (await (await request1.response())!.json()) as { tellingUUID: string };
  const again = await request.post('/api/count/v1/inzending', { data: payload });
  expect(((await again.json()) as { tellingUUID: string }).tellingUUID).toBe(first.tellingUUID);
  await expectOneMoreCount(request, before, 2);

  // The share overlay: the count's own page (share-count.spec.ts has the rest).
  await page.getByRole('button', { name: 'Deel je telling' }).click();
  const share = page.getByRole('dialog', { name: 'Deel je telling' });
  for (const name of ['Facebook', 'X (Twitter)', 'LinkedIn', 'Pinterest', 'WhatsApp']) {
    await expect(
      share.getByRole('link', { name: new RegExp(`^${name.replace(/[()]/g, '\\$&')}`) }),
    ).toBeVisible();
  }
  await expect(share.getByLabel('Link naar je telling')).toHaveValue(
    new RegExp(`/resultaten/telling/${first.tellingUUID}$`),
  );
  await expectAccessible(page);
  await share.getByRole('button', { name: 'Sluiten' }).click();

  // The draft is gone; a new count starts empty.
  expect(await page.evaluate(() => localStorage.getItem('countObject'))).toBeNull();
  await page.getByRole('button', { name: 'Nieuwe telling' }).click();
  await expect(plus(page, 0)).toBeVisible();
});

const QUEUED = 'Je telling is bewaard op dit apparaat';

test('offline at submit: queued on the device, sent once when back online', async ({
  page,
  context,
  request,
  browserErrors,
}) => {
  // Sent without signal, on purpose.
  browserErrors.allow(failedLoad('ERR_INTERNET_DISCONNECTED', '/api/count/v1/inzending'));
  const lookup = await addressLookupWorks(request);
  const before = await participants(request);
  await openCount(page);
  await countSomeBirds(page);
  await toCountPlace(page);
  await toPersonal(page);
  await fillPersonal(page, lookup, 'offline@example.nl');
  await toSummary(page);

  await context.setOffline(true);
  await page.getByRole('button', { name: 'Akkoord en verstuur telling' }).click();
  await expect(heading(page, 'Bedankt voor het tellen!')).toBeVisible();
  await expect(page.getByText(QUEUED)).toBeVisible();
  await expect(
    page.getByText(/wordt automatisch verstuurd zodra er verbinding is/).first(),
  ).toBeVisible();
  // The queued count is in IndexedDB, the draft is gone.
  const stored = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const open = indexedDB.open('tvt-count');
        open.onsuccess = () => {
          const all = open.result.transaction('outbox').objectStore('outbox').getAll();
          all.onsuccess = () =>
            resolve(
              (all.result as { state: string }[]).filter((e) => e.state === 'pending').length,
            );
        };
      }),
  );
  expect(stored).toBe(1);
  expect(await page.evaluate(() => localStorage.getItem('countObject'))).toBeNull();

  const sent = page.waitForResponse(
    (r) => r.url().endsWith('/api/count/v1/inzending') && r.status() === 200,
  );
  await context.setOffline(false);
  await sent;
  await expect(page.getByText(/is verstuurd op/)).toBeVisible();
  await expectOneMoreCount(request, before);
});

test('server error at submit: queued, retried, stored once', async ({
  page,
  request,
  browserErrors,
}) => {
  // The two 503s answered on purpose below.
  browserErrors.allow(failedLoad(503, '/api/count/v1/inzending'));
  const lookup = await addressLookupWorks(request);
  const before = await participants(request);
  let failures = 0;
  await page.route('**/api/count/v1/inzending', async (route) => {
    if (failures < 2) {
      failures += 1;
      await route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: '{"message":"Even niet"}',
      });
    } else {
      await route.continue();
    }
  });
  await openCount(page);
  await countSomeBirds(page);
  await toCountPlace(page);
  await toPersonal(page);
  await fillPersonal(page, lookup, 'storing@example.nl');
  await toSummary(page);
  await page.getByRole('button', { name: 'Akkoord en verstuur telling' }).click();
  await expect(page.getByText(QUEUED)).toBeVisible();

  // A retry that fails again keeps it queued; the next one gets through.
  await page.getByRole('button', { name: 'Nu opnieuw proberen' }).click();
  await expect.poll(() => failures).toBe(2);
  await expect(page.getByText(/wordt automatisch verstuurd/).first()).toBeVisible();
  // A reload is an app start: the outbox is tried again.
  await page.reload();
  await expect(page.getByText(/is verstuurd op/)).toBeVisible({ timeout: 20_000 });
  await expectOneMoreCount(request, before);
});
