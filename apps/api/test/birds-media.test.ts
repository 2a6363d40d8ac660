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

describe('bird drawings', () => {
  it('serves the hashed URL as an immutable SVG with an ETag, and 304 on a match', async () => {
    const { data } = (await get('/api/bird/v1/birds/vink')).json<{ data: { image: string } }>();
    const res = await get(data.image);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.body.startsWith('<svg')).toBe(true);
    expect(res.body).toContain('Vink');
    const hash = new URL(data.image, 'http://x').searchParams.get('v');
    expect(res.headers.etag).toBe(`"${hash}"`);
    const again = await get(data.image, { 'if-none-match': `"${hash}"` });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect((await get(data.image, { 'if-none-match': `"a", W/"${hash}"` })).statusCode).toBe(304);
    expect((await get(data.image, { 'if-none-match': '*' })).statusCode).toBe(304);
    const stale = await get(data.image, { 'if-none-match': '"something-else"' });
    expect(stale.statusCode).toBe(200);
  });

  it('caches an unversioned or outdated URL for an hour only', async () => {
    expect((await get('/media/birds/vink/default.svg')).headers['cache-control']).toBe(
      'public, max-age=3600',
    );
    expect((await get('/media/birds/vink/default.svg?v=old')).headers['cache-control']).toBe(
      'public, max-age=3600',
    );
  });

  it('draws the sexes apart where they differ', async () => {
    const man = await get('/media/birds/vink/man.svg');
    const vrouw = await get('/media/birds/vink/vrouw.svg');
    expect(man.statusCode).toBe(200);
    expect(vrouw.statusCode).toBe(200);
    expect(man.headers.etag).not.toBe(vrouw.headers.etag);
    expect((await get('/media/birds/kokmeeuw/volwassen-winterkleed.svg')).statusCode).toBe(200);
  });

  it.each([
    ['/media/birds/vink/koning.svg', 404],
    ['/media/birds/onbekend/default.svg', 404],
    ['/media/birds/vink/default.gif', 400],
    ['/media/birds/Vink/default.svg', 400],
    ['/media/birds/vink/..%2F..%2Fetc.svg', 400],
  ])('%s → %i', async (url, status) => {
    const res = await get(url);
    expect(res.statusCode).toBe(status);
    expect(res.json()).toHaveProperty('message');
  });
});

describe('wizard picker images', () => {
  const all = [
    ...[1, 2, 3, 4].map((n) => `size/${n}`),
    ...[1, 2, 3, 4, 5, 6, 7, 8, 9].map((n) => `silhouette/${n}`),
    ...[1, 2, 3, 4, 5, 6, 7, 8, 9].map((n) => `beak/${n}`),
  ];

  it('serves every size, silhouette and beak image as a cacheable SVG', async () => {
    const tags = new Set<string>();
    for (const path of all) {
      const res = await get(`/media/wizard/${path}.svg`);
      expect(res.statusCode, path).toBe(200);
      expect(res.headers['content-type']).toContain('image/svg+xml');
      expect(res.body.startsWith('<svg')).toBe(true);
      tags.add(String(res.headers.etag));
      const cached = await get(`/media/wizard/${path}.svg`, {
        'if-none-match': String(res.headers.etag),
      });
      expect(cached.statusCode).toBe(304);
    }
    expect(tags.size).toBe(all.length);
  });

  it.each(['size/5', 'size/0', 'beak/10', 'colour/1', 'beak/x'])('refuses %s', async (path) => {
    const res = await get(`/media/wizard/${path}.svg`);
    expect([400, 404]).toContain(res.statusCode);
  });
});
