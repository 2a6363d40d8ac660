import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { countResultResponse } from '@tvt/contract';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'zod/mini';
import { COUNT_NOW, validCountBody } from '../bench/count-body.ts';
import {
  nationalPreviewSvg,
  previewSvg,
  renderPreviewPng,
} from '../src/modules/share/preview-image.ts';
import { countShareMeta, withShareMeta } from '../src/pages/share-meta.ts';
import { type TestApp, createTestApp } from './helpers/test-app.ts';

// The built index.html as Vite writes it: its own title and a description over several lines.
const INDEX = `<!doctype html>
<html lang="nl">
  <head>
    <meta
      name="description"
      content="Tel mee met de Nationale Tuinvogeltelling."
    />
    <title>Nationale Tuinvogeltelling</title>
    <script type="application/json" id="tvt-boot">{}</script>
    <script type="module" crossorigin src="/assets/index-Ab12Cd34.js"></script>
  </head>
  <body><div id="root"></div></body>
</html>`;

function distFixture(): string {
  const dist = mkdtempSync(join(tmpdir(), 'tvt-dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), INDEX);
  writeFileSync(join(dist, 'assets', 'index-Ab12Cd34.js'), 'console.log(1)');
  return dist;
}

const result = parse(countResultResponse, {
  tellingUUID: '3f1c2a4e-8b7d-4c6a-9e2f-1a2b3c4d5e6f',
  year: 2026,
  countedOn: '2026-01-24',
  municipality: { level: 'municipality', code: 'GM0344', name: `"><script>alert(1)</script>` },
  municipalityShown: true,
  excluded: false,
  totals: { birds: 7, species: 2 },
  birds: [
    {
      birdId: 'koolmees',
      name: 'Koolmees',
      image: '/m/k.svg',
      counted: 4,
      municipalityAverage: 3.14,
      nationalAverage: 2.5,
    },
    {
      birdId: 'merel',
      name: 'Merel & co',
      image: '/m/m.svg',
      counted: 3,
      municipalityAverage: 1,
      nationalAverage: 1.8,
    },
  ],
});

describe('share meta', () => {
  it('replaces the title and description and escapes every value', () => {
    const html = withShareMeta(
      INDEX,
      countShareMeta(result, { page: 'https://tel.example/p', image: 'https://tel.example/i.png' }),
    );
    expect(html).not.toContain('<script>alert');
    expect(html).toContain('&lt;script&gt;');
    expect(html).toContain('Merel &amp; co 3');
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html.match(/name="description"/g)).toHaveLength(1);
    expect(html).toContain('<title>7 vogels van 2 soorten geteld in &quot;&gt;');
    expect(html).toContain('<meta property="og:image" content="https://tel.example/i.png" />');
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image" />');
    expect(html).toContain('zagen de tuinen gemiddeld 3,1 × koolmees');
    // Still exactly one script, the app's own, beside the boot data's JSON block: no inline
    // script for the CSP to allow.
    expect(html.match(/<script(?! type="application\/json")/g)).toHaveLength(1);
  });

  it('draws a 1200 × 630 PNG preview with escaped text', async () => {
    expect(previewSvg(result)).not.toContain('<script>');
    // A suppressed country draws no species at all.
    const quiet = nationalPreviewSvg({
      year: 2026,
      previousYear: null,
      area: { level: 'nl', code: 'NL', name: 'Nederland' },
      parent: null,
      suppressed: true,
      totals: null,
      previousTotals: null,
      species: [],
      updatedAt: '2026-01-24T12:00:00Z',
    });
    expect(quiet).toContain('Nog te weinig tellingen om te tonen');
    expect(quiet).not.toContain('<rect x="480"');
    const png = await renderPreviewPng(result);
    expect(await sharp(png).metadata()).toMatchObject({ format: 'png', width: 1200, height: 630 });
  });
});

// Requests arrive on the public address: any other host is sent there first (decision 049).
const PUBLIC_HOST = 'tel.example.nl';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    now: () => COUNT_NOW,
    env: { WEB_DIST_DIR: distFixture(), PUBLIC_URL: 'https://tel.example.nl' },
  });
});
afterAll(async () => {
  await t?.close();
});

