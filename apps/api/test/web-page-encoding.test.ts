import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from './helpers/test-app.ts';

const PAGE = `<!doctype html><html><body><script type="application/json" id="tvt-boot">{}</script><div id="root">${'<p>tuinvogel</p>'.repeat(200)}</div></body></html>`;

let t: TestApp;
beforeAll(async () => {
  const dist = mkdtempSync(join(tmpdir(), 'tvt-dist-'));
  writeFileSync(join(dist, 'index.html'), PAGE);
  t = await createTestApp({ env: { WEB_DIST_DIR: dist } });
});
afterAll(async () => {
  await t?.close();
});

const page = (acceptEncoding?: string) =>
  t.app.inject({
    method: 'GET',
    url: '/vogelgids',
    headers: {
      accept: 'text/html',
      ...(acceptEncoding !== undefined && { 'accept-encoding': acceptEncoding }),
    },
  });

describe('an app page is compressed as the browser accepts', () => {
  it('sends brotli before gzip, the same page as without, and says it varies', async () => {
    const plain = await page();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('id="tvt-boot">{"config"');

    const br = await page('gzip, deflate, br');
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers['content-type']).toMatch(/^text\/html/);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);

    const gz = await page('gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
  });

  it('sends the page as it is when the browser refuses both', async () => {
    const res = await page('br;q=0, gzip;q=0');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toContain('<p>tuinvogel</p>');
  });
});
