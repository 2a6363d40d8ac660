// The PNG the server renders (sharp/librsvg) must look like the SVG as a browser draws it.
// sharp's own render of the SVG cannot be the reference: librsvg is the renderer under test
// (it once filled the head with the back colour where browsers did not), so Chromium is.
import { type Browser, type Page, chromium } from '@playwright/test';
import { BIRDS, describeVariants } from '@tvt/content';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { variantKey } from '../src/modules/birds/drawings.ts';
import { type TestApp, createTestApp } from './helpers/test-app.ts';
import { onPostgres } from './helpers/test-database.ts';

const WIDTH = 320;
const HEIGHT = 256; // the drawings' 200×160 view box
// A pixel differs when a channel is off by more than this. The two renderers anti-alias edges
// differently: after the neck-winding fix the worst drawing differed in 0.06 % of its pixels,
// while the head band it guards against covered 0.3–2.6 % (86 of 183 drawings above 0.25 %).
const CHANNEL_TOLERANCE = 60;
const MAX_DIFFERING_SHARE = 0.0025;

let t: TestApp;
let browser: Browser;
let page: Page;

async function rgb(image: Buffer): Promise<Buffer> {
  return sharp(image).flatten({ background: '#ffffff' }).removeAlpha().raw().toBuffer();
}

async function inBrowser(svg: string): Promise<Buffer> {
  await page.setContent(
    `<!doctype html><style>html,body{margin:0;background:#fff}` +
      `svg{display:block;width:${WIDTH}px;height:${HEIGHT}px}</style>${svg}`,
  );
  return rgb(await page.screenshot({ clip: { x: 0, y: 0, width: WIDTH, height: HEIGHT } }));
}

function differingShare(a: Buffer, b: Buffer): number {
  let differing = 0;
  for (let i = 0; i < a.length; i += 3) {
    const d = Math.max(
      Math.abs(a[i]! - b[i]!),
      Math.abs(a[i + 1]! - b[i + 1]!),
      Math.abs(a[i + 2]! - b[i + 2]!),
    );
    if (d > CHANNEL_TOLERANCE) differing++;
  }
  return differing / (a.length / 3);
}

const drawings = BIRDS.flatMap((bird) =>
  describeVariants(bird.id).map((d) => `${bird.id}/${variantKey(d.form, d.plumage)}`),
);

// Nothing here depends on the database under the app: the PostgreSQL tier would launch Chromium
// and compare all 183 drawings a second time for the same answer (about 14 s).
describe.skipIf(onPostgres)('bird drawings as PNG against Chromium', () => {
  beforeAll(async () => {
    t = await createTestApp();
    // Debian's headless Chromium, the browser tests' own (the same Blink, about a tenth less CPU
    // here than the full browser); the suite never downloads a browser.
    browser = await chromium.launch({
      executablePath: '/usr/bin/chromium-headless-shell',
      args: ['--no-sandbox', '--disable-gpu', '--force-color-profile=srgb'],
    });
    page = await browser.newPage({ viewport: { width: WIDTH, height: HEIGHT } });
  });
  afterAll(async () => {
    await browser?.close();
    await t?.close();
  });
  it('covers every species', () => {
    expect(new Set(drawings.map((key) => key.split('/')[0])).size).toBe(BIRDS.length);
  });

  it('renders every drawing as the browser does', async () => {
    const failures: string[] = [];
    let worst = 0;
    for (const key of drawings) {
      const svg = await t.app.inject({ method: 'GET', url: `/media/birds/${key}.svg` });
      const png = await t.app.inject({ method: 'GET', url: `/media/birds/${key}.png?w=${WIDTH}` });
      expect(svg.statusCode, key).toBe(200);
      expect(png.statusCode, key).toBe(200);
      const server = await rgb(png.rawPayload);
      const reference = await inBrowser(svg.body);
      expect(server.length, key).toBe(reference.length);
      const share = differingShare(server, reference);
      worst = Math.max(worst, share);
      if (share > MAX_DIFFERING_SHARE) failures.push(`${key} ${(share * 100).toFixed(2)} %`);
    }
    console.log(
      `${drawings.length} drawings compared; worst differing share ${(worst * 100).toFixed(2)} %`,
    );
    expect(failures).toEqual([]);
  });
});
