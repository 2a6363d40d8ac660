import { expect, test } from './test.ts';
import { addressLookupWorks, sendCountThroughTheApp } from './count-helpers.ts';
import { expectAccessible, heading } from './helpers.ts';

// Issue 30: a sent count shares its own result page (whose link shows its preview image), with
// a link to copy and one way to close.

const SHOTS = process.env.E2E_SCREENSHOTS; // a folder outside the repository, when set

test('a sent count shares its own result page @viewport', async ({
  page,
  context,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const lookup = await addressLookupWorks(request);
  const { tellingUUID } = await sendCountThroughTheApp(page, lookup);
  await expect(heading(page, 'Bedankt voor het tellen!')).toBeVisible();

  await page.getByRole('button', { name: 'Deel je telling' }).click();
  const share = page.getByRole('dialog', { name: 'Deel je telling' });
  await expect(share).toBeVisible();
  const link = share.getByLabel('Link naar je telling');
  const own = new URL(`/resultaten/telling/${tellingUUID}`, page.url()).href;
  await expect(link).toHaveValue(own);
  for (const name of ['Facebook', 'X (Twitter)', 'LinkedIn', 'Pinterest', 'WhatsApp']) {
    const channel = share.getByRole('link', {
      name: new RegExp(`^${name.replace(/[()]/g, '\\$&')}`),
    });
    await expect(channel).toHaveAttribute('href', new RegExp(encodeURIComponent(own)));
  }
  // The preview a chat shows with the link, drawn by the server for this count.
  const preview = share.getByRole('img', { name: /^Voorbeeld van wat anderen zien/ });
  await expect(preview).toHaveAttribute(
    'src',
    `/api/count/v1/results/counts/${tellingUUID}/preview.png`,
  );
  await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1200);

  await share.getByRole('button', { name: 'Kopieer link' }).click();
  await expect(share.getByRole('status')).toHaveText(/^Link gekopieerd/);
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(own);
  await expectAccessible(page);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/share-count-${testInfo.project.name}.png` });

  // One way to close it.
  await expect(share.getByRole('button', { name: /Sluiten|Gereed/ })).toHaveCount(1);
  await share.getByRole('button', { name: 'Sluiten' }).click();
  await expect(share).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Deel je telling' })).toBeFocused();

  // What a chat reads at the link: the count's own page with its preview image.
  const html = await (await request.get(own, { headers: { accept: '*/*' } })).text();
  expect(html).toContain(
    `<meta property="og:image" content="${new URL(`/api/count/v1/results/counts/${tellingUUID}/preview.png`, own).href}" />`,
  );
  const image = await request.get(`/api/count/v1/results/counts/${tellingUUID}/preview.png`);
  expect(image.headers()['content-type']).toBe('image/png');
});
