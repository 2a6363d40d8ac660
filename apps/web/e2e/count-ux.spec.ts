import type { Page } from '@playwright/test';
import { expect, test, failedLoad } from './test.ts';
import {
  addressLookupWorks,
  countSomeBirds,
  fillCountPlace,
  fillPersonal,
  openCount,
  plus,
  toCountPlace,
  toPersonal,
  toSummary,
} from './count-helpers.ts';
import { expectAccessible, heading } from './helpers.ts';

// Issue 15: the count screen as a one-thumb tool.

const total = (page: Page) => page.getByTestId('count-total');

test('a bar with the running total and a timer that survives a reload', async ({ page }) => {
  await openCount(page);
  await expect(total(page)).toHaveText('0 vogels, 0 soorten');
  await plus(page, 0).click();
  await expect(total(page)).toHaveText('1 vogel, 1 soort');
  await plus(page, 0).click();
  await plus(page, 1).click();
  await expect(total(page)).toHaveText('3 vogels, 2 soorten');

  await page.getByRole('button', { name: 'Start teltijd' }).click();
  await expect(page.getByRole('timer')).toHaveText(/^Nog (30:00|29:5\d)$/);
  await expectAccessible(page);
  // The start moment is kept, not a ticking counter: a reload goes on where it was.
  await page.reload();
  await expect(page.getByRole('timer')).toHaveText(/^Nog (30:00|29:[45]\d)$/);
  await expect(total(page)).toHaveText('3 vogels, 2 soorten');

  // Five seconds before the end (as after a locked screen): the end is signalled gently.
  await page.evaluate(() =>
    localStorage.setItem('tvt:countTimerStartedAt', String(Date.now() - 30 * 60_000 + 3_000)),
  );
  await page.reload();
  await expect(page.getByRole('timer')).toBeVisible();
  await expect(page.getByText('Half uur voorbij')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('status').filter({ hasText: 'Het half uur is voorbij' })).toHaveCount(
    1,
  );
  await expect(page.locator('.count-bar--finished')).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Sluiten' }).click();
  await expect(page.getByRole('button', { name: 'Start teltijd' })).toBeVisible();
});

test('the bar stays in view while scrolling', async ({ page }) => {
  await openCount(page);
  await page.locator('.bird-card').last().scrollIntoViewIfNeeded();
  const bar = await page.locator('.count-bar').boundingBox();
  expect(bar?.y ?? -1).toBeGreaterThanOrEqual(0);
  expect((bar?.y ?? 9999) + (bar?.height ?? 0)).toBeLessThan(200);
});

test('one search finds every species: adds an uncommon one, goes to a common one', async ({
  page,
}) => {
  await openCount(page);
  const other = await page.evaluate(
    () => (JSON.parse(localStorage.getItem('countBirds') ?? '[]') as { name: string }[])[0]?.name,
  );
  expect(other).toBeTruthy();
  const search = page.getByRole('searchbox', { name: 'Zoek een vogelsoort om te tellen' });
  await search.fill(other ?? '');
  await page.locator('.bird-search .pick-list__item', { hasText: 'Toevoegen' }).first().click();
  await expect(page.getByRole('heading', { name: 'Toegevoegde vogelsoorten' })).toBeVisible();
  const added = page.getByRole('button', { name: `${other}: één meer` });
  await expect(added).toBeFocused();
  await expect(page.getByRole('textbox', { name: `Aantal ${other}` })).toHaveValue('1');

  const common = await page.locator('.bird-grid .bird-card__name').nth(5).innerText();
  const name = common.replace(/\u00AD/g, '');
  await search.fill(name.slice(0, 5));
  await page.locator('.bird-search .pick-list__item', { hasText: name }).click();
  await expect(page.getByRole('button', { name: `${name}: één meer` })).toBeFocused();
  await expect(search).toHaveValue('');
  // Enter picks the first match the same way, and counts nothing by itself.
  const total = await page.getByTestId('count-total').textContent();
  await search.fill(name);
  await search.press('Enter');
  await expect(page.getByRole('button', { name: `${name}: één meer` })).toBeFocused();
  await expect(page.getByTestId('count-total')).toHaveText(total ?? '');
  await expectAccessible(page);
});

