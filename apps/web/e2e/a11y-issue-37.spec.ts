import { randomUUID } from 'node:crypto';
import { expect, type Page } from '@playwright/test';
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
import { expectAccessible, heading, skipIntroTour } from './helpers.ts';
import { runningCampaignEnv, testOnOwnServer } from './own-server.ts';

// Issue 37: what a screen-reader, keyboard-only or zoom user still met after issue 15. On a
// server of its own: the 200 % text walk sends counts, which would move other specs' totals.
const { test } = testOnOwnServer(runningCampaignEnv(new Date()));

/** The app's one polite live region (shared/ui/announcer.tsx). */
const announcer = (page: Page) => page.locator('#tvt-announcer');

test('every counter change and the running total are announced politely', async ({ page }) => {
  await openCount(page);
  // In the page, empty, before anything changes: a region added with its text is often missed.
  await expect(announcer(page)).toHaveAttribute('aria-live', 'polite');
  await expect(announcer(page)).toHaveText('');
  const card = page.locator('.bird-grid .bird-card').first();
  const name = (await card.locator('.bird-card__name').innerText()).replace(/\s+/g, '');
  const said = async () => (await announcer(page).innerText()).replace(/\s+/g, ' ').trim();

  await plus(page, 0).click();
  await expect.poll(said).toMatch(/^.+: 1\. 1 vogel, 1 soort$/);
  expect((await said()).replace(/[\s\u00ad]/g, '')).toContain(name.replace(/\u00ad/g, ''));
  await plus(page, 0).click();
  await expect.poll(said).toMatch(/: 2\. 2 vogels, 1 soort$/);
  await plus(page, 1).click();
  await expect.poll(said).toMatch(/: 1\. 3 vogels, 2 soorten$/);

  // '−' down to zero disables '−': the focus goes to '+' of the same bird, not the page body.
  const minus = card.getByRole('button', { name: /één minder$/ });
  await minus.click();
  await expect.poll(said).toMatch(/: 1\. 2 vogels, 2 soorten$/);
  await minus.click();
  await expect.poll(said).toMatch(/: 0\. 1 vogel, 1 soort$/);
  await expect(plus(page, 0)).toBeFocused();

  // The search's result count comes from a region that was there before the first letter.
  const status = page.locator('.count-step p[role="status"]').filter({ hasText: /gevonden/ });
  await page.getByLabel('Zoek een vogelsoort om te tellen').fill('mees');
  await expect(status).toHaveText(/^\d+ gevonden$/);
});

test('a route change puts the focus on the new heading and announces the title', async ({
  page,
}) => {
  await skipIntroTour(page);
  await page.goto('/home');
  await expect(heading(page, 'Nationale Tuinvogeltelling')).toBeVisible();
  await page.getByRole('navigation').getByRole('link', { name: 'Vogelgids' }).first().click();
  await expect(heading(page, 'Vogelgids')).toBeFocused();
  await expect(announcer(page)).toHaveText('Vogelgids – Tuinvogeltelling');
  await page.goBack();
  await expect(heading(page, 'Nationale Tuinvogeltelling')).toBeFocused();
});

test('closing the intro tour leaves the focus on the heading, not the body', async ({ page }) => {
  await page.goto('/home');
  await expect(page.locator('dialog[open]')).toHaveCount(1);
  await page.keyboard.press('Escape');
  await expect(page.locator('dialog[open]')).toHaveCount(0);
  await expect(page.locator('#inhoud h1')).toBeFocused();
});

test("'Meer laden' puts the focus on the first new bird", async ({ page }) => {
  await skipIntroTour(page);
  await page.goto('/vogelgids');
  const cards = page.locator('.bird-guide .bird-grid a');
  await expect(cards).toHaveCount(20);
  const more = page.getByRole('button', { name: 'Meer laden' });
  await more.focus();
  // Focusing it scrolls to the end, which may load a page by itself: press once that is done.
  await expect(more).toBeEnabled();
  await page.waitForLoadState('networkidle');
  const before = await cards.count();
  await page.keyboard.press('Enter');
  await expect.poll(() => cards.count()).toBeGreaterThan(before);
  await expect(cards.nth(before)).toBeFocused();
  // The next Tab goes on through the new birds.
  await page.keyboard.press('Tab');
  await expect(cards.nth(before + 1)).toBeFocused();
});

/** The public screens, one per layout (the count's steps are walked below). */
const SCREENS = [
  '/home?phase=1',
  '/home?phase=2',
  '/home?phase=3',
  '/home/tips',
  '/home/huismus',
  '/telling?phase=2',
  '/herkennen',
  '/herkennen/vragen',
  '/herkennen/foto',
  '/vogelgids',
  '/vogelgids/huismus',
  '/meer',
  '/meer/quiz',
  '/meer/account',
  '/meer/veel-gestelde-vragen',
  '/meer/over-de-app',
  '/resultaten',
  '/resultaten/provincie/PV26',
  '/resultaten/gemeente/GM0344',
  '/bestaat-niet',
];

