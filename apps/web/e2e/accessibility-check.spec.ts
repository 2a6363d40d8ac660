import { expect, test } from './test.ts';
import { expectAccessible, skipIntroTour } from './helpers.ts';

// Every spec's axe check goes through expectAccessible, which loads axe-core once per document
// (helpers.ts): it must still see a violation added after the first check, and load again after
// a full navigation.
test('the axe check fails on a violation and runs again after a navigation', async ({ page }) => {
  await skipIntroTour(page);
  await page.goto('/vogelgids');
  await expectAccessible(page);
  await page.evaluate(() => {
    const image = document.createElement('img');
    // An image without a text alternative; a data URL, so no failed load beside the violation.
    image.src = 'data:image/gif;base64,R0lGODlhAQABAAAAACw=';
    document.querySelector('main')!.append(image);
  });
  await expect(expectAccessible(page)).rejects.toThrow(/image-alt/);
  await page.goto('/home');
  await expectAccessible(page);
});
