import { expect, test } from './test.ts';
import { expectAccessible, expectPhase, heading, skipIntroTour } from './helpers.ts';
import { withCampaignLinks, withCountdown, withCountResults } from './home-fixtures.ts';
import { OwnServer } from './own-server.ts';

const HOME = 'Nationale Tuinvogeltelling';

test.beforeEach(async ({ page }) => skipIntroTour(page));

test.describe('phase 1: before the count', () => {
  test('countdown, sign-up, tips, quiz and common birds', async ({ page }) => {
    await withCampaignLinks(page);
    await withCountdown(page, 12);
    await page.goto('/home?phase=1&refcode=VRIEND');
    await expectPhase(page, 1);
    await expect(heading(page, HOME)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Nog 12 dagen' })).toBeVisible();
    await expect(page.getByText('Tel mee op 24, 25 en 26 januari 2025')).toBeVisible();

    const signUp = page.getByRole('link', { name: /^Doe alvast mee/ });
    await expect(signUp).toHaveAttribute('target', '_blank');
    const href = new URL((await signUp.getAttribute('href')) ?? '');
    expect(href.origin + href.pathname).toBe('https://example.org/aanmelden');
    expect(href.searchParams.get('utm_campaign')).toBe('tvt2025');
    expect(href.searchParams.get('refcode')).toBe('VRIEND');

    const tips = page.locator('.tips-grid a');
    await expect(tips).toHaveCount(2);
    for (const link of await tips.all())
      await expect(link).toHaveAttribute('href', /^\/home\/tips\/\d+$/);
    await expect(page.getByRole('link', { name: 'Alle vogelkijktips' })).toHaveAttribute(
      'href',
      '/home/tips',
    );
    await expect(page.getByRole('link', { name: 'Doe de quiz' })).toHaveAttribute('href', '/quiz');
    await expect(
      page.getByText('Ken jij alle vogels? Word nog beter in tellen en doe de quiz.'),
    ).toBeVisible();

    const birds = page.locator('.common-birds a');
    await expect(birds).toHaveCount(3);
    for (const link of await birds.all())
      await expect(link).toHaveAttribute('href', /^\/vogelgids\/[a-z-]+$/);
    await expect(page.getByRole('link', { name: 'Bekijk alle vogels' })).toHaveAttribute(
      'href',
      '/vogelgids',
    );
    await expectAccessible(page);
  });

  test('one day left, no sign-up page set (our own sign-up), no common birds', async ({ page }) => {
    await withCountdown(page, 1);
    await page.route('**/api/bird/v1/birds?*primary=true*', (route) =>
      route.fulfill({ json: { data: { data: [], count: 0 } } }),
    );
    await page.goto('/home?phase=1');
    await expect(page.getByRole('heading', { name: 'Nog 1 dag' })).toBeVisible();
    await expect(
      page.getByText('Er zijn helaas geen veelvoorkomende vogels in Nederland gevonden'),
    ).toBeVisible();
    // No external sign-up page: our own reminder sign-up (decision 080).
    await expect(page.getByRole('link', { name: /Doe alvast mee/ })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Doe alvast mee' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Bekijk alle vogels' })).toBeVisible();
  });
});