describe('the app to any client', () => {
  it('answers every app route with its HTML, whatever the client accepts', async () => {
    for (const accept of ['*/*', undefined, 'text/html']) {
      for (const url of ['/quiz', '/home', '/resultaten/gemeente/GM0344', '/meer/over-de-app']) {
        const res = await t.app.inject({
          authority: PUBLIC_HOST,
          method: 'GET',
          url,
          headers: accept ? { accept } : {},
        });
        expect(res.statusCode, `${url} ${accept}`).toBe(200);
        expect(res.headers['content-type'], url).toMatch(/text\/html/);
        expect(res.body, url).toContain('<div id="root">');
      }
    }
  });

  it('draws the results pages as every app page: boot data and preview tags (issue 30)', async () => {
    for (const url of ['/resultaten', `/resultaten/telling/${result.tellingUUID}`]) {
      const res = await t.app.inject({
        authority: PUBLIC_HOST,
        method: 'GET',
        url,
        headers: { accept: 'text/html' },
      });
      expect(res.body, url).toContain('<meta property="og:image"');
      const block = /<script type="application\/json" id="tvt-boot">(.*?)<\/script>/s.exec(
        res.body,
      );
      // The first screen needs no round trip for the config and the phase.
      const boot = JSON.parse(block?.[1] ?? '{}') as Record<string, unknown>;
      expect(Object.keys(boot), url).toEqual(expect.arrayContaining(['config', 'phase']));
    }
  });

  it('keeps server paths and missing files JSON 404', async () => {
    for (const url of ['/api/count/v1/bestaat-niet', '/api/nope', '/assets/weg-123.js', '/x.png']) {
      const res = await t.app.inject({
        authority: PUBLIC_HOST,
        method: 'GET',
        url,
        headers: { accept: '*/*' },
      });
      expect(res.statusCode, url).toBe(404);
      expect(res.json(), url).toEqual({ message: 'Niet gevonden' });
    }
  });

  it('gives the results overview its own preview, with absolute URLs', async () => {
    const res = await t.app.inject({
      authority: PUBLIC_HOST,
      method: 'GET',
      url: '/resultaten',
      headers: { accept: '*/*' },
    });
    expect(res.body).toContain('<title>Resultaten – Nationale Tuinvogeltelling</title>');
    expect(res.body).toContain(
      '<meta property="og:url" content="https://tel.example.nl/resultaten" />',
    );
    expect(res.body).toContain(
      'og:image" content="https://tel.example.nl/api/count/v1/results/preview.png"',
    );
    expect(String(res.headers['content-security-policy'])).toContain("script-src 'self'");
  });

  it('answers an unknown or malformed count with the app and a 404', async () => {
    for (const id of ['3f1c2a4e-8b7d-4c6a-9e2f-000000000000', 'geen-uuid']) {
      const res = await t.app.inject({
        authority: PUBLIC_HOST,
        method: 'GET',
        url: `/resultaten/telling/${id}`,
      });
      expect(res.statusCode, id).toBe(404);
      expect(res.body).toContain('<div id="root">');
      expect(res.body).toContain('og:title');
    }
    const png = await t.app.inject({
      authority: PUBLIC_HOST,
      method: 'GET',
      url: '/api/count/v1/results/counts/3f1c2a4e-8b7d-4c6a-9e2f-000000000000/preview.png',
    });
    expect(png.statusCode).toBe(404);
    const bad = await t.app.inject({
      authority: PUBLIC_HOST,
      method: 'GET',
      url: '/api/count/v1/results/counts/geen-uuid/preview.png',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Deze telling bestaat niet.');
  });
});

describe("a count's shared page", () => {
  it('carries its figures in the title, description and preview image, no personal data', async () => {
    const body = validCountBody();
    const sent = await t.app.inject({
      authority: PUBLIC_HOST,
      method: 'POST',
      url: '/api/count/v1/inzending',
      payload: body,
    });
    expect(sent.statusCode).toBe(200);
    const { tellingUUID } = sent.json<{ tellingUUID: string }>();

    const page = await t.app.inject({
      authority: PUBLIC_HOST,
      method: 'GET',
      url: `/resultaten/telling/${tellingUUID}`,
      headers: { accept: '*/*', 'user-agent': 'WhatsApp/2.23' },
    });
    expect(page.statusCode).toBe(200);
    expect(page.body).toMatch(/<title>\d+ vogels? van \d+ soorten? geteld/);
    const image = `https://tel.example.nl/api/count/v1/results/counts/${tellingUUID}/preview.png`;
    expect(page.body).toContain(`<meta property="og:image" content="${image}" />`);
    expect(page.body).toContain(
      `<meta property="og:url" content="https://tel.example.nl/resultaten/telling/${tellingUUID}" />`,
    );
    // The boot data is every page's (config, phase, tour: public, 'januari' and all); the rest
    // is this count's.
    const ownPart = page.body.replace(
      /<script type="application\/json" id="tvt-boot">.*?<\/script>/s,
      '',
    );
    expect(page.body).toContain('id="tvt-boot">{"config"');
    const { userData, location } = body;
    for (const value of [
      userData.emailAddress,
      userData.lastName,
      userData.phoneNumber,
      location.street,
      location.postalCode,
      '3511',
      'Jan',
    ]) {
      expect(ownPart.toLowerCase(), value).not.toContain(value.toLowerCase());
    }

    const png = await t.app.inject({
      authority: PUBLIC_HOST,
      method: 'GET',
      url: new URL(image).pathname,
    });
    expect(png.statusCode).toBe(200);
    expect(png.headers['content-type']).toBe('image/png');
    expect(png.headers['cache-control']).toMatch(/public, max-age=\d+/);
    expect(await sharp(png.rawPayload).metadata()).toMatchObject({ width: 1200, height: 630 });
    // The national preview names the species counted, and is cacheable the same way.
    const national = await t.app.inject({
      authority: PUBLIC_HOST,
      method: 'GET',
      url: '/api/count/v1/results/preview.png',
    });
    expect(national.statusCode).toBe(200);
    expect(national.headers['content-type']).toBe('image/png');
    expect(national.headers.etag).toMatch(/^"/);
    const again = await t.app.inject({
      authority: PUBLIC_HOST,
      method: 'GET',
      url: new URL(image).pathname,
      headers: { 'if-none-match': String(png.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });
});