/** The page's width beyond the window (0 when none), with what sticks out first. */
async function sideways(page: Page): Promise<string | 0> {
  return page.evaluate(() => {
    const { scrollWidth, clientWidth } = document.documentElement;
    if (scrollWidth <= clientWidth) return 0;
    const out = [...document.querySelectorAll('body *')].find((el) => {
      if (el.getBoundingClientRect().right <= clientWidth + 1) return false;
      for (let up = el.parentElement; up; up = up.parentElement) {
        if (getComputedStyle(up).overflowX !== 'visible') return false;
      }
      return true;
    });
    const name = out ? `${out.tagName.toLowerCase()}.${[...out.classList].join('.')}` : '?';
    return `${scrollWidth - clientWidth} px too wide (${name})`;
  });
}

/**
 * Text on the home banner's picture: each line of it must sit on the panel, which must be opaque
 * with 4.5:1 or more against the text. Answers what fails.
 */
async function bannerTextOffItsBacking(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const panel = document.querySelector('.home-banner__panel');
    if (!panel) return [];
    const channels = (colour: string) => colour.match(/[\d.]+/g)!.map(Number);
    const luminance = (colour: string) => {
      const [r = 0, g = 0, b = 0] = channels(colour).map((c) => {
        const v = c / 255;
        return v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * r + 0.7152 * g + 0.0722 * b;
    };
    const style = getComputedStyle(panel);
    const alpha = channels(style.backgroundColor)[3] ?? 1;
    const [light, dark] = [luminance(style.color), luminance(style.backgroundColor)].sort(
      (a, b) => b - a,
    );
    const ratio = (light! + 0.05) / (dark! + 0.05);
    const failures = alpha < 1 || ratio < 4.5 ? [`panel ${alpha} ${ratio.toFixed(2)}:1`] : [];
    const box = panel.getBoundingClientRect();
    for (const el of document.querySelectorAll('.home-banner *')) {
      const own = [...el.childNodes].some((n) => n.nodeType === 3 && n.textContent!.trim());
      if (!own) continue;
      const range = document.createRange();
      range.selectNodeContents(el);
      const r = range.getBoundingClientRect();
      const inside =
        r.left >= box.left - 1 &&
        r.right <= box.right + 1 &&
        r.top >= box.top - 1 &&
        r.bottom <= box.bottom + 1;
      if (!inside) failures.push(el.textContent.trim());
    }
    return failures;
  });
}

async function openScreen(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.locator('main h1').first()).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

/**
 * Tabs through the page and lists each focused control that is not wholly in view and on top:
 * points near its corners and its middle must each hit the control (not a sticky bar over it).
 */
async function hiddenWhenFocused(page: Page, steps: number): Promise<string[]> {
  const hidden: string[] = [];
  for (let i = 0; i < steps; i += 1) {
    await page.keyboard.press('Tab');
    const miss = await page.evaluate(() => {
      const el = document.activeElement;
      if (!(el instanceof HTMLElement) || el === document.body) return undefined;
      const r = el.getBoundingClientRect();
      // Inside the rounded corners, which the browser's hit test leaves out.
      const x = (f: number) => r.left + r.width * f;
      const y = (f: number) => r.top + r.height * f;
      const points: [number, number][] = [
        [x(0.2), y(0.2)],
        [x(0.8), y(0.2)],
        [x(0.2), y(0.8)],
        [x(0.8), y(0.8)],
        [x(0.5), y(0.5)],
      ];
      const seen = points.every(([x, y]) => {
        const hit = document.elementFromPoint(x, y);
        return hit !== null && (hit === el || el.contains(hit));
      });
      return seen ? undefined : el.getAttribute('aria-label') || el.textContent?.trim() || el.id;
    });
    if (miss !== undefined) hidden.push(miss);
  }
  return hidden;
}

test.describe('400 % zoom: 320 × 256 CSS px', () => {
  test.use({ viewport: { width: 320, height: 256 } });
  test.beforeEach(async ({ page }) => skipIntroTour(page));

  test('no public screen scrolls both ways', async ({ page }) => {
    test.setTimeout(120_000);
    const wide: string[] = [];
    for (const path of SCREENS) {
      await openScreen(page, path);
      const extra = await sideways(page);
      if (extra) wide.push(`${path}: ${extra}`);
    }
    expect(wide).toEqual([]);
  });

  test('every focused control of the count is wholly visible', async ({ page }) => {
    test.setTimeout(120_000);
    await openCount(page);
    await page.locator('main h1').focus();
    expect(await hiddenWhenFocused(page, 60)).toEqual([]);
  });
});

