import type { Page } from '@playwright/test';
import { fileURLToPath } from 'node:url';
import { expect, test } from './test.ts';
import sharp from 'sharp';
import { expectAccessible, heading, shot, skipIntroTour } from './helpers.ts';

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

test(
  'a real blackbird photo: the real server names the merel among the first three, no pigeon',
  { tag: '@viewport' },
  async ({ page }, testInfo) => {
    await page.goto('/herkennen/foto');
    await page
      .locator('#photo-recognition-file')
      .setInputFiles(
        fileURLToPath(
          new URL('../../api/test/fixtures/recognition-photos/merel.jpg', import.meta.url),
        ),
      );
    await page.getByRole('button', { name: 'Herken de vogel' }).click();
    const results = page.locator('.photo-results');
    await expect(results.getByRole('heading', { name: 'Lijkt het meest op' })).toBeVisible({
      timeout: 30_000,
    });
    const names = await results.locator('.bird-grid li').allInnerTexts();
    expect(names.slice(0, 3).join(' ')).toContain('Merel');
    expect(names.join(' ')).not.toMatch(/duif|tortel/i);
    await expect(results.getByText('Zwart', { exact: false }).first()).toBeVisible();
    await shot(page, `photo-merel-results-${testInfo.project.name}`);
    await expectAccessible(page);
  },
);

test('crop a photo and get the honest answer of the real server', async ({ page }) => {
  await page.goto('/herkennen/foto');
  await expect(heading(page, 'Herkenning via foto')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Terug' })).toHaveAttribute('href', '/herkennen');
  await expect(page.getByText('Geen afbeelding geselecteerd')).toBeVisible();
  await expect(page.locator('#photo-recognition-file')).toHaveAttribute('accept', 'image/*');
  await pickPhoto(page);
  await expect(page.getByText('vogel.jpg')).toBeVisible();
  // On a phone (375×812) the button is in sight as soon as the photo is chosen (issue 35).
  await expect(page.getByRole('button', { name: 'Herken de vogel' })).toBeInViewport({ ratio: 1 });
  await shot(page, 'photo-chosen');

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
    /Geen vogel gevonden op deze foto|Mogelijke soorten|Wat de foto vertelt/,
    { timeout: 30_000 },
  );
  await expect(page.getByRole('img', { name: 'Jouw uitsnede van de foto' })).toBeVisible();
  await expect(results.getByRole('link', { name: /verder met de vragen/i })).toHaveAttribute(
    'href',
    /^\/herkennen\/vragen/,
  );
  await expect(results.getByText(/zeker/i)).toHaveCount(0);
  await shot(page, 'photo-no-bird');
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

/** What the server answers for a real bird photo (the tests ship none): fixed by a route. */
async function answerWith(page: Page, data: Record<string, unknown>) {
  await page.route('**/birds/analyze**', (route) => route.fulfill({ json: { data } }));
}

async function colourMatchesFromServer(page: Page, colours: string) {
  const api = await page.request.get(`/api/bird/v1/wizard/birds?color=${colours}&limit=6`);
  const { data } = (await api.json()) as {
    data: { count: number; birds: { id: string; name: string; drawingmale: string }[] };
  };
  return {
    count: data.count,
    matches: data.birds.map((b) => ({ id: b.id, name: b.name, images: [b.drawingmale] })),
  };
}

test('without a species recogniser: what the photo shows and birds with these colours', async ({
  page,
}) => {
  const { count, matches } = await colourMatchesFromServer(page, '4,1');
  await answerWith(page, {
    birdFound: true,
    birds: [],
    box: { x: 0.2, y: 0.2, width: 0.6, height: 0.6 },
    colours: [4, 1],
    colourMatches: matches,
    method: 'detector',
    message:
      'Er lijkt een vogel op deze foto te staan. Welke soort het is, kan de app niet aan de foto zien. Hieronder staan vogels met dezelfde kleuren; beantwoord de vragen om hem te vinden.',
  });
  await page.goto('/herkennen/foto');
  await pickPhoto(page);
  await page.getByRole('button', { name: 'Herken de vogel' }).click();
  const results = page.locator('.photo-results');
  await expect(results.getByRole('heading', { name: 'Wat de foto vertelt' })).toBeVisible();
  await expect(results.getByText(/^Er lijkt een vogel op deze foto te staan\./)).toBeVisible();
  await expect(results.getByText('Hoofdkleuren: Geel, zwart')).toBeVisible();
  await expect(results.getByRole('heading', { name: 'Lijkt het meest op' })).toBeVisible();
  const cards = results.locator('.bird-card');
  await expect(cards).toHaveCount(matches.length);
  await expect(cards.first()).toContainText(matches[0]!.name);
  await expect(cards.first()).toHaveAttribute('href', `/herkennen/${matches[0]!.id}`);
  // No likelihood without a species recogniser.
  await expect(results.getByText(/Waarschijnlijk|Mogelijk|Misschien|%/)).toHaveCount(0);
  await expect(results.getByRole('heading', { name: 'Mogelijke soorten' })).toHaveCount(0);
  await expectAccessible(page);

  // The questions open with the photo's colours already chosen.
  const next = results.getByRole('link', {
    name: 'Verder met de vragen, met deze kleuren gekozen',
  });
  await expect(next).toHaveAttribute('href', '/herkennen/vragen?color=4,1');
  await next.click();
  await expect(page).toHaveURL(/\/herkennen\/vragen\?color=4,1$/);
  await expect(page.locator('.wizard__count')).toHaveText(`${count} soorten gevonden`);
  await page.getByRole('button', { name: 'Filteren' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Volgende' }).click();
  await expect(page.getByRole('dialog').getByRole('checkbox', { name: 'Geel' })).toBeChecked();
  await expect(page.getByRole('dialog').getByRole('checkbox', { name: 'Zwart' })).toBeChecked();
});

/** A configured species recogniser (the external service) ranks species with a likelihood. */
test(
  'a species recogniser shows its ranking with how sure it is, two drawings and the gender toggle',
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
    await answerWith(page, {
      birdFound: true,
      birds: [
        bird('koolmees', 'Koolmees', 0.36, 'mogelijk'),
        bird('pimpelmees', 'Pimpelmees', 0.22, 'misschien'),
      ],
      box: { x: 0.2, y: 0.2, width: 0.6, height: 0.6 },
      colours: [4, 1],
      colourMatches: [],
      method: 'external',
      message:
        'Dit zijn de soorten die het herkenningsmodel op deze foto ziet. Controleer het met de vragen.',
    });
    await page.goto('/herkennen/foto');
    await pickPhoto(page);
    await page.getByRole('button', { name: 'Herken de vogel' }).click();
    const results = page.locator('.photo-results');
    await expect(results.getByRole('heading', { name: 'Mogelijke soorten' })).toBeVisible();
    const cards = results.locator('.photo-result');
    await expect(cards).toHaveCount(2);
    await expect(cards.first()).toContainText('Koolmees');
    await expect(cards.first()).toContainText('Mogelijk (36%)');
    await expect(cards.nth(1)).toContainText('Misschien (22%)');
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
    await expectAccessible(page);
  },
);