test.describe('phase 2: during the count', () => {
  test('banner with live totals, count button, links and top 3', async ({ page }) => {
    await withCampaignLinks(page);
    await withCountResults(page);
    await page.goto('/home?phase=2');
    await expectPhase(page, 2);
    const banner = page.locator('a.home-banner');
    await expect(banner).toHaveAttribute('href', '/telling');
    await expect(banner.getByRole('heading', { name: 'Het is begonnen!' })).toBeVisible();
    await expect(banner.getByTestId('total-participants')).toHaveText('12.345');
    await expect(banner.getByTestId('total-birds')).toHaveText('1.234.567');
    await expect(banner.getByText('deelnemers', { exact: true })).toBeVisible();
    await expect(banner.getByText('getelde vogels', { exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Tel nu mee!' })).toHaveAttribute(
      'href',
      '/telling',
    );

    await expect(page.getByRole('link', { name: /Bekijk de social wall/ })).toHaveAttribute(
      'href',
      'https://example.org/socialwall',
    );
    await expect(page.getByRole('link', { name: /Volg ons op Instagram/ })).toHaveAttribute(
      'target',
      '_blank',
    );

    const top = page.locator('.top-birds a');
    await expect(top).toHaveCount(3);
    await expect(top.nth(0)).toHaveAttribute('href', '/vogelgids/huismus');
    await expect(top.nth(0)).toContainText('250.000 geteld');
    await expect(page.getByRole('link', { name: /^Bekijk alle resultaten/ })).toHaveAttribute(
      'href',
      'https://example.org/resultaten',
    );
    await expectAccessible(page);
  });

  test('nothing counted yet: zero totals, no podium, unset links hidden, own results', async ({
    page,
  }) => {
    // Other specs count on the shared server; this one needs a database nobody counted in.
    test.setTimeout(120_000);
    const server = await OwnServer.create();
    await server.start();
    try {
      await page.goto(`${server.url}/home?phase=2`);
      await expect(page.getByTestId('total-participants')).toHaveText('0');
      await expect(page.getByTestId('total-birds')).toHaveText('0');
      // No empty podium, but the slider's place says what will come there (no layout shift).
      await expect(page.locator('.top-birds a')).toHaveCount(0);
      await expect(page.locator('.top-birds')).toContainText('Nog geen tellingen binnen.');
      await expect(page.getByRole('link', { name: /social wall/ })).toHaveCount(0);
      // No external results page configured: the app's own results.
      await expect(page.getByRole('link', { name: 'Bekijk alle resultaten' })).toHaveAttribute(
        'href',
        '/resultaten',
      );
      await expect(page.getByRole('link', { name: 'Tel nu mee!' })).toBeVisible();
    } finally {
      await server.stop();
    }
  });

  // Where the button sits depends on the width: checked on both.
  test('the totals arriving late move nothing', { tag: '@viewport' }, async ({ page }) => {
    await withCountResults(page, 1500);
    await page.goto('/home?phase=2');
    const button = page.getByRole('link', { name: 'Tel nu mee!' });
    await expect(button).toBeVisible();
    const before = await button.boundingBox();
    await expect(page.getByTestId('total-birds')).toHaveText('1.234.567');
    expect(await button.boundingBox()).toEqual(before);
  });

  test('the visitor segment picks the banner image', { tag: '@viewport' }, async ({ page }) => {
    await page.goto('/home?phase=2&t=bs');
    const image = page.locator('.home-banner__image');
    await expect(image).toHaveAttribute('src', /campaign-bs/);
    await expect(image).toHaveAttribute('width', '1200');
    await expect(image).toHaveAttribute('height', '400');
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
    const height = await page
      .locator('.home-banner')
      .evaluate((el) => el.getBoundingClientRect().height);
    expect(height).toBe(page.viewportSize()!.width < 576 ? 200 : 260);
  });
});

test.describe('phase 3: after the count', () => {
  test('thank-you banner, results, top 3, guide, quiz and course', async ({ page }) => {
    await withCampaignLinks(page);
    await withCountResults(page);
    await page.goto('/home?phase=3');
    await expectPhase(page, 3);
    await expect(page.getByRole('heading', { name: 'Bedankt voor het tellen!' })).toBeVisible();
    await expect(page.locator('a.home-banner')).toHaveCount(0);
    await expect(page.getByRole('link', { name: /^Bekijk de resultaten/ })).toHaveAttribute(
      'href',
      'https://example.org/resultaten',
    );
    await expect(page.locator('.top-birds a')).toHaveCount(3);
    await expect(page.getByRole('link', { name: 'Naar de Vogelgids' })).toHaveAttribute(
      'href',
      '/vogelgids',
    );
    await expect(page.getByRole('link', { name: 'Doe de quiz' })).toHaveAttribute('href', '/quiz');
    await expect(page.getByRole('link', { name: /^Volg de gratis cursus/ })).toHaveAttribute(
      'href',
      'https://example.org/cursus',
    );
    await expect(page.getByRole('link', { name: 'Tel nu mee!' })).toHaveCount(0);
    await expectAccessible(page);
  });
});

for (const phase of [1, 2, 3] as const) {
  test(`the campaign banner image shows in phase ${phase}`, async ({ page }) => {
    await withCampaignLinks(page);
    await withCountResults(page);
    if (phase === 1) await withCountdown(page, 12);
    await page.goto(`/home?phase=${phase}`);
    await expectPhase(page, phase);
    const image = page.locator('.home-banner__image');
    await expect(image).toBeVisible();
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
  });
}
