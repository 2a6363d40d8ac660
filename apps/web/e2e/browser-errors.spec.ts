import { expect, failedLoad, test } from './test.ts';

// The fixture in test.ts itself: each of these would pass if it stopped failing tests.
test.fail('a console.error fails the test', async ({ page }) => {
  await page.setContent('<script>console.error("kapot")</script>');
});

test.fail('an uncaught page error fails the test', async ({ page }) => {
  await page.setContent('<script>setTimeout(() => { throw new Error("kapot"); })</script>');
  await expect.poll(() => page.evaluate(() => document.readyState)).toBe('complete');
  // The error is thrown after the script ran; give the browser a turn to report it.
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 50)));
});

test.fail('a page of a context the test opens itself counts too', async ({ browser }) => {
  const page = await browser.newPage();
  await page.setContent('<script>console.error("kapot")</script>');
  await page.close();
});

test('the lines a test allows pass', async ({ page, browserErrors }) => {
  browserErrors.allow(/^console\.error: verwacht$/, failedLoad(404, '/bestaat-niet.png'));
  await page.goto('/404');
  await page.evaluate(() => {
    console.error('verwacht');
    const image = document.createElement('img');
    image.alt = '';
    image.src = '/bestaat-niet.png';
    document.body.append(image);
  });
  await expect.poll(() => page.evaluate(() => document.images[0]?.complete)).toBe(true);
});
