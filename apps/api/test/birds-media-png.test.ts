import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from './helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

async function hashOf(id: string): Promise<string> {
  const { data } = (await get(`/api/bird/v1/birds/${id}`)).json<{ data: { image: string } }>();
  return new URL(data.image, 'http://x').searchParams.get('v') ?? '';
}

describe('bird drawings as PNG', () => {
  it('renders the drawing as an opaque PNG of the default width, 640', async () => {
    const res = await get('/media/birds/vink/default.png');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.rawPayload.subarray(0, 8).equals(PNG_MAGIC)).toBe(true);
    const meta = await sharp(res.rawPayload).metadata();
    expect(meta.format).toBe('png');
    expect(meta.width).toBe(640);
    expect(meta.hasAlpha).toBe(false);
    // The drawing's 200×160 view box keeps its proportions.
    expect(meta.height).toBe(512);
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
  });

  it.each([160, 320, 1200])('honours w=%i', async (width) => {
    const res = await get(`/media/birds/vink/man.png?w=${width}`);
    expect(res.statusCode).toBe(200);
    expect((await sharp(res.rawPayload).metadata()).width).toBe(width);
  });

  it('paints the background white', async () => {
    const res = await get('/media/birds/vink/default.png?w=160');
    const { data } = await sharp(res.rawPayload)
      .extract({ left: 0, top: 0, width: 1, height: 1 })
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect([...data]).toEqual([255, 255, 255]);
  });

  it('is immutable under the current hash, with a per-width ETag and 304 on a match', async () => {
    const hash = await hashOf('vink');
    const url = `/media/birds/vink/default.png?w=320&v=${hash}`;
    const res = await get(url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const etag = String(res.headers.etag);
    expect(etag).toBe(`"${hash}-320"`);
    const svg = await get(`/media/birds/vink/default.svg?v=${hash}`);
    expect(svg.headers.etag).not.toBe(etag);
    const again = await get(url, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect((await get(url, { 'if-none-match': `W/${etag}` })).statusCode).toBe(304);
    const otherWidth = await get(`/media/birds/vink/default.png?w=640&v=${hash}`, {
      'if-none-match': etag,
    });
    expect(otherWidth.statusCode).toBe(200);
  });

  it('serves the same bytes again from its cache', async () => {
    const first = await get('/media/birds/koolmees/default.png?w=160');
    const second = await get('/media/birds/koolmees/default.png?w=160');
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
  });

  it.each(['100', '641', '0', 'abc', '640px', ''])('refuses w=%s with a Dutch 400', async (w) => {
    const res = await get(`/media/birds/vink/default.png?w=${w}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: 'Kies een breedte van 160, 320, 640, 1200 pixels.',
      field: 'w',
    });
  });

  it.each(['/media/birds/onbekend/default.png', '/media/birds/vink/koning.png?w=320'])(
    '%s → 404',
    async (url) => {
      const res = await get(url);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'Tekening niet gevonden' });
    },
  );
});
