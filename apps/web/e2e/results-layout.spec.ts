import type { Page } from '@playwright/test';
import { expect, test } from './test.ts';
import { expectAccessible, skipIntroTour } from './helpers.ts';

// Issue 30: the results page leads with what a visitor came for: the totals, their own area
// (postcode or municipality) and the map, then the top 10 with 'Toon alle soorten'.

const SHOTS = process.env.E2E_SCREENSHOTS; // a folder outside the repository, when set

const species = Array.from({ length: 12 }, (_, i) => ({
  birdId: `soort-${i + 1}`,
  name: `Soort ${i + 1}`,
  image: '/media/birds/koolmees/default.svg',
  rank: i + 1,
  birds: 1200 - i * 50,
  gardens: 900 - i * 40,
  gardenShare: 0.3,
  averagePerGarden: 0.4,
  previous: null,
}));

async function answerResults(page: Page): Promise<void> {
  await page.route(/\/api\/count\/v1\/results\/years/, (route) =>
    route.fulfill({
      json: { current: 2025, data: [{ year: 2025, counts: 5025, people: 6000, demo: false }] },
    }),
  );
  await page.route(/\/api\/count\/v1\/results(\?|$)/, (route) =>
    route.fulfill({
      json: {
        year: 2025,
        previousYear: null,
        area: { level: 'nl', code: 'NL', name: 'Nederland' },
        parent: null,
        suppressed: false,
        totals: { participants: 5025, people: 6000, birds: 50000, species: 12 },
        previousTotals: null,
        species,
        updatedAt: '2025-01-27T12:00:00.000Z',
        demo: false,
      },
    }),
  );
}

const top = async (page: Page, name: string | RegExp) =>
  (await page.getByRole('heading', { name }).first().boundingBox())?.y ?? Number.NaN;

test('/resultaten: totals, your own area and the map, then the top 10 @viewport', async ({
  page,
}, testInfo) => {
  await skipIntroTour(page);
  await answerResults(page);
  await page.goto('/resultaten');
  await expect(page.getByTestId('results-participants')).toHaveText('5.025');
  await expect(page.locator('.results-map svg').first()).toBeVisible();
  const ranking = page.getByRole('list', { name: /^Ranglijst/ }).locator('.ranking__row');
  await expect(ranking).toHaveCount(10);

  const totals = (await page.getByTestId('results-participants').boundingBox())?.y ?? Number.NaN;
  const near = await top(page, 'Resultaten bij jou in de buurt');
  const map = (await page.locator('.results-map').boundingBox())?.y ?? Number.NaN;
  const topTen = await top(page, /^Top 10 in Nederland in 2025$/);
  expect(totals).toBeLessThan(near);
  // Side by side from a desktop width on, one above the other on a phone.
  expect(near).toBeLessThanOrEqual(map);
  expect(map).toBeLessThan(topTen);
  // The own area is in reach: within the first screen and a half, not under 41 species.
  const height = page.viewportSize()!.height;
  expect(near).toBeLessThan(height * 1.5);
  await expect(page.getByLabel('Postcode')).toBeVisible();
  await expectAccessible(page);
  if (SHOTS) {
    await page.screenshot({
      path: `${SHOTS}/resultaten-${testInfo.project.name}.png`,
      fullPage: true,
    });
  }

  await page.getByRole('button', { name: 'Toon alle soorten (12)' }).click();
  await expect(ranking).toHaveCount(12);
  await expect(page.getByRole('heading', { name: /^Alle soorten in Nederland/ })).toBeVisible();
});