/**
 * 200 % text on a phone: the browser's font size doubled (Chromium's own setting, which Android
 * Chrome's text scaling and a desktop's 'very large' font size set too). Every size of the app
 * is in rem, so it grows all text as the user's setting does, and nothing else.
 */
test('at 200 % text no screen scrolls sideways, the count and the results included', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Page.setFontSizes', { fontSizes: { standard: 32, fixed: 26 } });
  await skipIntroTour(page);
  const wide: string[] = [];
  const check = async (name: string) => {
    const extra = await sideways(page);
    if (extra) wide.push(`${name}: ${extra}`);
  };
  for (const path of SCREENS) {
    await openScreen(page, path);
    await check(path);
  }
  // The count's steps, then the results once there are five counts to show.
  const lookup = await addressLookupWorks(request);
  await openCount(page);
  await countSomeBirds(page);
  await check('telling');
  await toCountPlace(page);
  await fillCountPlace(page);
  await check('telplek');
  await toPersonal(page);
  await fillPersonal(page, lookup);
  await check('gegevens');
  await toSummary(page);
  await check('overzicht');
  const sent = page.waitForResponse(
    (r) => r.url().endsWith('/api/count/v1/inzending') && r.status() === 200,
  );
  await page.getByRole('button', { name: 'Akkoord en verstuur telling' }).click();
  const response = await sent;
  await expect(heading(page, 'Bedankt voor het tellen!')).toBeVisible();
  await check('succes');
  const body = response.request().postDataJSON() as Record<string, unknown>;
  const { tellingUUID } = (await response.json()) as { tellingUUID: string };
  for (let i = 0; i < 4; i += 1) {
    const more = await request.post('/api/count/v1/inzending', {
      data: { ...body, countId: randomUUID() },
    });
    expect(more.ok()).toBe(true);
  }
  const offBacking: string[] = [];
  for (const path of ['/resultaten', `/resultaten/telling/${tellingUUID}`, '/home?phase=2']) {
    await openScreen(page, path);
    await check(path);
  }
  // The banner's totals, now that they are five figures wide.
  await expect(page.locator('.live-totals dd').first()).not.toHaveText('0');
  offBacking.push(...(await bannerTextOffItsBacking(page)));
  expect(wide).toEqual([]);
  expect(offBacking).toEqual([]);
});

/** The focused control's outline against the card it sits on, as a contrast ratio. */
async function focusRingContrast(page: Page): Promise<number> {
  return page.evaluate(() => {
    const channels = (colour: string) =>
      colour
        .match(/[\d.]+/g)!
        .slice(0, 3)
        .map(Number);
    const luminance = (colour: string) => {
      const [r = 0, g = 0, b = 0] = channels(colour).map((c) => {
        const v = c / 255;
        return v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * r + 0.7152 * g + 0.0722 * b;
    };
    const el = document.activeElement!;
    const ring = getComputedStyle(el);
    if (ring.outlineStyle === 'none' || parseFloat(ring.outlineWidth) < 2) return 0;
    const card = getComputedStyle(el.closest('.card') ?? document.body).backgroundColor;
    const [light, dark] = [luminance(ring.outlineColor), luminance(card)].sort((a, b) => b - a);
    return (light! + 0.05) / (dark! + 0.05);
  });
}

for (const colorScheme of ['light', 'dark'] as const) {
  test(`identity pages (${colorScheme}): the scheme, a 3:1 focus ring, axe`, async ({ page }) => {
    await page.emulateMedia({ colorScheme });
    await skipIntroTour(page);
    await page.goto('/meer/account');
    await page.getByRole('button', { name: 'Inloggen' }).click();
    for (const [title, link] of [
      ['Inloggen', 'Account aanmaken'],
      ['Account aanmaken', undefined],
    ] as const) {
      await expect(heading(page, title)).toBeVisible();
      const background = await page.evaluate(
        () => getComputedStyle(document.documentElement).backgroundColor,
      );
      const channels = background.match(/\d+/g)!.slice(0, 3).map(Number);
      if (colorScheme === 'dark') expect(Math.max(...channels)).toBeLessThan(40);
      else expect(Math.min(...channels)).toBeGreaterThan(200);
      await page.getByLabel(/^E-mailadres/).focus();
      expect(await focusRingContrast(page)).toBeGreaterThanOrEqual(3);
      await expectAccessible(page);
      if (link) await page.getByRole('link', { name: link }).click();
    }
    await page.goBack();
    await page.getByRole('link', { name: 'Wachtwoord vergeten?' }).click();
    await expect(heading(page, 'Wachtwoord vergeten')).toBeVisible();
    await page.getByLabel('E-mailadres').focus();
    expect(await focusRingContrast(page)).toBeGreaterThanOrEqual(3);
    await expectAccessible(page);
  });
}
