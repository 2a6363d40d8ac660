import { expect, test } from './test.ts';
import { expectPhase, heading, skipIntroTour } from './helpers.ts';

test.beforeEach(async ({ page }) => skipIntroTour(page));

for (const phase of [1, 2, 3] as const) {
  test(`?phase=${phase} switches the phase and it persists`, async ({ page }) => {
    await page.goto(`/home?phase=${phase}`);
    await expectPhase(page, phase);
    expect(await page.evaluate(() => localStorage.getItem('currentPhase'))).toBe(String(phase));

    // In-app navigation without the parameter.
    const nav = page.getByRole('navigation', { name: 'Hoofdmenu' });
    await nav.getByRole('link', { name: 'Vogelgids' }).click();
    await expect(heading(page, 'Vogelgids')).toBeVisible();
    await expectPhase(page, phase);

    // A fresh page load without the parameter.
    await page.goto('/home');
    await expectPhase(page, phase);
  });
}

test('the home screen follows the phase', async ({ page }) => {
  await page.goto('/home?phase=1');
  // 'Vandaag begint de telling!' once the phase 2 start day has come (or passed, with the
  // spec's campaign in the past), 'Nog N dagen' before.
  await expect(page.getByText(/^(Nog \d+ dagen?|Vandaag begint de telling!)$/)).toBeVisible();
  await page.goto('/home?phase=2');
  await expect(page.getByText('Het is begonnen!')).toBeVisible();
  await page.goto('/home?phase=3');
  // Thanks only when the count has figures; this server has none, so the year-round home
  // names the next count instead (decision 087).
  await expect(page.getByText(/^De volgende telling: /)).toBeVisible();
});

test('without an override the server phase is used', async ({ page, request }) => {
  // The page carries the server's phase (decision 049); the service gives the same answer.
  const response = await request.get('/api/count/v1/phase?source=tuinvogeltelling');
  const body = (await response.json()) as { data: { id: 1 | 2 | 3 } };
  await page.goto('/home');
  await expectPhase(page, body.data.id);
  expect(await page.evaluate(() => localStorage.getItem('currentPhase'))).toBeNull();
});

test(
  'the desktop menu swaps Telling and Quiz for Resultaten in phase 3',
  {
    tag: '@viewport',
  },
  async ({ page }, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'the side menu shows from 991 px');
    const menu = page.getByRole('navigation', { name: 'Menu', exact: true });
    await page.goto('/home?phase=2');
    await expect(menu.getByRole('link', { name: 'Telling', exact: true })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Quiz', exact: true })).toBeVisible();
    // Before the count, Resultaten follows Telling and Quiz (decision 050).
    await expect(menu.getByRole('link', { name: 'Resultaten', exact: true })).toHaveCount(1);
    await page.goto('/home?phase=3');
    await expect(menu.getByRole('link', { name: 'Resultaten', exact: true })).toHaveAttribute(
      'href',
      '/resultaten',
    );
    await expect(menu.getByRole('link', { name: 'Telling', exact: true })).toHaveCount(0);
    await expect(menu.getByRole('link', { name: 'Quiz', exact: true })).toHaveCount(0);
  },
);
