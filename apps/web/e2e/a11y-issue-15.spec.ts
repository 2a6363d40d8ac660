import type { Page } from '@playwright/test';
import { expect, test } from './test.ts';
import {
  addressLookupWorks,
  countSomeBirds,
  fillPersonal,
  openCount,
  toCountPlace,
  toPersonal,
} from './count-helpers.ts';
import { expectAccessible, skipIntroTour } from './helpers.ts';

// Issue 15: the defects axe does not find, each with the check that would have caught it.

/** Opens a sheet with `opener`, closes it by its close text, and expects focus back on it. */
async function expectFocusReturns(page: Page, opener: ReturnType<Page['getByRole']>) {
  await opener.click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Sluiten' }).first().click();
  await expect(dialog).toHaveCount(0);
  await expect(opener).toBeFocused();
  // Escape too.
  await opener.click();
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(opener).toBeFocused();
}

test.describe('focus returns to the opener when a sheet closes', () => {
  test.beforeEach(async ({ page }) => skipIntroTour(page));

  test('Vogelsoort toevoegen', async ({ page }) => {
    await openCount(page);
    await expectFocusReturns(page, page.getByRole('button', { name: 'Vogelsoort toevoegen' }));
  });

  test('Filteren (wizard)', async ({ page }) => {
    await page.goto('/herkennen/vragen');
    await expectFocusReturns(page, page.getByRole('button', { name: 'Filteren' }));
  });

  test('Hoe werkt het? (herkennen)', async ({ page }) => {
    await page.goto('/herkennen');
    // The account promotion opens by itself for a guest: close it first (focus has no opener).
    const promotion = page.getByRole('dialog', { name: 'Maak een account aan' });
    if (await promotion.isVisible().catch(() => false)) {
      await page.keyboard.press('Escape');
      // It opened by itself: focus goes to the main content, not the page body.
      await expect(page.locator('#inhoud')).toBeFocused();
    }
    await expectFocusReturns(page, page.getByRole('button', { name: 'Hoe werkt het?' }));
  });

  test('Uitleg (quiz) and Start de quiz', async ({ page }) => {
    await page.goto('/meer/quiz');
    await page.getByRole('button', { name: 'Start de quiz' }).click();
    // The button is gone; the question has the focus, not the page body.
    await expect(page.locator('.quiz-question__text')).toBeFocused();
    await expectFocusReturns(page, page.getByRole('button', { name: 'Uitleg' }));
  });
});

/** Tabs through the page; no focused control may sit under the tab bar or the sticky top. */
async function tabThrough(page: Page, steps: number, mustVisit: RegExp[]) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.locator('h1').first().click();
  const seen = new Set<string>();
  const hidden: string[] = [];
  for (let i = 0; i < steps; i += 1) {
    await page.keyboard.press('Tab');
    const info = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      if (!el || el === document.body) return undefined;
      const r = el.getBoundingClientRect();
      const bar = document.querySelector('.tab-bar')?.getBoundingClientRect();
      const header = document.querySelector('.app-header')?.getBoundingClientRect();
      const label =
        (el as HTMLInputElement).labels?.[0]?.textContent ||
        el.getAttribute('aria-label') ||
        el.textContent ||
        el.tagName;
      const under = bar !== undefined && bar.height > 0 && r.bottom > bar.top + 1;
      // Overlays by design (the skip link) sit on top of everything.
      const overlay = ['fixed', 'absolute'].includes(getComputedStyle(el).position);
      const over =
        header !== undefined && r.top < header.bottom - 1 && !el.closest('.app-header') && !overlay;
      const invisible = r.width < 2 || r.height < 2 || (el as HTMLInputElement).type === 'file';
      // The tab bar and the desktop side menu are fixed themselves: never covered.
      const inBar = !!el.closest('.tab-bar, .side-menu');
      return { label: label.trim(), under, over, invisible, inBar };
    });
    if (!info || info.inBar) continue;
    seen.add(info.label);
    if (info.under || info.over || info.invisible) hidden.push(JSON.stringify(info));
  }
  expect(hidden).toEqual([]);
  for (const name of mustVisit)
    expect(
      [...seen].some((s) => name.test(s)),
      String(name),
    ).toBe(true);
}

