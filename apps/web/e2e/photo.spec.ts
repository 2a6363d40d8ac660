import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { expectAccessible, heading, skipIntroTour } from './helpers.ts';

test.beforeEach(async ({ page }) => skipIntroTour(page));

/** A generated photo: sky with a yellow-and-black blob (no real bird, so the detector sees none). */
async function generatedPhoto(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="900">
    <rect width="1200" height="900" fill="#8cc4e8"/>
    <ellipse cx="600" cy="480" rx="260" ry="180" fill="#f0d820"/>
    <circle cx="600" cy="300" r="110" fill="#111111"/>
  </svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 90 }).toBuffer();
}

async function pickPhoto(page: Page) {
  await page.locator('#photo-recognition-file').setInputFiles({
    name: 'vogel.jpg',
    mimeType: 'image/jpeg',
    buffer: await generatedPhoto(),
  });
  await expect(page.locator('.photo-cropper img')).toBeVisible();
}

test('crop a photo and get the honest answer of the real server', async ({ page }) => {
  await page.goto('/herkennen/foto');
  await expect(heading(page, 'Herkenning via foto')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Terug' })).toHaveAttribute('href', '/herkennen');
  await expect(page.getByText('Geen afbeelding geselecteerd')).toBeVisible();
  await expect(page.locator('#photo-recognition-file')).toHaveAttribute('accept', 'image/*');
  await pickPhoto(page);
  await expect(page.getByText('vogel.jpg')).toBeVisible();

  const zoom = page.getByLabel('Zoomen');
  await expect(zoom).toHaveAttribute('min', '1');
  await expect(zoom).toHaveAttribute('max', '3');
  await zoom.focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(zoom).toHaveValue('1.2');
  await expectAccessible(page);

  const [response] = await Promise.all([
    page.waitForResponse(
      (r) => r.url().includes('/birds/analyze') && r.request().method() === 'POST',
      {
        timeout: 30_000,
      },
    ),
    page.getByRole('button', { name: 'Herken de vogel' }).click(),
  ]);
  expect(response.request().headers()['content-type']).toMatch(/^multipart\/form-data/);
  expect(response.status()).toBe(200);

  const results = page.locator('.photo-results');
  await expect(results.getByRole('heading', { level: 2 })).toHaveText(
    /Geen vogel gevonden op deze foto|Mogelijke soorten|Geen vogels gevonden/,
    { timeout: 30_000 },
  );
  await expect(page.getByRole('img', { name: 'Jouw uitsnede van de foto' })).toBeVisible();
  await expect(results.getByRole('link', { name: 'Zoek verder met de vragen' })).toHaveAttribute(
    'href',
    /^\/herkennen\/vragen/,
  );
  await expect(results.getByText(/zeker/i)).toHaveCount(0);
  await expectAccessible(page);
});

test("'Via foto' on /herkennen picks a photo and opens the cropper with it", async ({ page }) => {
  await page.goto('/herkennen');
  const [chooser] = await Promise.all([
    page.waitForEvent('filechooser'),
    page.getByRole('link', { name: /Via foto/ }).click(),
  ]);
  expect(chooser.isMultiple()).toBe(false);
  await chooser.setFiles({
    name: 'tuin.jpg',
    mimeType: 'image/jpeg',
    buffer: await generatedPhoto(),
  });
  await expect(page).toHaveURL(/\/herkennen\/foto$/);
  await expect(heading(page, 'Herkenning via foto')).toBeVisible();
  await expect(page.getByText('tuin.jpg')).toBeVisible();
  await expect(page.locator('.photo-cropper img')).toBeVisible();
});

test('a file that is not an image is refused', async ({ page }) => {
  await page.goto('/herkennen/foto');
  await page.locator('#photo-recognition-file').setInputFiles({
    name: 'notities.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('geen foto'),
  });
  await expect(page.getByRole('alert')).toHaveText(
    'Dit bestand is geen afbeelding. Kies een foto.',
  );
  await expect(page.locator('.photo-cropper')).toHaveCount(0);
});

/**
 * The result list as the server sends it when a recogniser suggests species (the built-in one
 * does so only for a real bird photo, which the tests do not ship): here the answer is fixed.
 */
test(
  'possible species show how sure each is, two drawings and the gender toggle',
  {
    tag: '@viewport',
  },
  async ({ page }, testInfo) => {
    const bird = (id: string, name: string, confidence: number, confidenceLabel: string) => ({
      id,
      name,
      images: [`/media/birds/${id}/default.svg`, `/media/birds/${id}/default.svg`],
      confidence,
      confidenceLabel,
    });
    await page.route('**/birds/analyze**', (route) =>
      route.fulfill({
        json: {
          data: {
            birdFound: true,
            birds: [
              bird('koolmees', 'Koolmees', 0.36, 'mogelijk'),
              bird('pimpelmees', 'Pimpelmees', 0.22, 'misschien'),
            ],
            box: { x: 0.2, y: 0.2, width: 0.6, height: 0.6 },
            colours: [4, 1],
            method: 'detector',
            message: 'Er staat waarschijnlijk een vogel op deze foto. De soort is niet herkend.',
          },
        },
      }),
    );
    await page.goto('/herkennen/foto');
    await pickPhoto(page);
    await page.getByRole('button', { name: 'Herken de vogel' }).click();
    const results = page.locator('.photo-results');
    await expect(results.getByRole('heading', { name: 'Mogelijke soorten' })).toBeVisible();
    const cards = results.locator('.photo-result');
    await expect(cards).toHaveCount(2);
    await expect(cards.first()).toContainText('Koolmees');
    await expect(cards.first()).toContainText('Mogelijk');
    await expect(cards.nth(1)).toContainText('Misschien');
    await expect(cards.first().locator('img')).toHaveCount(2);
    await expect(cards.first().getByRole('link')).toHaveAttribute('href', '/herkennen/koolmees');
    const columns = await results
      .locator('.photo-results__grid')
      .evaluate((el) => getComputedStyle(el).gridTemplateColumns.split(' ').length);
    expect(columns).toBe(testInfo.project.name === 'phone' ? 1 : 2);
    const toggle = cards.first().getByRole('button', { name: 'Toon man en vrouw bij Koolmees' });
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(cards.first().getByLabel('man')).toBeVisible();
    await expect(cards.first().getByLabel('vrouw')).toBeVisible();
    await expect(results.getByRole('link', { name: 'Zoek verder met de vragen' })).toHaveAttribute(
      'href',
      '/herkennen/vragen?color=4,1',
    );
    await expectAccessible(page);
    await results.scrollIntoViewIfNeeded();

    // The questions open with the photo's colours as the colour filter.
    const api = await page.request.get('/api/bird/v1/wizard/birds?color=4,1&limit=1');
    const { data } = (await api.json()) as { data: { count: number } };
    await results.getByRole('link', { name: 'Zoek verder met de vragen' }).click();
    await expect(page).toHaveURL(/\/herkennen\/vragen\?color=4,1$/);
    await expect(page.locator('.wizard__count')).toHaveText(`${data.count} soorten gevonden`);
  },
);