test('the compact list view is remembered', async ({ page }) => {
  await openCount(page);
  await page.getByRole('button', { name: 'Lijst' }).click();
  await expect(page.getByRole('button', { name: 'Lijst' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.locator('.count-list .bird-card--list').first()).toBeVisible();
  await expect(page.locator('.count-list img')).toHaveCount(0);
  await expectAccessible(page);
  await page.reload();
  await expect(page.locator('.count-list .bird-card--list').first()).toBeVisible();
  await page.getByRole('button', { name: 'Foto’s' }).click();
  await expect(page.locator('.count-grid .bird-card img').first()).toBeVisible();
});

test("'Geen vogels gezien' with birds counted asks first", async ({ page }) => {
  await openCount(page);
  await countSomeBirds(page);
  const noBirds = page.getByRole('button', { name: 'Geen vogels gezien' });
  await noBirds.click();
  const dialog = page.getByRole('dialog', { name: 'Geen vogels gezien?' });
  await expect(dialog).toContainText('Je hebt al 3 vogels geteld');
  await expectAccessible(page);
  // Focus stays inside the dialog, and comes back to the button when it closes.
  for (let i = 0; i < 4; i += 1) {
    await page.keyboard.press('Tab');
    expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(noBirds).toBeFocused();
  await expect(total(page)).toHaveText('3 vogels, 2 soorten');

  await noBirds.click();
  await page.getByRole('button', { name: 'Ja, geen vogels gezien' }).click();
  await expect(page.getByText('Je hebt aangegeven dat je geen vogels hebt gezien.')).toBeFocused();
  await page.getByRole('button', { name: 'Toch vogels gezien' }).click();
  await expect(total(page)).toHaveText('3 vogels, 2 soorten');
});

test(
  'the actions are on the first screen, and nothing shifts as the birds load',
  {
    tag: '@viewport',
  },
  async ({ page }) => {
    await page.addInitScript(() => {
      localStorage.setItem('introTourIsHidden', 'true');
      (window as unknown as { shifts: number }).shifts = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & {
          value: number;
          hadRecentInput: boolean;
        })[]) {
          if (!entry.hadRecentInput)
            (window as unknown as { shifts: number }).shifts += entry.value;
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto('/telling?phase=2');
    await expect(page.locator('.bird-card img').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    const viewport = page.viewportSize();
    for (const name of ['Vogelsoort toevoegen', 'Geen vogels gezien']) {
      const box = await page.getByRole('button', { name }).boundingBox();
      expect((box?.y ?? 9999) + (box?.height ?? 0), name).toBeLessThan(viewport?.height ?? 0);
    }
    const shifts = await page.evaluate(() => (window as unknown as { shifts: number }).shifts);
    console.log(`count page layout shift: ${shifts.toFixed(3)}`);
    expect(shifts).toBeLessThanOrEqual(0.02);
  },
);

test(
  'summary: display values, plurals, labels apart from values, Niet herkend last',
  {
    tag: '@viewport',
  },
  async ({ page, request }) => {
    const lookup = await addressLookupWorks(request);
    await openCount(page);
    await page
      .locator('.bird-grid--single .bird-card')
      .getByRole('button', { name: /één meer$/ })
      .click();
    await plus(page, 0).click();
    // 'Niet herkend' is a bird, never a species (issue 30).
    await expect(total(page)).toHaveText('2 vogels, 1 soort');
    await toCountPlace(page);
    await fillCountPlace(page);
    await page
      .getByLabel('Gebruik je bestrijdingsmiddelen?')
      .selectOption('ja, maar alleen biologisch');
    await toPersonal(page);
    await fillPersonal(page, lookup);
    await page.getByLabel('Telefoonnummer').fill('0612345678');
    await toSummary(page);

    const value = (term: string) =>
      page.locator('.summary-rows > div', {
        has: page.getByRole('term').filter({ hasText: term }),
      });
    await expect(value('Grootte tuin').getByRole('definition')).toHaveText('25–100 m²');
    await expect(value('Bestrijdingsmiddelen').getByRole('definition')).toHaveText(
      'Ja, maar alleen biologisch',
    );
    await expect(page.getByText('Totaal: 2 vogels')).toBeVisible();
    await expect(page.locator('.summary-birds li').last()).toContainText('Niet herkend');

    // Every label ends before its value starts (side by side) or sits above it (wrapped).
    const overlaps = await page.locator('.summary-rows > div').evaluateAll((rows) =>
      rows.flatMap((row) => {
        const dt = row.querySelector('dt')?.getBoundingClientRect();
        const dd = row.querySelector('dd')?.getBoundingClientRect();
        if (!dt || !dd) return [];
        const apart = dt.right <= dd.left + 0.5 || dt.bottom <= dd.top + 0.5;
        return apart ? [] : [row.textContent];
      }),
    );
    expect(overlaps).toEqual([]);
    await expectAccessible(page);
  },
);

test('one vogel, not vogels', async ({ page, request }) => {
  const lookup = await addressLookupWorks(request);
  await openCount(page);
  await plus(page, 0).click();
  await toCountPlace(page);
  await toPersonal(page);
  await fillPersonal(page, lookup);
  await toSummary(page);
  await expect(page.getByText('Totaal: 1 vogel', { exact: true })).toBeVisible();
});

test('done: the birds stay after a reload, with links on and the count’s own date', async ({
  page,
  request,
}) => {
  const lookup = await addressLookupWorks(request);
  await openCount(page);
  await countSomeBirds(page);
  await toCountPlace(page);
  await toPersonal(page);
  await fillPersonal(page, lookup, 'klaar@example.nl');
  await toSummary(page);
  await page.getByRole('button', { name: 'Akkoord en verstuur telling' }).click();
  await expect(heading(page, 'Bedankt voor het tellen!')).toBeVisible();
  const box = page.locator('.count-status');
  await expect(box).toHaveAttribute('data-state', 'sent');
  await expect(box).toContainText(/Je telling van \w+dag \d+ \w+ om \d\d:\d\d is verstuurd op/);
  await expect(page.getByRole('link', { name: 'Bekijk de resultaten' })).toHaveAttribute(
    'href',
    '/resultaten',
  );
  await expect(page.getByRole('link', { name: 'Bekijk jouw telling' })).toHaveAttribute(
    'href',
    /^\/resultaten\/telling\/[0-9a-f-]{36}$/,
  );
  await expect(page.locator('.summary-birds li')).toHaveCount(2);
  await expectAccessible(page);

  await page.reload();
  await expect(heading(page, 'Bedankt voor het tellen!')).toBeVisible();
  await expect(page.locator('.summary-birds li')).toHaveCount(2);
  await expect(page.getByText('Totaal: 3 vogels')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Bekijk jouw telling' })).toBeVisible();

  // The next count starts: the last one's page is gone.
  await page.getByRole('button', { name: 'Nieuwe telling' }).click();
  await expect(heading(page, 'Telling')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('tvt:countLastDone'))).toBeNull();
});

test('done: a queued count turns into one sent box the moment it is sent', async ({
  page,
  request,
  browserErrors,
}) => {
  // Sent offline first, on purpose.
  browserErrors.allow(failedLoad('ERR_INTERNET_DISCONNECTED', '/api/count/v1/inzending'));
  const lookup = await addressLookupWorks(request);
  let hold = true;
  await page.route('**/api/count/v1/inzending', async (route) => {
    if (hold) await route.abort('internetdisconnected');
    else await route.continue();
  });
  await openCount(page);
  await countSomeBirds(page);
  await toCountPlace(page);
  await toPersonal(page);
  await fillPersonal(page, lookup, 'wachtrij@example.nl');
  await toSummary(page);
  await page.getByRole('button', { name: 'Akkoord en verstuur telling' }).click();
  const box = page.locator('.count-status');
  await expect(box).toHaveAttribute('data-state', 'queued');
  await expect(box).toContainText('Tel dus niet opnieuw');
  await expectAccessible(page);

  hold = false;
  await page.getByRole('button', { name: 'Nu opnieuw proberen' }).click();
  await expect(box).toHaveAttribute('data-state', 'sent');
  await expect(page.locator('.count-status')).toHaveCount(1);
  await expect(page.getByText(/geen verbinding/)).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Bekijk jouw telling' })).toBeVisible();
});

test('done: a refused count says what happens to it and what to do', async ({
  page,
  request,
  browserErrors,
}) => {
  browserErrors.allow(failedLoad(409, '/api/count/v1/inzending'));
  const lookup = await addressLookupWorks(request);
  await page.route('**/api/count/v1/inzending', (route) =>
    route.fulfill({ status: 409, contentType: 'application/json', body: '{"message":"Conflict"}' }),
  );
  await openCount(page);
  await countSomeBirds(page);
  await toCountPlace(page);
  await toPersonal(page);
  await fillPersonal(page, lookup, 'geweigerd@example.nl');
  await toSummary(page);
  await page.getByRole('button', { name: 'Akkoord en verstuur telling' }).click();
  await expect(heading(page, 'Er is iets mis gegaan!')).toBeVisible();
  const box = page.locator('.count-status');
  await expect(box).toHaveAttribute('data-state', 'failed');
  await expect(box).toContainText('doorgegeven aan de organisatie');
  await expect(box).toContainText('Wat kun je doen?');
  await expect(box).toContainText(/kenmerk van je telling: \d+/);
  await expect(page.locator('.summary-birds li')).toHaveCount(2);
  await expectAccessible(page);
});