test(
  'no focused control hides behind the tab bar on the count flow',
  {
    tag: '@viewport',
  },
  async ({ page, request }) => {
    test.setTimeout(240_000);
    const lookup = await addressLookupWorks(request);
    await openCount(page);
    await countSomeBirds(page);
    await toCountPlace(page);
    await page.getByRole('radio', { name: 'Tuin' }).check();
    await tabThrough(page, 90, [/Wat voor teller ben je/, /Biologische beplanting/, /Vijver/]);
    await toPersonal(page);
    await fillPersonal(page, lookup);
    await tabThrough(page, 30, [/Straat/]);
  },
);

test('the gallery jumps, not glides, under reduced motion', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/vogelgids/huismus');
  const gallery = page.locator('.plumage-gallery');
  await expect(gallery).toBeVisible();
  const moved = await page.evaluate(async () => {
    const track = document.querySelector('.plumage-gallery') as HTMLElement;
    const next = [...document.querySelectorAll('.plumage-gallery__controls button')].at(-1);
    (next as HTMLButtonElement).click();
    // One frame later a smooth scroll has barely started; an instant one is done.
    await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
    const item = track.children[1] as HTMLElement;
    return { at: track.scrollLeft, target: item.offsetLeft - track.offsetLeft };
  });
  expect(Math.abs(moved.at - moved.target)).toBeLessThan(2);
});

test.describe('text enlarged to 200 % on a phone', () => {
  test.beforeEach(async ({ page }) => skipIntroTour(page));

  for (const path of ['/home?phase=1', '/home?phase=2', '/telling?phase=2', '/herkennen/vragen']) {
    test(`${path}: banner keeps its text, tab bar stays on screen`, async ({ page }) => {
      await page.goto(path);
      await expect(page.locator('h1').first()).toBeVisible();
      await page.addStyleTag({ content: 'html { font-size: 200% !important; }' });
      const check = await page.evaluate(() => {
        const width = document.documentElement.clientWidth;
        const items = [...document.querySelectorAll('.tab-bar a')].map((a) => {
          const r = a.getBoundingClientRect();
          return { left: r.left, right: r.right, clipped: a.scrollWidth > a.clientWidth + 1 };
        });
        const banner = document.querySelector('.home-banner');
        return {
          pageWider: document.documentElement.scrollWidth > width + 1,
          zoomedOut: window.innerWidth !== 375,
          itemsOff: items.filter((i) => i.left < -1 || i.right > width + 1 || i.clipped).length,
          items: items.length,
          bannerCut: banner ? banner.scrollHeight > banner.clientHeight + 1 : false,
        };
      });
      expect(check).toEqual({
        pageWider: false,
        zoomedOut: false,
        itemsOff: 0,
        items: 4,
        bannerCut: false,
      });
    });
  }
});

test("'Halsbandparkiet' breaks between its parts, never mid-word", async ({ page }) => {
  await openCount(page);
  const name = page.locator('.bird-card__name', { hasText: /^Halsband\u00ADparkiet$/ });
  await expect(name).toHaveCount(1);
  const lines = await name.evaluate((h) => {
    const text = h.firstChild as Text;
    const top = (i: number) => {
      const range = document.createRange();
      range.setStart(text, i);
      range.setEnd(text, i + 1);
      return Math.round(range.getBoundingClientRect().top);
    };
    const s = text.data;
    // 'r' of 'parkiet' (the first letter after a break can report the previous line's end).
    return { H: top(0), d: top(s.indexOf('d')), r: top(s.indexOf('r')), t: top(s.length - 1) };
  });
  // Either on one line, or broken exactly at the soft hyphen: 'Halsband-' / 'parkiet'.
  expect(lines.H).toBe(lines.d);
  expect(lines.r).toBe(lines.t);
  expect(await name.evaluate((h) => h.scrollWidth <= h.clientWidth)).toBe(true);
});
