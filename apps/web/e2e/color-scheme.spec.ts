import { expect, test } from './test.ts';
import { expectAccessible, skipIntroTour } from './helpers.ts';

/** Issue 15: the dark scheme follows the device, with AA contrast in both (axe on each). */
const SCREENS = [
  '/home?phase=2',
  '/home?phase=1',
  '/vogelgids',
  '/telling?phase=2',
  '/herkennen',
  '/herkennen/vragen',
  '/meer',
  '/meer/quiz',
  '/bestaat-niet',
];

for (const colorScheme of ['light', 'dark'] as const) {
  test(`${colorScheme} scheme: AA on the main screens`, { tag: '@viewport' }, async ({ page }) => {
    test.setTimeout(120_000);
    await skipIntroTour(page);
    await page.emulateMedia({ colorScheme });
    for (const path of SCREENS) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
      // The page background follows the scheme: dark below 40 of 255 per channel, light above.
      const channels = background.match(/\d+/g)!.slice(0, 3).map(Number);
      if (colorScheme === 'dark') expect(Math.max(...channels), path).toBeLessThan(40);
      else expect(Math.min(...channels), path).toBeGreaterThan(200);
      await expectAccessible(page);
    }
  });
}
