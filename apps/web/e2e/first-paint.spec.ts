import type { Page } from '@playwright/test';
import { expect, test } from './test.ts';
import { builtChunk, skipIntroTour } from './helpers.ts';

/** Issue 15: the HTML the server sends already shows the shell, with its data inlined. */
test.describe('before any JavaScript has run', () => {
  test.use({ javaScriptEnabled: false });

  test('the page shows the top strip, the nav bar, the tab bar and a skeleton', async ({
    page,
  }) => {
    await page.goto('/telling?phase=2');
    await expect(page.locator('.top-strip')).toHaveText('Tuinvogeltelling');
    await expect(page.locator('.nav-bar')).toBeVisible();
    const tabs = page.getByRole('navigation', { name: 'Hoofdmenu' });
    await expect(tabs).toBeVisible();
    await expect(tabs.getByRole('link', { name: 'Vogelgids' })).toHaveAttribute(
      'href',
      '/vogelgids',
    );
    await expect(page.locator('main .skeleton').first()).toBeVisible();
    // axe needs JavaScript: the same frame is checked with it on every screen of routes.spec.ts.
  });

  test('the config and the phase come with the page as data, not as script', async ({
    page,
    request,
  }) => {
    await page.goto('/home');
    const block = page.locator('script#tvt-boot');
    await expect(block).toHaveAttribute('type', 'application/json');
    const boot = JSON.parse((await block.textContent()) ?? '') as {
      config: { source: string };
      phase: { id: number };
    };
    const phase = (await (
      await request.get('/api/count/v1/phase?source=tuinvogeltelling')
    ).json()) as {
      data: { id: number };
    };
    expect(boot.phase.id).toBe(phase.data.id);
    expect(boot.config.source).toBe('tuinvogeltelling');
  });

  test('the scripts do not compete with the style sheet the shell paints with', async ({
    request,
  }) => {
    // Decision 058: the entry and its preloads are fetched at low priority.
    const html = await (await request.get('/home', { headers: { accept: 'text/html' } })).text();
    const scripts = html.match(/<(script type="module"|link rel="modulepreload")[^>]*>/g) ?? [];
    expect(scripts.length).toBeGreaterThan(1);
    for (const tag of scripts) expect(tag).toContain('fetchpriority="low"');
  });

  test("the page names its own screen's chunks, not another's", async ({ request }) => {
    // Decision 062: they load beside the entry instead of after it has run.
    const page = async (path: string) =>
      (await request.get(path, { headers: { accept: 'text/html' } })).text();
    const count = builtChunk('src/routes/count.tsx');
    const guide = builtChunk('src/routes/bird-guide.tsx');
    expect(await page('/telling?phase=2')).toContain(`href="${count}"`);
    expect(await page('/telling?phase=2')).not.toContain(`href="${guide}"`);
    expect(await page('/vogelgids')).toContain(`href="${guide}"`);
    // Every file named is one the build wrote.
    for (const path of ['/home', '/telling?phase=2', '/vogelgids/merel', '/meer/quiz']) {
      for (const [, href] of (await page(path)).matchAll(
        /rel="(?:modulepreload|preload)"[^>]*href="([^"]+)"/g,
      )) {
        expect((await request.get(href!)).status(), `${path}: ${href}`).toBe(200);
      }
    }
  });
});

/** Sums the page's layout shifts (not those right after input) into `window.shift`. */
async function watchLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    (window as unknown as { shift: number }).shift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[]) {
        if (!entry.hadRecentInput) (window as unknown as { shift: number }).shift += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

const shiftOf = (page: Page) => page.evaluate(() => (window as unknown as { shift: number }).shift);

test(
  'home before the count does not shift when its tips arrive',
  { tag: '@viewport' },
  async ({ page }) => {
    await skipIntroTour(page);
    await watchLayoutShifts(page);
    // The tips answer late, so their placeholders are on screen first, every run: the cards must
    // take exactly the placeholders' place (it shifted 0.049 when they did not).
    await page.route('**/birds/recognitiontips**', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 600));
      await route.continue();
    });
    await page.goto('/home?phase=1');
    await expect(page.locator('.tips-grid[aria-busy="true"]')).toBeVisible();
    await expect(page.locator('.tip-card__title').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await shiftOf(page)).toBeLessThan(0.01);
  },
);

test('the screens do not shift as they load', { tag: '@viewport' }, async ({ page }) => {
  await skipIntroTour(page);
  await watchLayoutShifts(page);
  for (const path of [
    '/home?phase=1',
    '/home?phase=2',
    '/vogelgids',
    '/telling?phase=2',
    '/herkennen/vragen',
    '/meer/quiz',
  ]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await shiftOf(page), path).toBeLessThanOrEqual(0.02);
  }
});
