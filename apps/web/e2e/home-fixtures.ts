import type { Page } from '@playwright/test';

export const LINKS = {
  socialWall: 'https://example.org/socialwall',
  results: 'https://example.org/resultaten',
  signUp: 'https://example.org/aanmelden',
  course: 'https://example.org/cursus',
  share: 'https://example.org',
  social: [{ title: 'Instagram', url: 'https://instagram.example/tuinvogels' }],
};

/** Serves the real /config.json with the campaign links set (the server's are unset in e2e). */
/**
 * The server inlines the config and the phase in the page (decision 049), which would bypass
 * the routes below: the page is served with an empty data block, so the app fetches both.
 */
async function withoutBootData(page: Page): Promise<void> {
  await page.route('**/*', async (route) => {
    if (route.request().resourceType() !== 'document') return route.fallback();
    const response = await route.fetch();
    const body = (await response.text()).replace(
      /(<script type="application\/json" id="tvt-boot">)[\s\S]*?(<\/script>)/,
      '$1{}$2',
    );
    await route.fulfill({ response, body });
  });
}

export async function withCampaignLinks(page: Page): Promise<void> {
  await withoutBootData(page);
  await page.route('**/config.json', async (route) => {
    const response = await route.fetch();
    const json = (await response.json()) as Record<string, unknown>;
    await route.fulfill({ response, json: { ...json, links: LINKS } });
  });
}

/** Live totals and a top 3 as during a busy count weekend. */
export async function withCountResults(page: Page, delayMs = 0): Promise<void> {
  await page.route('**/api/count/v1/totals*', async (route) => {
    if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
    await route.fulfill({ json: { data: [{ participants: 12345, birds: 1234567 }] } });
  });
  await page.route('**/cdn/getTopRemote.json*', (route) =>
    route.fulfill({
      json: {
        data: [
          {
            id: 'huismus',
            name: 'Huismus',
            remoteimage: '/media/birds/huismus/default.svg',
            count: 250000,
          },
          {
            id: 'koolmees',
            name: 'Koolmees',
            remoteimage: '/media/birds/koolmees/default.svg',
            count: 180000,
          },
          {
            id: 'merel',
            name: 'Merel',
            remoteimage: '/media/birds/merel/default.svg',
            count: 120000,
          },
        ],
      },
    }),
  );
}

/** A phase answer some days before the count, so phase 1 has a real countdown. */
export async function withCountdown(page: Page, days: number): Promise<void> {
  await withoutBootData(page);
  await page.route('**/api/count/v1/phase*', (route) =>
    route.fulfill({
      json: {
        data: {
          id: 1,
          year: 2025,
          countingDays: ['2025-01-24', '2025-01-25', '2025-01-26'],
          lastCountingDay: '26 januari 2025',
          daysUntilPhase2: days,
          campaign: {
            year: 2025,
            name: 'Nationale Tuinvogeltelling',
            tag: 'tvt2025',
            phase1Start: '2024-12-01T08:00:00.000Z',
            phase2Start: '2025-01-24T07:00:00.000Z',
            phase3Start: '2025-01-27T11:00:00.000Z',
          },
        },
      },
    }),
  );
}
