import type { Page } from '@playwright/test';
import { expect, test, failedLoad } from './test.ts';
import { expectAccessible, heading, skipIntroTour } from './helpers.ts';

const back = (page: Page) => page.getByRole('link', { name: 'Terug', exact: true });

test.describe('tips', () => {
  test.beforeEach(async ({ page }) => skipIntroTour(page));

  test(
    "'Vogelkijktips' lists every tip in a 1- or 2-column grid",
    {
      tag: '@viewport',
    },
    async ({ page }, testInfo) => {
      await page.goto('/home/tips');
      await expect(heading(page, 'Vogelkijktips')).toBeVisible();
      await expect(back(page)).toHaveAttribute('href', '/home');
      const cards = page.locator('.tips-grid a');
      await expect(cards.first()).toBeVisible();
      expect(await cards.count()).toBeGreaterThanOrEqual(8);
      await expect(cards.first()).toHaveAttribute('href', /^\/home\/tips\/\d+$/);
      await expect(cards.first().locator('img')).toBeVisible();
      await expect(cards.first().locator('.chevron')).toBeVisible();
      const columns = await page
        .locator('.tips-grid')
        .evaluate((el) => getComputedStyle(el).gridTemplateColumns.split(' ').length);
      expect(columns).toBe(testInfo.project.name === 'phone' ? 1 : 2);
      await expectAccessible(page);
    },
  );

  test("no tips: 'Geen tips gevonden'", async ({ page }) => {
    await page.route('**/api/bird/v1/birds/recognitiontips?*', (route) =>
      route.fulfill({ json: { data: [] } }),
    );
    await page.goto('/home/tips');
    await expect(page.getByText('Geen tips gevonden')).toBeVisible();
  });

  test('a tip shows its title, image and text; from the list and back', async ({ page }) => {
    await page.goto('/home/tips');
    await page.getByRole('link', { name: /Tel een half uur lang/ }).click();
    await expect(page).toHaveURL(/\/home\/tips\/1$/);
    await expect(heading(page, 'Tel een half uur lang')).toBeVisible();
    await expect(back(page)).toHaveAttribute('href', '/home/tips');
    await expect(page.locator('.tip-detail__image')).toBeVisible();
    await expect(page.locator('.tip-detail__text')).toContainText(
      'Vogels die alleen hoog overvliegen tel je niet mee.',
    );
    await expectAccessible(page);
  });

  test("an unknown tip: 'Er is helaas geen tip gevonden'", async ({ page, browserErrors }) => {
    browserErrors.allow(failedLoad(404, '/api/bird/v1/birds/recognitiontips/9999'));
    await page.goto('/home/tips/9999');
    await expect(heading(page, 'Er is helaas geen tip gevonden')).toBeVisible();
    await expect(back(page)).toHaveAttribute('href', '/home/tips');
    // A way on, not a bare heading (issue 35).
    await expect(page.getByRole('link', { name: 'Bekijk alle vogelkijktips' })).toHaveAttribute(
      'href',
      '/home/tips',
    );
    await expect(page.getByRole('link', { name: 'Naar de Vogelgids' })).toBeVisible();
    await expect(page.getByRole('search')).toBeVisible();
    await expectAccessible(page);
  });
});

test.describe('more, about, FAQ', () => {
  test.beforeEach(async ({ page }) => skipIntroTour(page));

  test('more: logo, Quiz, the server menu as external links, Over de app', async ({ page }) => {
    await page.goto('/meer');
    await expect(heading(page, 'Meer')).toBeVisible();
    await expect(page.locator('.more-logo')).toBeVisible();
    const rows = page.locator('.menu-list a');
    await expect(rows.first()).toHaveAccessibleName('Quiz');
    await expect(rows.first()).toHaveAttribute('href', '/meer/quiz');
    await expect(rows.last()).toHaveAccessibleName('Over de app');
    await expect(rows.last()).toHaveAttribute('href', '/meer/over-de-app');
    const server = page.locator('.menu-list a[target="_blank"]');
    await expect(server.first()).toBeVisible();
    expect(await server.count()).toBeGreaterThanOrEqual(1);
    await expect(server.first()).toHaveAttribute('href', /^https:\/\//);
    await expectAccessible(page);
  });

  test("about: 'Over de app', the server text and the version small and centred", async ({
    page,
  }) => {
    await page.goto('/meer/over-de-app');
    await expect(heading(page, 'Over de app')).toBeVisible();
    await expect(page.locator('.about-text')).toContainText('Nationale Tuinvogeltelling');
    const version = page.locator('.container .version-label');
    await expect(version).toHaveText(/^versie /);
    expect(await version.evaluate((el) => getComputedStyle(el).textAlign)).toBe('center');
    await expectAccessible(page);
  });

  test("about without a text: 'Geen tekst gevonden'", async ({ page, browserErrors }) => {
    browserErrors.allow(failedLoad(404, '/api/content/v1/content/over-deze-app'));
    await page.route('**/api/content/v1/content/over-deze-app*', (route) =>
      route.fulfill({ status: 404, json: { message: 'Deze tekst bestaat niet.' } }),
    );
    await page.goto('/over-de-app');
    await expect(page.getByText('Geen tekst gevonden')).toBeVisible();
  });

  test("FAQ: 'Faq', back to /meer, questions that open and close", async ({ page }) => {
    await page.goto('/meer/veel-gestelde-vragen');
    await expect(heading(page, 'Faq')).toBeVisible();
    await expect(back(page)).toHaveAttribute('href', '/meer');
    const questions = page.locator('.faq__toggle');
    await expect(questions.first()).toBeVisible();
    expect(await questions.count()).toBeGreaterThanOrEqual(10);
    await expect(questions.first()).toHaveAttribute('aria-expanded', 'false');

    const overflying = page.getByRole('button', { name: 'Tel ik vogels die overvliegen ook mee?' });
    const answer = page.getByRole('region', { name: 'Tel ik vogels die overvliegen ook mee?' });
    await expect(answer).toBeHidden();
    await overflying.click();
    await expect(overflying).toHaveAttribute('aria-expanded', 'true');
    await expect(answer).toContainText('hoog over je tuin');
    await overflying.press('Enter');
    await expect(answer).toBeHidden();

    await page.getByRole('button', { name: /hoogste aantal tegelijk/ }).click();
    await expectAccessible(page);
  });

  test('FAQ without a text: Geen tekst gevonden', async ({ page, browserErrors }) => {
    browserErrors.allow(failedLoad(404, '/api/content/v1/content/veelgestelde-vragen'));
    await page.route('**/api/content/v1/content/veelgestelde-vragen*', (route) =>
      route.fulfill({ status: 404, json: { message: 'Deze tekst bestaat niet.' } }),
    );
    await page.goto('/veel-gestelde-vragen');
    await expect(heading(page, 'Faq')).toBeVisible();
    await expect(page.getByText('Geen tekst gevonden')).toBeVisible();
  });
});

test('the intro tour shows bird drawings', async ({ page }) => {
  await page.goto('/meer');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  const image = dialog.locator('img');
  await expect(image).toHaveAttribute('src', /\/media\/birds\/[a-z-]+\/default\.svg/);
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0);
});
