import type { Page } from '@playwright/test';
import { expect, test, failedLoad } from './test.ts';
import { expectAccessible, heading, skipIntroTour } from './helpers.ts';

test.beforeEach(async ({ page }) => skipIntroTour(page));

const cards = (page: Page) => page.locator('.bird-guide .bird-card');

test('search finds the Turkse tortel from "tortel", and the keyboard opens it', async ({
  page,
}) => {
  await page.goto('/vogelgids');
  await expect(heading(page, 'Vogelgids')).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'A', exact: true })).toBeVisible();
  await expectAccessible(page);

  const search = page.getByPlaceholder('Zoeken');
  await search.focus();
  await page.keyboard.type('tortel');
  // Typing counts as done one second after the last key.
  await expect(cards(page)).toHaveCount(1, { timeout: 5000 });
  await expect(cards(page).first()).toHaveText('Turkse tortel');
  // Search results are ranked, not filed under letters.
  await expect(page.getByRole('heading', { level: 2, name: 'T', exact: true })).toHaveCount(0);

  await page.keyboard.press('Tab');
  await expect(cards(page).first()).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/vogelgids\/turkse-tortel$/);
  await expect(heading(page, 'Turkse tortel')).toBeVisible();

  await page.goto('/vogelgids');
  await page.getByPlaceholder('Zoeken').fill('xyzvogel');
  await expect(page.getByText('Geen vogels gevonden')).toBeVisible({ timeout: 5000 });
  await expectAccessible(page);
});

test('one search finds parts of names, other names, scientific names and small typos', async ({
  page,
}) => {
  await page.goto('/vogelgids');
  const search = page.getByPlaceholder('Zoeken');
  const names = () => cards(page).allInnerTexts();
  for (const [keyword, expected] of [
    ['mees', 'Koolmees'],
    ['duif', 'Houtduif'],
    ['meeuw', 'Kokmeeuw'],
    ['eend', 'Kuifeend'],
  ] as const) {
    await search.fill(keyword);
    await expect.poll(names, { timeout: 5000 }).toContain(expected);
  }
  await search.fill('vlaamse');
  await expect.poll(names, { timeout: 5000 }).toEqual(['Vlaamse gaai']);
  await search.fill('gaai');
  await expect.poll(async () => (await names())[0], { timeout: 5000 }).toBe('Vlaamse gaai');
  await search.fill('Parus major');
  await expect.poll(names, { timeout: 5000 }).toEqual(['Koolmees']);
  await search.fill('merrel');
  await expect.poll(async () => (await names())[0], { timeout: 5000 }).toBe('Merel');
  await expect(page.getByRole('status')).toHaveText(/\d+ vogels gevonden/);
  await expectAccessible(page);
});

test('scrolling to the end loads the next page of 20', async ({ page }) => {
  await page.goto('/vogelgids');
  await expect(cards(page)).toHaveCount(20);
  const second = page.waitForRequest(
    (r) => r.url().includes('/birds?') && r.url().includes('offset=1'),
  );
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await second;
  await expect(cards(page)).toHaveCount(40);

  // The fallback button loads a page for someone who does not scroll.
  const more = page.getByRole('button', { name: 'Meer laden' });
  await more.focus();
  await page.keyboard.press('Enter');
  await expect.poll(() => cards(page).count()).toBeGreaterThanOrEqual(60);
  // Every image has its size set, so nothing jumps while they load.
  const unsized = await page.locator('.bird-card img:not([width][height])').count();
  expect(unsized).toBe(0);
});

test('the detail shows the sections that have data and links to similar birds', async ({
  page,
}) => {
  await page.goto('/vogelgids/huismus');
  await expect(heading(page, 'Huismus')).toBeVisible();
  await expect(page.getByRole('img', { name: 'Tekening van de huismus' })).toBeVisible();
  await expect(page.getByText('Passer domesticus', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Tip' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Herkenning' })).toBeVisible();
  await expect(page.locator('.plumage-gallery figcaption').first()).toHaveText(/^Man/);
  // The default content ships no sounds or videos: those sections stay away.
  await expect(page.getByRole('group', { name: /Geluid van/ })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Video' })).toHaveCount(0);
  await expectAccessible(page);

  // The gallery moves by keyboard.
  const gallery = page.locator('.plumage-gallery');
  await gallery.focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.locator('.plumage-gallery__controls [aria-live]')).toHaveText(/^2 van/);

  const similar = page.getByRole('heading', { name: 'Heeft gelijkenis met' });
  await expect(similar).toBeVisible();
  const link = page.locator('.bird-section .bird-card').first();
  const name = (await link.textContent()) ?? '';
  await link.click();
  await expect(page).toHaveURL(/\/vogelgids\/[a-z-]+$/);
  await expect(heading(page, name)).toBeVisible();
  await page.getByRole('link', { name: 'Terug' }).click();
  await expect(page).toHaveURL(/\/vogelgids$/);
});

test('the back link is the first path segment, and an unknown bird is not found', async ({
  page,
  browserErrors,
}) => {
  browserErrors.allow(failedLoad(404, '/api/bird/v1/birds/bestaat-niet'));
  await page.goto('/herkennen/koolmees');
  await expect(heading(page, 'Koolmees')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Terug' })).toHaveAttribute('href', '/herkennen');
  await page.goto('/home/koolmees');
  await expect(page.getByRole('link', { name: 'Terug' })).toHaveAttribute('href', '/home');

  await page.goto('/vogelgids/bestaat-niet');
  await expect(heading(page, 'Vogel niet gevonden')).toBeVisible();
  await expectAccessible(page);
});
