import type { Page } from '@playwright/test';
import { expect, test, failedLoad } from './test.ts';
import { countSomeBirds, openCount, toCountPlace } from './count-helpers.ts';
import { expectAccessible, heading, skipIntroTour } from './helpers.ts';
import { OwnServer, runningCampaignEnv } from './own-server.ts';

/** A campaign env whose phase starts lie `days` from now (negative: in the past). */
function campaignAt(now: Date, phase1: number, phase2: number, phase3: number) {
  const at = (days: number) => new Date(now.getTime() + days * 86_400_000).toISOString();
  return {
    CAMPAIGN_PHASE1_START: at(phase1),
    CAMPAIGN_PHASE2_START: at(phase2),
    CAMPAIGN_PHASE3_START: at(phase3),
  };
}

async function onOwnServer(env: Record<string, string>, check: (base: string) => Promise<void>) {
  const server = await OwnServer.create(env);
  await server.start();
  try {
    await check(server.url);
  } finally {
    await server.stop();
  }
}

const banner = (page: Page) => page.locator('.home-banner__headline');

test.describe('what home says through the year', { tag: '@viewport' }, () => {
  test.beforeEach(async ({ page }) => skipIntroTour(page));

  test('before a next campaign is known: no thanks, the next date follows', async ({ page }) => {
    // The run's servers follow the spec's 2025 campaign, long over, with nothing after it.
    await page.goto('/home');
    await expect(banner(page)).toHaveText('De volgende telling: datum volgt');
    await expect(page.getByText('Bedankt voor het tellen!')).toHaveCount(0);
    await expect(page.getByText(/^0$/)).toHaveCount(0);
    await expectAccessible(page);
    await page.goto('/telling');
    await expect(page.getByText('De volgende telling:')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Bekijk de resultaten van 2025' })).toBeVisible();
    await expectAccessible(page);
  });

  test('offline, home shows the last totals it saw, with when', async ({ page, browserErrors }) => {
    // Offline on purpose: the totals cannot be fetched.
    browserErrors.allow(
      failedLoad('ERR_FAILED', '/api/count/v1/totals'),
      failedLoad('ERR_FAILED', '/cdn/birdsparticipants.json'),
    );
    await page.addInitScript(() => {
      localStorage.setItem(
        'tvtLastTotals',
        JSON.stringify({ participants: 10063, birds: 200000, at: '2025-01-25T13:05:00Z' }),
      );
    });
    await page.route(/\/(totals|birdsparticipants\.json)/, (route) => route.abort());
    await page.goto('/home?phase=2');
    await expect(page.getByTestId('total-participants')).toHaveText('10.063');
    await expect(page.getByText('Stand van zaterdag 25 januari om 14:05')).toBeVisible();
    await expectAccessible(page);
  });
});

/**
 * Home in each season on a server of its own, at the phone's size (the project's page) and at the
 * desktop project's, in a context of its own: each season's server starts once for both sizes
 * (four starts, not eight).
 */
test('home at both sizes: announced, run-up, running, and just after a count without figures', async ({
  page,
  browser,
}) => {
  test.setTimeout(300_000);
  const desktop = await browser.newContext({
    viewport: { width: 1280, height: 800 },
    isMobile: false,
    hasTouch: false,
  });
  const pages = [page, await desktop.newPage()];
  for (const p of pages) await skipIntroTour(p);
  const atBothSizes = (
    env: Record<string, string>,
    check: (p: Page, base: string) => Promise<void>,
  ) =>
    onOwnServer(env, async (base) => {
      for (const p of pages) await check(p, base);
    });
  const now = new Date();
  await atBothSizes(campaignAt(now, 30, 60, 63), async (p, base) => {
    await p.goto(`${base}/home`);
    await expect(banner(p)).toHaveText(/^De volgende telling: \d+ (t\/m )?/);
    await expect(p.getByText('Bedankt voor het tellen!')).toHaveCount(0);
    await expectAccessible(p);
  });
  // Phase 1, the run-up: the days until the count, never a count that 'begins today'.
  await atBothSizes(campaignAt(now, -5, 10, 13), async (p, base) => {
    await p.goto(`${base}/home`);
    await expect(banner(p)).toHaveText(/^Nog (9|10) dagen$/);
    await expect(p.getByText('Bedankt voor het tellen!')).toHaveCount(0);
    await expectAccessible(p);
  });
  await atBothSizes(runningCampaignEnv(now), async (p, base) => {
    await p.goto(`${base}/home`);
    await expect(p.getByRole('link', { name: 'Tel nu mee!' })).toBeVisible();
    await expectAccessible(p);
  });
  await atBothSizes(campaignAt(now, -40, -5, -2), async (p, base) => {
    await p.goto(`${base}/home`);
    // 'After' the count, but nobody counted: never thanks with 0/0.
    await expect(banner(p)).toHaveText('De volgende telling: datum volgt');
    await expect(p.getByText('Bedankt voor het tellen!')).toHaveCount(0);
    await expectAccessible(p);
  });
  await desktop.close();
});

test('Telplek asks for the place and the counter, with an error summary @viewport', async ({
  page,
}) => {
  await openCount(page);
  await countSomeBirds(page);
  await toCountPlace(page);
  await page.getByRole('button', { name: 'Verder naar je gegevens' }).click();
  const summary = page.locator('.error-summary');
  await expect(summary).toBeFocused();
  await expect(summary.getByRole('link')).toHaveText([
    'Kies waar je hebt geteld: tuin of balkon.',
    'Kies wat voor teller je bent.',
  ]);
  await expectAccessible(page);
  await summary.getByRole('link', { name: /tuin of balkon/ }).click();
  await expect(page.getByRole('radio', { name: 'Tuin' })).toBeFocused();
  await page.getByRole('radio', { name: 'Tuin' }).check();
  await page.getByLabel('Wat voor teller ben je?').selectOption({ index: 1 });
  await page.getByRole('button', { name: 'Verder naar je gegevens' }).click();
  await expect(heading(page, 'Jouw gegevens')).toBeVisible();
});

test(
  '/resultaten keeps every year: the switch and the URL',
  { tag: '@viewport' },
  async ({ page }) => {
    await skipIntroTour(page);
    const answer = (year: number, previousYear: number | null) => ({
      year,
      previousYear,
      area: { level: 'nl', code: 'NL', name: 'Nederland' },
      parent: null,
      suppressed: false,
      totals: { participants: 3000 + year, people: 6000, birds: 50000, species: 1 },
      previousTotals: null,
      species: [
        {
          birdId: 'koolmees',
          name: 'Koolmees',
          image: '/media/birds/koolmees/default.svg',
          rank: 1,
          birds: 1200,
          gardens: 900,
          gardenShare: 0.3,
          averagePerGarden: 0.4,
          previous: previousYear ? { rank: 2, birds: 1000, gardenShare: 0.28 } : null,
        },
      ],
      updatedAt: `${year}-01-27T12:00:00.000Z`,
      demo: false,
    });
    await page.route(/\/api\/count\/v1\/results\/years/, (route) =>
      route.fulfill({
        json: {
          current: 2025,
          data: [
            { year: 2025, counts: 5025, people: 6000, demo: false },
            { year: 2024, counts: 5024, people: 6000, demo: false },
          ],
        },
      }),
    );
    await page.route(/\/api\/count\/v1\/results(\?|$)/, (route) => {
      const year = new URL(route.request().url()).searchParams.get('year');
      return route.fulfill({ json: year === '2024' ? answer(2024, null) : answer(2025, 2024) });
    });
    await page.goto('/resultaten');
    await expect(heading(page, 'Resultaten 2025')).toBeVisible();
    await expect(page.getByTestId('results-participants')).toHaveText('5.025');
    await expect(page.getByText('+20 % tegenover 2024')).toBeVisible();
    await expectAccessible(page);
    const years = page.getByRole('navigation', { name: 'Kies een jaar' });
    await years.getByRole('link', { name: '2024' }).click();
    await expect(page).toHaveURL(/\/resultaten\/2024$/);
    await expect(heading(page, 'Resultaten 2024')).toBeVisible();
    await expect(page.getByTestId('results-participants')).toHaveText('5.024');
    await expect(years.getByRole('link', { name: '2024' })).toHaveAttribute('aria-current', 'page');
    await page.goto('/resultaten/2025');
    await expect(heading(page, 'Resultaten 2025')).toBeVisible();
    await expectAccessible(page);
  },
);
